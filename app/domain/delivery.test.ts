import { describe, expect, it } from "vitest";
import { delivery } from "#app/content/facts";
import { quoteDelivery as quote } from "./delivery";

const quoteDelivery = (miles: number, state: string) => quote(miles, state, delivery);

describe("quoteDelivery with the business's rules", () => {
  it("charges the flat fee anywhere within 30 miles", () => {
    expect(quoteDelivery(0, "OR")).toEqual({ ok: true, feeCents: 20_000, extraMiles: 0 });
    expect(quoteDelivery(30, "WA")).toEqual({ ok: true, feeCents: 20_000, extraMiles: 0 });
  });

  it("adds $4 for each mile past the first 30, part miles rounded up", () => {
    expect(quoteDelivery(31, "OR")).toEqual({ ok: true, feeCents: 20_400, extraMiles: 1 });
    expect(quoteDelivery(30.2, "OR")).toEqual({ ok: true, feeCents: 20_400, extraMiles: 1 });
    expect(quoteDelivery(100, "wa")).toEqual({ ok: true, feeCents: 48_000, extraMiles: 70 });
  });

  it("delivers only within Washington and Oregon", () => {
    expect(quoteDelivery(10, "ID")).toEqual({ ok: false, reason: "outside-service-area" });
    expect(quoteDelivery(10, "CA")).toEqual({ ok: false, reason: "outside-service-area" });
  });

  it("refuses distances that are not distances", () => {
    expect(quoteDelivery(-1, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
    expect(quoteDelivery(Number.NaN, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
    expect(quoteDelivery(Number.POSITIVE_INFINITY, "OR")).toEqual({ ok: false, reason: "invalid-distance" });
  });
});
