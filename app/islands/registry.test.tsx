import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { AddToCartButton } from "#app/components/cart/add-to-cart-button";
import { CartMenu } from "#app/components/cart/cart-menu";
import { CheckoutView } from "#app/components/checkout/checkout-view";
import { FeeEstimator } from "#app/components/delivery/fee-estimator";
import { Walkthrough } from "#app/components/home/walkthrough";
import { Island } from "#app/components/islands/island";
import { isIslandName, ISLAND_NAMES, type IslandName } from "#app/components/islands/names";
import { MobileMenu } from "#app/components/layout/mobile-menu";
import { QuoteSection } from "#app/components/quote/quote-section";
import { SocialFeed } from "#app/components/social/social-feed";
import { BirdsongPlayer } from "#app/components/story/birdsong-player";

import { islands } from "./registry";

/** The component each page renders inside <Island name=…>: the browser must mount the very same one. */
const rendered: Record<IslandName, ComponentType<never>> = {
  "cart-menu": CartMenu,
  "mobile-menu": MobileMenu,
  walkthrough: Walkthrough,
  birdsong: BirdsongPlayer,
  "fee-estimator": FeeEstimator,
  "quote-form": QuoteSection,
  "social-feed": SocialFeed,
  "add-to-cart": AddToCartButton,
  checkout: CheckoutView,
};

describe("the island registry", () => {
  it.each(ISLAND_NAMES)("%s loads the component the page renders", async (name) => {
    expect(await islands[name].load()).toBe(rendered[name]);
  });

  it("has an entry for every name and no other", () => {
    expect(Object.keys(islands).sort()).toEqual([...ISLAND_NAMES].sort());
  });

  it("knows its names and nothing else", () => {
    expect(isIslandName("cart-menu")).toBe(true);
    expect(isIslandName("toString")).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});

describe("<Island>", () => {
  it("renders the component inside a wrapper that names the island and carries its props as JSON", () => {
    const html = renderToStaticMarkup(<Island name="fee-estimator" component={FeeEstimator} props={{}} />);
    expect(html).toMatch(/^<div data-island="fee-estimator" data-island-props="\{\}" class="contents"><section/);
    expect(html).toContain('aria-label="Fee by ZIP code"');
  });
});
