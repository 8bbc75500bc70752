import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  creditExcessCents,
  creditNoteAmountRefusal,
  creditNoteNumber,
  creditTaxShare,
  isCreditNoteNumber,
} from "./credit-notes";

describe("credit notes", () => {
  it("are numbered CN-0001 onwards, apart from invoices", () => {
    expect(creditNoteNumber(1)).toBe("CN-0001");
    expect(creditNoteNumber(12_345)).toBe("CN-12345");
    expect(() => creditNoteNumber(0)).toThrow(RangeError);
    expect(isCreditNoteNumber("CN-0042")).toBe(true);
    expect(isCreditNoteNumber("INV-0042")).toBe(false);
    expect(isCreditNoteNumber(undefined)).toBe(false);
  });

  it("refuse nothing, and more than is left to credit", () => {
    expect(creditNoteAmountRefusal(0, 500)).toMatch(/at least/);
    expect(creditNoteAmountRefusal(1.5, 500)).toMatch(/at least/);
    expect(creditNoteAmountRefusal(501, 500)).toMatch(/more than is left/);
    expect(creditNoteAmountRefusal(1, 0)).toMatch(/already credited in full/);
    expect(creditNoteAmountRefusal(500, 500)).toBeNull();
  });

  it("carry the invoice's tax in proportion, rounded half up", () => {
    // $1,000.00 with $87.50 tax: crediting a third takes $29.17 of tax.
    expect(
      creditTaxShare({
        invoiceAmountCents: 100_000,
        invoiceTaxCents: 8_750,
        creditedCents: 0,
        creditedTaxCents: 0,
        amountCents: 33_333,
      }),
    ).toEqual({ preTaxCents: 33_333 - 2_917, taxCents: 2_917 });
    // Amounts whose product passes 2^53 stay exact.
    expect(
      creditTaxShare({
        invoiceAmountCents: 900_000_000_001,
        invoiceTaxCents: 90_000_000_000,
        creditedCents: 0,
        creditedTaxCents: 0,
        amountCents: 300_000_000_000,
      }).taxCents,
    ).toBe(30_000_000_000);
    expect(() =>
      creditTaxShare({
        invoiceAmountCents: 100,
        invoiceTaxCents: 10,
        creditedCents: 60,
        creditedTaxCents: 6,
        amountCents: 41,
      }),
    ).toThrow(RangeError);
  });

  it("take back exactly the invoice's tax when they add up to the whole invoice, whatever the pieces", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        (amount, rate, weights) => {
          const tax = Math.floor(amount * rate);
          const total = weights.reduce((sum, weight) => sum + weight, 0);
          let credited = 0;
          let creditedTax = 0;
          weights.forEach((weight, index) => {
            const last = index === weights.length - 1;
            const piece = last ? amount - credited : Math.floor((amount * weight) / total);
            if (piece === 0) return;
            const share = creditTaxShare({
              invoiceAmountCents: amount,
              invoiceTaxCents: tax,
              creditedCents: credited,
              creditedTaxCents: creditedTax,
              amountCents: piece,
            });
            expect(share.preTaxCents + share.taxCents).toBe(piece);
            expect(share.taxCents).toBeGreaterThanOrEqual(0);
            credited += piece;
            creditedTax += share.taxCents;
          });
          expect(credited).toBe(amount);
          expect(creditedTax).toBe(tax);
        },
      ),
    );
  });

  it("move off the invoice only what was paid beyond its new amount", () => {
    // $1,000 asked, $300 paid: a $200 credit leaves $800 asked, nothing beyond.
    expect(creditExcessCents({ asksBeforeCents: 100_000, amountCents: 20_000, paidCents: 30_000 })).toBe(0);
    // Paid in full, then $200 credited: the $200 is beyond.
    expect(creditExcessCents({ asksBeforeCents: 100_000, amountCents: 20_000, paidCents: 100_000 })).toBe(20_000);
    // $900 paid, $200 credited: $100 beyond.
    expect(creditExcessCents({ asksBeforeCents: 100_000, amountCents: 20_000, paidCents: 90_000 })).toBe(10_000);
  });
});
