import { useEffect, useRef, useState } from "react";

import { useCartLineActions } from "#app/components/cart/use-cart-line-actions";
import { PaymentForm, type PaymentSettings, type Receipt } from "#app/components/payments/payment-form";
import { Alert } from "#app/components/ui/alert";
import { cartActions, useCart } from "#app/state/cart-store";
import { useHydrated } from "#app/state/use-hydrated";

import { CartTable } from "./cart-table";
import { type CheckoutContact, CheckoutHelp } from "./checkout-help";
import { EmptyCart } from "./empty-cart";
import { PaymentSuccess } from "./payment-success";

export interface CheckoutData {
  billingName: string;
  signedInEmail: string | null;
  payments: PaymentSettings;
  /** Given as props: the view is an island, outside the site layout's data. */
  contact: CheckoutContact;
  /**
   * Whether the request carried the has-a-cart hint. Without it the server's HTML is the empty
   * cart, final until a cart is started; with it, a placeholder until the cart is read.
   */
  cartHinted: boolean;
}

/**
 * The checkout page: the cart table, then the payment form; the empty state;
 * and the receipt. The cart lives in this browser: the server renders the
 * empty cart for a browser without one, and otherwise a short placeholder,
 * and the cart appears once this island is mounted, right after the page has
 * painted (docs/decisions/0046).
 */
export function CheckoutView({ billingName, signedInEmail, payments, contact, cartHinted }: CheckoutData) {
  const hydrated = useHydrated();
  const { cartItems, totalCents } = useCart();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const cartHeadingRef = useRef<HTMLHeadingElement>(null);
  const receiptRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (receipt) receiptRef.current?.focus();
  }, [receipt]);

  // A line that leaves takes its pressed button with it: focus goes back to the cart's heading.
  const lines = useCartLineActions(() => cartHeadingRef.current?.focus());

  const paid = (next: Receipt) => {
    setReceipt(next);
    cartActions.clear();
  };

  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold tracking-[0.14em] text-cedar-700 uppercase">Nestz shop</p>
        <h1 className="mt-2 text-[length:var(--text-display)] leading-[1.05]">Checkout</h1>
        <Alert tone={receipt?.processing ? "info" : "success"} className="mt-6">
          {receipt ? (receipt.processing ? "Payment processing" : "Payment Successful") : null}
        </Alert>
        <p role="status" className="sr-only">
          {lines.announcement}
        </p>

        {!hydrated && cartHinted ? (
          <div className="mt-8">
            <h2 className="mb-4 text-3xl">Your cart</h2>
            {/* Holds the empty cart's height until the cart is read, so nothing jumps. */}
            <div className="relative">
              <div aria-hidden="true" className="invisible">
                <EmptyCart />
              </div>
              <p className="absolute inset-0 p-6 text-lg text-stone-700 sm:p-8">Opening your cart…</p>
            </div>
          </div>
        ) : receipt ? (
          <div className="mt-8">
            <PaymentSuccess ref={receiptRef} receipt={receipt} signedIn={signedInEmail !== null} />
          </div>
        ) : (
          <div className="mt-8 grid gap-8">
            <section aria-labelledby="cart-heading">
              <h2 id="cart-heading" ref={cartHeadingRef} tabIndex={-1} className="mb-4 text-3xl focus:outline-none">
                Your cart
              </h2>
              {cartItems.length === 0 ? (
                <EmptyCart />
              ) : (
                <div className="rounded-2xl border border-stone-200 bg-white p-3 sm:p-6">
                  <CartTable
                    items={cartItems}
                    totalCents={totalCents}
                    onIncrease={lines.increase}
                    onDecrease={lines.decrease}
                    onRemove={lines.remove}
                  />
                </div>
              )}
            </section>
            {cartItems.length > 0 ? (
              <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
                <div className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
                  <PaymentForm
                    items={cartItems}
                    billingName={billingName}
                    signedInEmail={signedInEmail}
                    payments={payments}
                    onPaid={paid}
                  />
                </div>
                <CheckoutHelp contact={contact} />
              </div>
            ) : null}
          </div>
        )}
        {/* Whatever the server sent (placeholder or empty cart), a browser without JavaScript is told how to order. */}
        {hydrated ? null : <NoScriptNotice />}
      </div>
    </div>
  );
}

/** What a browser without JavaScript is told: the cart needs it, and the order can be placed by phone or email. */
function NoScriptNotice() {
  return (
    <noscript>
      <p className="mt-4 text-lg">
        Your cart is kept in this browser and opens with JavaScript. Turn it on to check out, or call or email us (the
        details are at the foot of the page) and we will take your order.
      </p>
    </noscript>
  );
}
