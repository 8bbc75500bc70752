import { describe, expect, it } from "vitest";

import {
  INVOICE_KINDS,
  invoiceDueOn,
  invoiceNumber,
  invoiceStanding,
  invoiceTermsLabel,
  payableByCard,
  remainingCents,
} from "./invoices";

describe("invoices", () => {
  it("numbers invoices INV-0001 onwards", () => {
    expect(invoiceNumber(1)).toBe("INV-0001");
    expect(invoiceNumber(42)).toBe("INV-0042");
    expect(invoiceNumber(12_345)).toBe("INV-12345");
    expect(() => invoiceNumber(0)).toThrow(RangeError);
  });

  it("is due 30 days after it is issued against a purchase order, and on receipt by card or bank", () => {
    expect(invoiceDueOn("2026-11-26", "purchase-order")).toBe("2026-12-26");
    expect(invoiceDueOn("2027-02-01", "purchase-order")).toBe("2027-03-03");
    expect(invoiceDueOn("2027-02-01", "balance")).toBe("2027-02-01");
    expect(invoiceTermsLabel("purchase-order")).toContain("net 30");
    expect(invoiceTermsLabel("balance")).toBe("due on receipt");
  });

  it("is overdue only after its due day", () => {
    expect(invoiceStanding("open", "2026-12-26", "2026-12-26")).toBe("open");
    expect(invoiceStanding("open", "2026-12-26", "2026-12-27")).toBe("overdue");
    expect(invoiceStanding("paid", "2026-12-26", "2027-01-27")).toBe("paid");
  });

  it("leaves the balance after what was paid", () => {
    expect(remainingCents(10_000, 2_500)).toBe(7_500);
    expect(remainingCents(10_000, 10_000)).toBe(0);
  });
});

describe("payableByCard", () => {
  it("lets a buyer pay every invoice by card but one raised against their purchase order", () => {
    expect(INVOICE_KINDS.filter(payableByCard)).toEqual([
      "balance",
      "rental-deposit",
      "rental-period",
      "rental-charges",
    ]);
  });
});
