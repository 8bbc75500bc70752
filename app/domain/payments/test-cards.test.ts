import { describe, expect, it } from "vitest";

import { checkTestCard, parseExpiry, testCardMessages } from "./test-cards";

const now = new Date("2026-11-21T12:00:00Z");
const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" };

describe("checkTestCard", () => {
  it("lets 4242… succeed and 4000 …0002 be declined", () => {
    expect(checkTestCard(card, now)).toEqual({ ok: true, outcome: "succeeds" });
    expect(checkTestCard({ ...card, number: "4000-0000-0000-0002" }, now)).toEqual({ ok: true, outcome: "declined" });
  });

  it("gives any other number a field error", () => {
    expect(checkTestCard({ ...card, number: "4111 1111 1111 1111" }, now)).toEqual({
      ok: false,
      field: "number",
      message: testCardMessages.number,
    });
  });

  it("treats a card as good through its expiry month", () => {
    expect(checkTestCard({ ...card, expMonth: 11, expYear: 2026 }, now).ok).toBe(true);
    expect(checkTestCard({ ...card, expMonth: 10, expYear: 2026 }, now)).toEqual({
      ok: false,
      field: "expiry",
      message: testCardMessages.expired,
    });
  });

  it("wants a 3- or 4-digit CVC", () => {
    expect(checkTestCard({ ...card, cvc: "12" }, now)).toMatchObject({ ok: false, field: "cvc" });
    expect(checkTestCard({ ...card, cvc: "12a" }, now)).toMatchObject({ ok: false, field: "cvc" });
    expect(checkTestCard({ ...card, cvc: "1234" }, now).ok).toBe(true);
  });
});

describe("parseExpiry", () => {
  it("reads MM/YY and MM/YYYY", () => {
    expect(parseExpiry("04/29")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry(" 4 / 2029 ")).toEqual({ expMonth: 4, expYear: 2029 });
  });

  it("refuses what is not a month and year", () => {
    for (const text of ["13/29", "00/29", "0429", "ab/cd", ""]) expect(parseExpiry(text)).toBeNull();
  });
});
