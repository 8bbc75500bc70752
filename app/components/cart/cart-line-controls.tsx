import { type CartItem, MAX_QUANTITY } from "#app/domain/cart/cart";

const stepButton =
  "flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-evergreen-800 bg-white text-xl leading-none font-semibold text-evergreen-900 hover:bg-evergreen-50 disabled:cursor-not-allowed disabled:border-stone-400 disabled:text-stone-600";

/**
 * A cart line's quantity with its decrease and increase buttons, as the
 * checkout table and the header's cart dropdown both show it. Each button
 * names the item, so a screen reader hears what it changes.
 */
export function QuantityStepper({
  item,
  onIncrease,
  onDecrease,
}: {
  item: CartItem;
  onIncrease: (item: CartItem) => void;
  onDecrease: (item: CartItem) => void;
}) {
  return (
    <span className="flex items-center gap-1">
      <button
        type="button"
        className={stepButton}
        aria-label={`Decrease quantity of ${item.name}`}
        onClick={() => onDecrease(item)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span className="min-w-8 text-center text-lg font-semibold tabular-nums">{item.quantity}</span>
      <button
        type="button"
        className={stepButton}
        aria-label={`Increase quantity of ${item.name}`}
        disabled={item.quantity >= MAX_QUANTITY}
        onClick={() => onIncrease(item)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}

/** "Remove", heard as "Remove <item>". */
export function RemoveLineButton({ item, onRemove }: { item: CartItem; onRemove: (item: CartItem) => void }) {
  return (
    <button
      type="button"
      onClick={() => onRemove(item)}
      className="inline-flex min-h-11 items-center rounded-full px-2 font-semibold text-sky-deep underline underline-offset-4 hover:text-evergreen-800"
    >
      Remove<span className="sr-only"> {item.name}</span>
    </button>
  );
}
