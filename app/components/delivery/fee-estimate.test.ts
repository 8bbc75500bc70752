import { describe, expect, it } from "vitest";

import type { ZipAnswer } from "#app/domain/delivery/views";

import { BLANK_START, estimate, estimatorStart } from "./fee-estimate";

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

describe("estimatorStart", () => {
  const lookUp = (zip: string): ZipAnswer => ({ ok: false, zip, message: `looked up ${zip}` });

  it("starts blank without a query, looking nothing up", () => {
    expect(
      estimatorStart(new URLSearchParams(""), () => {
        throw new Error("no lookup expected");
      }),
    ).toEqual(BLANK_START);
  });

  it("answers the ZIP in the address, as typed", () => {
    expect(estimatorStart(new URLSearchParams("zip=98101"), lookUp)).toMatchObject({
      zip: "98101",
      zipAnswer: { ok: false, message: "looked up 98101" },
    });
  });

  it("keeps miles and a known state, and reads any other state as another state", () => {
    expect(estimatorStart(new URLSearchParams("miles=45&state=WA"), lookUp)).toMatchObject({
      miles: "45",
      state: "WA",
      zipAnswer: null,
    });
    expect(estimatorStart(new URLSearchParams("miles=45&state=ID"), lookUp).state).toBe("other");
    expect(estimatorStart(new URLSearchParams(`miles=${"9".repeat(100)}`), lookUp).miles).toHaveLength(20);
  });
});
