import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { islands } from "#app/islands/registry";

import { CheckoutView } from "./checkout-view";

const data = {
  billingName: "guest",
  signedInEmail: null,
  payments: { provider: "test", publishableKey: null },
  contact: { phone: "(360) 555-0100", email: "hello@nestz.example" },
} as const;

const render = (cartHinted: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CheckoutView {...data} cartHinted={cartHinted} />
    </MemoryRouter>,
  );

describe("the checkout as the server sends it", () => {
  it("is the empty cart, ready to use, for a browser without the has-a-cart hint", () => {
    const html = render(false);
    expect(html).toContain("Your cart is empty, for now.");
    expect(html).toContain('href="/Shwag"');
    expect(html).not.toContain("Opening your cart");
    expect(html).not.toContain('aria-hidden="true" class="invisible"');
    // A browser without a cart may have no JavaScript either: it is told how to order all the same.
    expect(html).toMatch(/<noscript>.*Turn it on to check out, or call or email us/s);
  });

  it("holds the cart's place for a browser with a cart, until its island reads it", () => {
    const html = render(true);
    expect(html).toContain("Opening your cart…");
    expect(html).toMatch(/<noscript>.*Turn it on to check out, or call or email us/s);
    // The empty cart is there only to keep the height: hidden from sight and from screen readers.
    expect(html).toMatch(/<div aria-hidden="true" class="invisible">.*Your cart is empty, for now\./s);
  });

  it("loads its island only for a browser with a cart", () => {
    expect(islands.checkout.when).toBe("cart");
  });
});
