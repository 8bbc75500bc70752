import { useState } from "react";

import { type CartItem, MAX_QUANTITY } from "#app/domain/cart/cart";
import { cartActions } from "#app/state/cart-store";

/**
 * What the quantity and remove buttons of a cart line do, wherever the cart
 * is shown (checkout, the header's dropdown): change the stored cart, and say
 * what changed in words for a polite live region (`announcement`).
 * `onLineGone` runs when a line leaves the cart: the button that was pressed
 * is gone with it, so the caller moves focus somewhere that stays.
 */
export function useCartLineActions(onLineGone: () => void) {
  const [announcement, setAnnouncement] = useState("");

  const gone = (item: CartItem) => {
    setAnnouncement(`${item.name} removed from your cart.`);
    onLineGone();
  };

  return {
    announcement,
    increase: (item: CartItem) => {
      cartActions.add(item);
      setAnnouncement(`${item.name}: ${Math.min(item.quantity + 1, MAX_QUANTITY)} in your cart.`);
    },
    decrease: (item: CartItem) => {
      cartActions.decrease(item.id);
      if (item.quantity <= 1) gone(item);
      else setAnnouncement(`${item.name}: ${item.quantity - 1} in your cart.`);
    },
    remove: (item: CartItem) => {
      cartActions.remove(item.id);
      gone(item);
    },
  };
}
