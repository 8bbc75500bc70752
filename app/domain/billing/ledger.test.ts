import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { balanceCents, depositLanding, recordedAmountRefusal, splitReceipt } from "./ledger";

describe("splitReceipt", () => {
  it("pays what is owed and holds the rest, the two always adding up to the sum received", () => {
    expect(splitReceipt(10_000, 10_000)).toEqual({ appliedCents: 10_000, excessCents: 0 });
    expect(splitReceipt(10_000, 4_000)).toEqual({ appliedCents: 4_000, excessCents: 0 });
    expect(splitReceipt(2_500, 10_000)).toEqual({ appliedCents: 2_500, excessCents: 7_500 });
    expect(splitReceipt(0, 10_000)).toEqual({ appliedCents: 0, excessCents: 10_000 });
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 1e11 }), fc.integer({ min: 1, max: 1e11 }), (owed, received) => {
        const { appliedCents, excessCents } = splitReceipt(owed, received);
        return (
          appliedCents + excessCents === received &&
          appliedCents >= 0 &&
          excessCents >= 0 &&
          appliedCents <= Math.max(0, owed)
        );
      }),
    );
  });
});

describe("depositLanding", () => {
  it("pays the deposit when nothing else answered for the money", () => {
    expect(depositLanding({ depositPaid: false, purchaseOrder: null })).toEqual({ kind: "deposit" });
  });

  it("pays the purchase-order invoice answered while the card payment was in flight", () => {
    expect(depositLanding({ depositPaid: false, purchaseOrder: { id: 7, balanceCents: 4_000_000 } })).toEqual({
      kind: "invoice",
      invoiceId: 7,
      balanceCents: 4_000_000,
    });
  });

  it("holds money for a deposit already paid, or a purchase order already paid, for a refund", () => {
    expect(depositLanding({ depositPaid: true, purchaseOrder: null })).toEqual({
      kind: "held",
      reason: "already-paid",
    });
    expect(depositLanding({ depositPaid: false, purchaseOrder: { id: 7, balanceCents: 0 } })).toEqual({
      kind: "held",
      reason: "already-paid",
    });
  });
});

describe("payments recorded by hand", () => {
  it("take any whole number of cents up to what is left", () => {
    expect(balanceCents(10_000, 2_500)).toBe(7_500);
    expect(balanceCents(10_000, 12_000)).toBe(0);
    expect(recordedAmountRefusal(7_500, 7_500)).toBeNull();
    expect(recordedAmountRefusal(1, 7_500)).toBeNull();
    expect(recordedAmountRefusal(7_501, 7_500)).toMatch(/more than is left/);
    expect(recordedAmountRefusal(0, 7_500)).toMatch(/at least/);
    expect(recordedAmountRefusal(1.5, 7_500)).toMatch(/at least/);
  });
});
