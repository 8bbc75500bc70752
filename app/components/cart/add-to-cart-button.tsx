import { useState } from "react";

import { Button } from "#app/components/ui/button";
import { canAddItem, type CartProduct, MAX_LINES, MAX_QUANTITY } from "#app/domain/cart/cart";
import { cartActions, cartStore } from "#app/state/cart-store";

/** What the polite live region says after a press. */
function feedback(product: CartProduct, added: boolean, inCart: number, lines: number): string {
  if (added) return `${product.name} added. You have ${inCart} in your cart.`;
  if (inCart >= MAX_QUANTITY) return `${MAX_QUANTITY} is the most one order takes. For more, give us a call.`;
  if (lines >= MAX_LINES) return `Your cart is full (${MAX_LINES} different items). Check out first, then carry on.`;
  return `We couldn't add ${product.name}. Please try again.`;
}

/** "Add to cart" for something that can be bought online, with spoken and visible confirmation. */
export function AddToCartButton({ product }: { product: CartProduct }) {
  const [message, setMessage] = useState("");
  const add = () => {
    const before = cartStore.getSnapshot().cartItems;
    const added = canAddItem(before, product.id) && cartActions.add(product);
    const after = cartStore.getSnapshot().cartItems;
    const inCart = after.find((item) => item.id === product.id)?.quantity ?? 0;
    setMessage(feedback(product, added, inCart, after.length));
  };
  return (
    <div className="grid basis-full gap-2">
      <Button onClick={add} className="justify-self-start" aria-label={`Add to cart: ${product.name}`}>
        Add to cart
      </Button>
      <p role="status" className="min-h-6 text-sm font-semibold text-evergreen-800">
        {message}
      </p>
    </div>
  );
}
