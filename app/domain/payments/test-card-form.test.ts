import { describe, expect, it } from "vitest";

import { formatCardNumber, formatExpiry, validateTestCardForm } from "./test-card-form";
import { TEST_CARDS, testCardMessages } from "./test-cards";

const may2026 = new Date(Date.UTC(2026, 4, 15));

describe("validateTestCardForm", () => {
  it("accepts both test numbers, spaced, with a future expiry and a CVC", () => {
    expect(validateTestCardForm({ number: "4242 4242 4242 4242", expiry: "04/30", cvc: " 123 " }, may2026)).toEqual({
      ok: true,
      card: { number: TEST_CARDS.succeeds, expMonth: 4, expYear: 2030, cvc: "123" },
    });
    const declined = validateTestCardForm({ number: "4000 0000 0000 0002", expiry: "05/26", cvc: "1234" }, may2026);
    expect(declined.ok && declined.card.number).toBe(TEST_CARDS.declined);
  });

  it("reports every field's problem at once, in the words the spec gives", () => {
    expect(validateTestCardForm({ number: "4111 1111 1111 1111", expiry: "04/26", cvc: "12" }, may2026)).toEqual({
      ok: false,
      errors: {
        number: "Use a test card number: 4242 4242 4242 4242 or 4000 0000 0000 0002",
        expiry: "This card has expired",
        cvc: "Enter the 3- or 4-digit security code",
      },
    });
  });

  it("names only the fields that are wrong", () => {
    const result = validateTestCardForm({ number: TEST_CARDS.succeeds, expiry: "12/40", cvc: "12a" }, may2026);
    expect(result).toEqual({ ok: false, errors: { cvc: testCardMessages.cvc } });
  });

  it("asks for MM/YY when the expiry cannot be read", () => {
    for (const expiry of ["", "13/30", "00/30", "april"]) {
      const result = validateTestCardForm({ number: TEST_CARDS.succeeds, expiry, cvc: "123" }, may2026);
      expect(result.ok ? "" : result.errors.expiry, expiry).toBe(testCardMessages.expiry);
    }
  });
});

describe("formatting as typed", () => {
  it("groups card digits in fours and drops anything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0000 00a")).toBe("4000 0000 00");
    expect(formatCardNumber("4242 ")).toBe("4242");
  });

  it("puts the slash into an expiry", () => {
    expect(formatExpiry("0", "")).toBe("0");
    expect(formatExpiry("4", "")).toBe("04/");
    expect(formatExpiry("04", "0")).toBe("04/");
    expect(formatExpiry("043", "04/")).toBe("04/3");
    expect(formatExpiry("04/30", "04/3")).toBe("04/30");
    expect(formatExpiry("04/309", "04/30")).toBe("04/30");
    expect(formatExpiry("04", "04/")).toBe("04");
    expect(formatExpiry("04/2030", "")).toBe("04/30");
  });
});
