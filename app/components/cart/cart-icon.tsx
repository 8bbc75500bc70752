import type { Ref } from "react";

import { cartBadge, cartLabel } from "./cart-label";

/** The cart button in the header: a basket with the number of things in it. */
export function CartIcon({
  count,
  open,
  controls,
  onToggle,
  ref,
}: {
  count: number;
  open: boolean;
  /** The id of the dropdown it opens. */
  controls: string;
  onToggle: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={cartLabel(count)}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={`relative flex min-h-11 min-w-11 items-center justify-center rounded-full border-2 text-evergreen-900 transition-colors ${
        open ? "border-evergreen-800 bg-evergreen-50" : "border-transparent hover:bg-evergreen-50"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M4 9h16l-1.6 10.2a2 2 0 0 1-2 1.8H7.6a2 2 0 0 1-2-1.8L4 9Z" strokeLinejoin="round" />
        <path d="M8.5 9 12 3.5 15.5 9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M9 13v4M12 13v4M15 13v4" strokeLinecap="round" />
      </svg>
      {/* Always in the HTML (hidden when empty), so a page without React can fill it in from storage. */}
      <span
        aria-hidden="true"
        hidden={count === 0}
        data-cart-badge=""
        className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-cedar-700 px-1 text-xs leading-none font-bold text-white"
      >
        {cartBadge(count)}
      </span>
    </button>
  );
}
