import { describe, expect, it } from "vitest";

import { bankTransferFacts, buyerKey, SIMULATED_TRANSFER_MAX_CENTS, simulatedTransferCents } from "./bank-transfers";

describe("simulatedTransferCents", () => {
  it("reads dollars as cents, with or without a sign, commas or cents", () => {
    expect(simulatedTransferCents("1250.50")).toEqual({ ok: true, cents: 125_050 });
    expect(simulatedTransferCents(" $1,250 ")).toEqual({ ok: true, cents: 125_000 });
    expect(simulatedTransferCents("0.5")).toEqual({ ok: true, cents: 50 });
  });

  it("refuses what is not an amount, nothing, or more than the guard allows", () => {
    for (const text of ["", "abc", "-5", "1.234", "1e3", "12.3.4"]) {
      expect(simulatedTransferCents(text).ok).toBe(false);
    }
    expect(simulatedTransferCents("0.00")).toEqual({ ok: false, message: "Enter an amount of at least $0.01." });
    expect(simulatedTransferCents(String(SIMULATED_TRANSFER_MAX_CENTS / 100 + 1)).ok).toBe(false);
  });
});

describe("the account an invoice prints", () => {
  it("names the bank, the holder, the account and the routing number", () => {
    expect(
      bankTransferFacts({
        bankName: "Test Bank",
        accountHolderName: "Nestz",
        accountNumber: "000123456789",
        routingNumber: "110000000",
      }),
    ).toEqual([
      ["Bank", "Test Bank"],
      ["Account holder", "Nestz"],
      ["Account number", "000123456789"],
      ["Routing number", "110000000"],
    ]);
  });

  it("belongs to a buyer by their email, whatever its case", () => {
    expect(buyerKey(" Ada@Clark.Example ")).toBe("ada@clark.example");
  });
});
