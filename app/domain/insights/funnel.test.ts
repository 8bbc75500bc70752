import { describe, expect, it } from "vitest";

import { assembleFunnel, conversion, type StageFigures } from "./funnel";

const figures = (entries: [string, StageFigures][]) => new Map(entries);

describe("the funnel", () => {
  it("puts every source through every stage shown, zero where it has none, with totals", () => {
    const funnel = assembleFunnel(["visitors", "quote-requests"], {
      visitors: figures([
        ["google.com", { count: 40, units: null, cents: null }],
        ["(direct)", { count: 60, units: null, cents: null }],
      ]),
      "quote-requests": figures([
        ["google.com", { count: 2, units: 5, cents: null }],
        ["(unknown)", { count: 1, units: 1, cents: null }],
      ]),
    });
    expect(funnel.stages).toEqual(["visitors", "quote-requests"]);
    expect(funnel.rows.map((row) => row.source)).toEqual(["(direct)", "google.com", "(unknown)"]);
    expect(funnel.rows[0]?.stages["quote-requests"]).toEqual({ count: 0, units: 0, cents: null });
    expect(funnel.rows[2]?.stages.visitors).toEqual({ count: 0, units: null, cents: null });
    expect(funnel.totals).toEqual({
      visitors: { count: 100, units: null, cents: null },
      "quote-requests": { count: 3, units: 6, cents: null },
    });
  });

  it("gives each stage's share of the one before", () => {
    expect(conversion(40, 2)).toBe(5);
    expect(conversion(3, 1)).toBe(33.3);
    expect(conversion(0, 1)).toBeNull();
  });
});
