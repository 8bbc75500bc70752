import { describe, expect, it } from "vitest";

import { invoiceFor, invoiceTotals } from "./invoice-totals";

const open = {
  amountCents: 10_000_00,
  tax: { preTaxCents: 9_062_00, cents: 938_00, label: "Sales tax, location code 1726 at 10.35 %" },
  paid: null,
  voided: null,
  paidCents: 0,
  creditCents: 0,
  balanceCents: 10_000_00,
  creditedCents: 0,
};

/** Every invoice states its amount before tax and its share of the tax first. */
const taxRows = [
  ["Before tax", "$9,062.00"],
  ["Sales tax, location code 1726 at 10.35 %", "$938.00"],
];

describe("invoiceTotals", () => {
  it("shows the amount due while nothing was received", () => {
    expect(invoiceTotals(open)).toEqual([...taxRows, ["Amount due", "$10,000.00"]]);
  });

  it("shows what was paid and the balance of a part-paid invoice", () => {
    expect(invoiceTotals({ ...open, paidCents: 4_000_00, balanceCents: 6_000_00 })).toEqual([
      ...taxRows,
      ["Invoice amount", "$10,000.00"],
      ["Paid to date", "$4,000.00"],
      ["Amount due", "$6,000.00"],
    ]);
  });

  it("names a credit from an earlier transfer apart from what was paid", () => {
    expect(invoiceTotals({ ...open, paidCents: 5_000_00, creditCents: 1_500_00, balanceCents: 5_000_00 })).toEqual([
      ...taxRows,
      ["Invoice amount", "$10,000.00"],
      ["Credit from an earlier transfer", "$1,500.00"],
      ["Paid to date", "$3,500.00"],
      ["Amount due", "$5,000.00"],
    ]);
  });

  it("owes nothing once paid", () => {
    expect(
      invoiceTotals({
        ...open,
        paid: { on: "Nov 28", method: "bank-transfer", reference: null },
        paidCents: 10_000_00,
        balanceCents: 0,
      }),
    ).toEqual([...taxRows, ["Amount due", "$0.00"]]);
  });

  it("owes nothing once void", () => {
    expect(invoiceTotals({ ...open, voided: { on: "Nov 28", reason: "Ordered twice" } })).toEqual([
      ...taxRows,
      ["Amount due", "$0.00"],
    ]);
  });

  it("takes credit notes off, and counts only what the invoice still holds of what was paid", () => {
    expect(invoiceTotals({ ...open, paidCents: 4_000_00, creditedCents: 1_000_00, balanceCents: 5_000_00 })).toEqual([
      ...taxRows,
      ["Invoice amount", "$10,000.00"],
      ["Credit notes", "−$1,000.00"],
      ["Paid to date", "$4,000.00"],
      ["Amount due", "$5,000.00"],
    ]);
    const settled = { ...open, paid: { on: "Nov 2", method: "check" as const, reference: null }, balanceCents: 0 };
    expect(invoiceTotals({ ...settled, paidCents: 10_000_00, creditedCents: 3_000_00 })).toEqual([
      ...taxRows,
      ["Invoice amount", "$10,000.00"],
      ["Credit notes", "−$3,000.00"],
      ["Paid to date", "$7,000.00"],
      ["Amount due", "$0.00"],
    ]);
  });
});

describe("invoiceFor", () => {
  const base = { stage: null, proposalReference: "Q-1042-P1", proposalTotalCents: 500_000 };

  it("says a rental's charges beyond its deposit are what the invoice asks for, never the rental in full", () => {
    expect(invoiceFor({ ...base, kind: "rental-charges" })).toBe(
      "Charges found when the units of rental Q-1042-P1 came back, beyond the security deposit",
    );
    expect(invoiceFor({ ...base, kind: "purchase-order" })).toBe("Proposal Q-1042-P1, in full");
  });
});
