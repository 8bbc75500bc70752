import type { Ref } from "react";

import { Button, LinkButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import type { CartItem } from "#app/domain/cart/cart";
import { formatCents } from "#app/domain/common/money";

import { QuantityStepper, RemoveLineButton } from "./cart-line-controls";

/**
 * What the cart icon opens: the items (name, quantity × price, the line's
 * price, and the same quantity and remove buttons as at checkout), the total
 * and the way to checkout. Focus moves here when it opens (to the panel
 * itself, a region named "Cart" like the button that opens it). Changes are
 * put into words in a polite live region (`announcement`).
 */
export function CartDropdown({
  id,
  open,
  items,
  totalCents,
  announcement,
  onIncrease,
  onDecrease,
  onRemove,
  onClose,
  ref,
}: {
  id: string;
  open: boolean;
  items: CartItem[];
  totalCents: number;
  announcement: string;
  onIncrease: (item: CartItem) => void;
  onDecrease: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
  /** Closes the panel; `returnFocus` puts focus back on the cart icon. */
  onClose: (returnFocus: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      id={id}
      ref={ref}
      role="region"
      aria-label="Cart"
      tabIndex={-1}
      hidden={!open}
      className="absolute inset-x-2 top-full z-50 mt-1 rounded-2xl border border-stone-200 bg-white p-5 shadow-xl focus:outline-none focus-visible:outline-3 focus-visible:outline-sky-deep sm:inset-x-auto sm:right-0 sm:mt-2 sm:w-96"
    >
      <h2 className="text-2xl">Your cart</h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <div className="mt-3 grid gap-4">
          <p className="text-stone-700">
            Nothing here yet. Our stickers are a dollar each on the{" "}
            <Link to="/Shwag" className="underline underline-offset-4" onClick={() => onClose(false)}>
              shwag shelf
            </Link>
            .
          </p>
          <Button variant="secondary" onClick={() => onClose(true)}>
            Keep browsing
          </Button>
        </div>
      ) : (
        <>
          {/* Scrolls on its own when the cart is long, so checkout stays in reach. */}
          <ul className="mt-3 max-h-[min(26rem,55vh)] divide-y divide-stone-200 overflow-y-auto overscroll-contain border-y border-stone-200">
            {items.map((item) => (
              <li
                key={item.id}
                className="grid grid-cols-[3.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-3"
              >
                <img
                  src={item.imageUrl}
                  alt=""
                  width={56}
                  height={42}
                  className="h-[42px] w-14 rounded-md border border-stone-200 bg-mist object-cover"
                />
                <p>
                  <span className="block font-semibold text-evergreen-900">{item.name}</span>
                  <span className="block text-sm text-stone-700">
                    {item.quantity} × {formatCents(item.priceCents)}
                  </span>
                </p>
                <p className="font-semibold text-evergreen-900">{formatCents(item.quantity * item.priceCents)}</p>
                <div className="col-span-2 col-start-2 flex items-center justify-between gap-2">
                  <QuantityStepper item={item} onIncrease={onIncrease} onDecrease={onDecrease} />
                  <RemoveLineButton item={item} onRemove={onRemove} />
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex items-baseline justify-between text-lg font-semibold text-evergreen-900">
            <span>Total</span>
            <span>{formatCents(totalCents)}</span>
          </p>
          <div className="mt-4 grid gap-2">
            <LinkButton to="/Checkout" onClick={() => onClose(false)}>
              Go to checkout
            </LinkButton>
            <Button variant="quiet" className="justify-self-center" onClick={() => onClose(true)}>
              Keep shopping
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
