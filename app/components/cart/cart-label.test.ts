import { describe, expect, it } from "vitest";

import { cartBadge, cartLabel } from "./cart-label";

describe("cartLabel", () => {
  it("names the icon with the count, singular for one", () => {
    expect(cartLabel(0)).toBe("Cart, 0 items");
    expect(cartLabel(1)).toBe("Cart, 1 item");
    expect(cartLabel(3)).toBe("Cart, 3 items");
  });
});

describe("cartBadge", () => {
  it("shows nothing for an empty cart and caps at 99+", () => {
    expect(cartBadge(0)).toBe("");
    expect(cartBadge(7)).toBe("7");
    expect(cartBadge(99)).toBe("99");
    expect(cartBadge(100)).toBe("99+");
  });
});
