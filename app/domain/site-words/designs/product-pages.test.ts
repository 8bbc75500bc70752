import { describe, expect, it } from "vitest";

import { productPageDesign, type ProductPagePlan } from "./product-pages";

const plan = (parts: ProductPagePlan["parts"]): ProductPagePlan => ({
  title: "Sample",
  path: "/Sample",
  lead: "A sample product page.",
  parts,
});

describe("a product page's design from its bands", () => {
  it("opens with the optional note, keeps the bands' order, and ends with the closing invitation", () => {
    const design = productPageDesign(
      plan([
        { id: "glance", kind: "figures", count: 3 },
        { id: "included", kind: "specs" },
        { id: "uses", kind: "ideas" },
        { id: "how", kind: "steps" },
        { id: "ask", kind: "invitation" },
      ]),
    );
    expect(design.parts.map((part) => part.id)).toEqual(["badge", "glance", "included", "uses", "how", "ask", "next"]);
    expect(design.parts[0]).toMatchObject({ heading: false, intro: "optional", items: null });
    expect(design.parts.at(-1)).toMatchObject({ heading: true, intro: "required", items: null });
    expect(design.parts.find((part) => part.id === "ask")).toMatchObject({ intro: "required", items: null });
  });

  it("fixes the count where each item has the site's own number or product, and lets rows and steps vary", () => {
    const design = productPageDesign(
      plan([
        { id: "glance", kind: "figures", count: 5 },
        { id: "cards", kind: "options", cards: ["Bathroom", "Kitchen"] },
        { id: "included", kind: "specs" },
        { id: "how", kind: "steps" },
      ]),
    );
    const items = (id: string) => design.parts.find((part) => part.id === id)?.items;
    expect(items("glance")).toMatchObject({ min: 5, max: 5, title: true, text: "none" });
    // A product's card is titled with the product's name: the owner writes its pitch only.
    expect(items("cards")).toMatchObject({ min: 2, max: 2, title: false, text: "required" });
    // The editor names the cards' products, in order, since the owner does not write their titles.
    expect(design.parts.find((part) => part.id === "cards")?.label).toMatch(/Bathroom, Kitchen/);
    expect(items("included")?.min).toBeLessThan(items("included")?.max ?? 0);
    expect(items("how")?.min).toBeLessThan(items("how")?.max ?? 0);
  });

  it("gives a floor plan and a drawing a caption of their own, right after them", () => {
    const design = productPageDesign(
      plan([
        { id: "plan", kind: "plan" },
        { id: "zones", kind: "drawing" },
      ]),
    );
    expect(design.parts.map((part) => [part.id, part.label])).toEqual([
      ["badge", expect.any(String)],
      ["plan", expect.stringMatching(/floor plan/)],
      ["plan-caption", "Caption under the floor plan"],
      ["zones", expect.stringMatching(/drawing/)],
      ["zones-caption", "Caption under the drawing"],
      ["next", expect.any(String)],
    ]);
  });

  it("refuses a band of figures or cards without their number, and two bands in one place", () => {
    expect(() => productPageDesign(plan([{ id: "glance", kind: "figures" }]))).toThrow(/number of its items/);
    expect(() => productPageDesign(plan([{ id: "cards", kind: "options", cards: [] }]))).toThrow(/number of its items/);
    expect(() =>
      productPageDesign(
        plan([
          { id: "plan", kind: "specs" },
          { id: "plan", kind: "ideas" },
        ]),
      ),
    ).toThrow(/two parts called "plan"/);
    expect(() => productPageDesign(plan([{ id: "next", kind: "specs" }]))).toThrow(/two parts called "next"/);
  });
});
