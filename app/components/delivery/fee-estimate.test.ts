import { describe, expect, it } from "vitest";
import { estimate } from "./fee-estimate";

describe("estimate", () => {
  it("asks for a distance until one is typed", () => {
    expect(estimate("  ", "OR").kind).toBe("empty");
  });

  it("quotes the flat fee inside the circle", () => {
    expect(estimate("12", "WA")).toMatchObject({ kind: "fee", fee: "$200" });
    expect(estimate("30", "OR")).toMatchObject({ kind: "fee", fee: "$200" });
  });

  it("adds $4 a mile past the first 30, part miles rounded up", () => {
    expect(estimate("45", "OR")).toMatchObject({ kind: "fee", fee: "$260" });
    expect(estimate("30.5", "WA").message).toBe("$204: The $200 flat fee plus 1 extra mile at $4 each.");
  });

  it("explains that other states are out of reach", () => {
    expect(estimate("20", "other").kind).toBe("outside");
  });

  it("refuses what is not a distance", () => {
    expect(estimate("-3", "WA").kind).toBe("invalid");
    expect(estimate("far", "WA").kind).toBe("invalid");
  });
});
