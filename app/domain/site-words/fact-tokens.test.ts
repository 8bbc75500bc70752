import { describe, expect, it } from "vitest";

import { fillFacts, fillFactsIn, unknownFacts } from "./fact-tokens";

const facts = { "flat delivery fee": "$1,500", "unit size": "8' x 20'" };

describe("facts named in the owner's words", () => {
  it("fills each named fact with its value, and leaves other braces as written", () => {
    expect(fillFacts("A {unit size} home; delivery {flat delivery fee} ({not a fact}).", facts)).toBe(
      "A 8' x 20' home; delivery $1,500 ({not a fact}).",
    );
    expect(fillFacts("{Unit size} and { unit size}", facts)).toBe("{Unit size} and { unit size}");
  });

  it("names the braces that are no fact, once each, in order", () => {
    expect(unknownFacts("{unit size} {size} {fee} {size}", facts)).toEqual(["size", "fee"]);
    expect(unknownFacts("no braces here", facts)).toEqual([]);
    // A fact's name is never one of an object's own properties.
    expect(unknownFacts("{constructor} {tostring}", facts)).toEqual(["constructor", "tostring"]);
  });

  it("fills every string of a page's words, keeping their shape", () => {
    const words = { seo: { title: "{unit size}" }, parts: [{ items: [{ title: "Fee: {flat delivery fee}", n: 2 }] }] };
    expect(fillFactsIn(words, facts)).toEqual({
      seo: { title: "8' x 20'" },
      parts: [{ items: [{ title: "Fee: $1,500", n: 2 }] }],
    });
  });
});
