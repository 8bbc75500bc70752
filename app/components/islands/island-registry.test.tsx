import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FeeEstimator } from "#app/components/delivery/fee-estimator";

import { Island } from "./island";
import { isIslandName, islands } from "./island-registry";

describe("the island registry", () => {
  it.each(Object.keys(islands))("%s loads a component", async (name) => {
    if (!isIslandName(name)) throw new Error(name);
    expect(typeof (await islands[name].load())).toBe("function");
  });

  it("knows its names and nothing else", () => {
    expect(isIslandName("cart-menu")).toBe(true);
    expect(isIslandName("toString")).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});

describe("<Island>", () => {
  it("renders the component inside a wrapper that names the island and carries its props as JSON", async () => {
    const html = renderToStaticMarkup(<Island name="fee-estimator" component={FeeEstimator} props={{}} />);
    expect(html).toMatch(/^<div data-island="fee-estimator" data-island-props="\{\}" class="contents"><section/);
    expect(html).toContain('aria-label="Fee by ZIP code"');
    expect(await islands["fee-estimator"].load()).toBe(FeeEstimator);
  });
});
