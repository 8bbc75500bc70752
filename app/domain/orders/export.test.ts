import { describe, expect, it } from "vitest";

import { CSV_BOM, parseCsv } from "#app/domain/console/csv";

import { centsToDecimal, ORDER_EXPORT_COLUMNS, ordersCsv, ordersCsvFileName } from "./export";
import type { OrderExportRow } from "./records";

const row: OrderExportRow = {
  id: 42,
  number: "NZ-000042",
  status: "refunded",
  createdAt: "2026-11-24T03:30:05.000Z",
  email: "=cmd|' /C calc'!A0@example.com",
  billingName: 'Rowan "Ro" Alder, Jr.',
  amountCents: 300,
  currency: "usd",
  items: [
    { name: "Nestz Sticker", description: "Vinyl", quantity: 2, unitPriceCents: 100 },
    { name: "Hat, wool\nlined", description: "", quantity: 1, unitPriceCents: 100 },
  ],
  provider: "test",
  providerIntentId: "pi_test_abc",
  providerRefundId: "re_test_def",
  paidAt: "2026-11-24T03:31:00.000Z",
  fulfilledAt: null,
  refundedAt: "2026-11-25T18:00:00.000Z",
};

describe("the orders CSV", () => {
  it("has a header row and one row per order, with quoting and formulas neutralised", () => {
    const text = ordersCsv([row]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const records = parseCsv(text);
    expect(records[0]).toEqual(ORDER_EXPORT_COLUMNS.map((column) => column.header));
    expect(records[0]).toEqual([
      "Order",
      "Created (Pacific)",
      "Status",
      "Email",
      "Billing name",
      "Items",
      "Amount",
      "Currency",
      "Provider",
      "Payment reference",
      "Refund reference",
      "Paid (Pacific)",
      "Fulfilled (Pacific)",
      "Refunded (Pacific)",
    ]);
    expect(records[1]).toEqual([
      "NZ-000042",
      "2026-11-23 19:30:05",
      "Refunded",
      "'=cmd|' /C calc'!A0@example.com",
      'Rowan "Ro" Alder, Jr.',
      "2 × Nestz Sticker; 1 × Hat, wool\nlined",
      "3.00",
      "USD",
      "test",
      "pi_test_abc",
      "re_test_def",
      "2026-11-23 19:31:00",
      "",
      "2026-11-25 10:00:00",
    ]);
    expect(records).toHaveLength(2);
    expect(text).toContain('"Rowan ""Ro"" Alder, Jr."');
  });

  it("is only the header row when nothing matches", () => {
    expect(parseCsv(ordersCsv([]))).toHaveLength(1);
  });

  it("writes dollars exactly from cents", () => {
    expect(centsToDecimal(100)).toBe("1.00");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(3_780_050)).toBe("37800.50");
    expect(centsToDecimal(-250)).toBe("-2.50");
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it("is named for the business's day", () => {
    expect(ordersCsvFileName(new Date("2026-11-24T03:30:00Z"))).toBe("nestz-orders-2026-11-23.csv");
  });
});
