import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";

import { cartActions, useCart } from "#app/state/cart-store";

import { CartDropdown } from "./cart-dropdown";
import { CartIcon } from "./cart-icon";
import { useCartLineActions } from "./use-cart-line-actions";

/**
 * The cart in the header: the icon and its dropdown (`isCartOpen`). The
 * dropdown closes with Escape (focus back on the icon), with the icon, with
 * a click or a focus move outside it, and when the page changes. When a
 * line leaves the cart, focus stays in the dropdown (on the panel itself).
 */
export function CartMenu() {
  const { cartItems, isCartOpen, count, totalCents } = useCart();
  const panelId = useId();
  const iconRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const lines = useCartLineActions(() => panelRef.current?.focus());

  useEffect(() => {
    cartActions.setOpen(false);
  }, [pathname]);

  // Opening moves focus into the dropdown.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isCartOpen && !wasOpen.current) panelRef.current?.focus();
    wasOpen.current = isCartOpen;
  }, [isCartOpen]);

  useEffect(() => {
    if (!isCartOpen) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(panelRef.current?.contains(target) || iconRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      cartActions.setOpen(false);
      iconRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (!inside(event.target)) cartActions.setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [isCartOpen]);

  const close = (returnFocus: boolean) => {
    cartActions.setOpen(false);
    if (returnFocus) iconRef.current?.focus();
  };

  return (
    <div className="sm:relative">
      <CartIcon ref={iconRef} count={count} open={isCartOpen} controls={panelId} onToggle={cartActions.toggle} />
      <CartDropdown
        ref={panelRef}
        id={panelId}
        open={isCartOpen}
        items={cartItems}
        totalCents={totalCents}
        announcement={lines.announcement}
        onIncrease={lines.increase}
        onDecrease={lines.decrease}
        onRemove={lines.remove}
        onClose={close}
      />
    </div>
  );
}
