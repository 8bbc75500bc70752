import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  buildStatement,
  buyerKey,
  emailOfBuyerKey,
  statementEntryText,
  type StatementInvoice,
  type StatementPayment,
} from "./statement";

const invoice = (id: number, issuedOn: string, amountCents: number, status: StatementInvoice["status"] = "open") => ({
  id,
  number: `INV-${String(id).padStart(4, "0")}`,
  status,
  issuedOn,
  amountCents,
});

const payment = (id: number, invoiceId: number, receivedOn: string, amountCents: number): StatementPayment => ({
  id,
  invoiceId,
  receivedOn,
  method: "check",
  reference: `Check ${id}`,
  amountCents,
});

describe("a buyer's statement", () => {
  it("takes a credit note off, and moves what was paid beyond back on as its own entry", () => {
    const statement = buildStatement(
      [invoice(1, "2026-09-01", 100_000, "paid"), invoice(2, "2026-09-05", 50_000)],
      [payment(3, 1, "2026-09-02", 100_000), payment(4, 2, "2026-09-06", 10_000)],
      [
        {
          id: 9,
          invoiceId: 1,
          number: "CN-0001",
          issuedOn: "2026-09-10",
          amountCents: 25_000,
          excessCents: 25_000,
          excessTo: "credit",
        },
        {
          id: 10,
          invoiceId: 2,
          number: "CN-0002",
          issuedOn: "2026-09-11",
          amountCents: 5_000,
          excessCents: 0,
          excessTo: null,
        },
      ],
    );
    expect(statement.entries.map((entry) => [statementEntryText(entry), entry.balanceCents])).toEqual([
      ["Invoice INV-0001", 100_000],
      ["Payment by check (Check 3) on INV-0001", 0],
      ["Invoice INV-0002", 50_000],
      ["Payment by check (Check 4) on INV-0002", 40_000],
      ["Credit note CN-0001 on INV-0001", 15_000],
      ["Paid beyond INV-0001 after CN-0001, kept as your credit", 40_000],
      ["Credit note CN-0002 on INV-0002", 35_000],
    ]);
    expect(statement).toMatchObject({ creditedCents: 30_000, movedCents: 25_000, balanceCents: 35_000 });
  });

  it("lists invoices, payments and credits by day with the balance after each", () => {
    const statement = buildStatement(
      [invoice(2, "2026-10-15", 50_000), invoice(1, "2026-09-01", 120_000), invoice(3, "2026-11-01", 30_000, "void")],
      [payment(7, 1, "2026-10-15", 20_000), payment(8, 3, "2026-11-02", 10_000), payment(5, 1, "2026-09-20", 100_000)],
    );
    expect(statement.entries.map((entry) => [entry.on, statementEntryText(entry), entry.balanceCents])).toEqual([
      ["2026-09-01", "Invoice INV-0001", 120_000],
      ["2026-09-20", "Payment by check (Check 5) on INV-0001", 20_000],
      ["2026-10-15", "Invoice INV-0002", 70_000],
      ["2026-10-15", "Payment by check (Check 7) on INV-0001", 50_000],
      ["2026-11-01", "Invoice INV-0003", 80_000],
      // The void invoice is credited with what was not paid on it, so it ends owing nothing.
      ["2026-11-01", "Credit: INV-0003 was voided", 60_000],
      ["2026-11-02", "Payment by check (Check 8) on INV-0003", 50_000],
    ]);
    expect(statement).toMatchObject({
      invoicedCents: 200_000,
      paidCents: 130_000,
      creditedCents: 20_000,
      balanceCents: 50_000,
    });
  });

  it("is empty and owes nothing without invoices", () => {
    expect(buildStatement([], [])).toEqual({
      entries: [],
      invoicedCents: 0,
      paidCents: 0,
      creditedCents: 0,
      movedCents: 0,
      balanceCents: 0,
    });
  });

  it("refuses a payment of an invoice that is not on it", () => {
    expect(() => buildStatement([invoice(1, "2026-09-01", 100)], [payment(1, 2, "2026-09-02", 100)])).toThrow(
      RangeError,
    );
  });

  it("ends, to the cent, at what is still owed on the open invoices, each step adding or taking its amount", () => {
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const account = fc
      .array(
        fc.record({
          issuedOn: day,
          amountCents: fc.integer({ min: 1, max: 500_000_000 }),
          status: fc.constantFrom("open" as const, "void" as const),
          paidShares: fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), day), { maxLength: 3 }),
        }),
        { maxLength: 12 },
      )
      .map((drafts) => {
        const invoices = drafts.map((draft, index) =>
          invoice(index + 1, draft.issuedOn, draft.amountCents, draft.status),
        );
        const payments: StatementPayment[] = [];
        const owed: number[] = [];
        drafts.forEach((draft, index) => {
          // Part payments never beyond the amount, as the ledger takes them.
          let left = draft.amountCents;
          for (const [percent, on] of draft.paidShares) {
            const cents = Math.floor((left * percent) / 100);
            if (cents < 1) continue;
            payments.push(payment(payments.length + 1, index + 1, on, cents));
            left -= cents;
          }
          owed.push(draft.status === "open" ? left : 0);
        });
        return { invoices, payments, owed: owed.reduce((sum, cents) => sum + cents, 0) };
      });
    fc.assert(
      fc.property(account, ({ invoices, payments, owed }) => {
        const statement = buildStatement(invoices, payments);
        expect(statement.balanceCents).toBe(owed);
        expect(statement.invoicedCents - statement.paidCents - statement.creditedCents).toBe(owed);
        let balance = 0;
        for (const entry of statement.entries) {
          balance += entry.kind === "invoice" ? entry.amountCents : -entry.amountCents;
          expect(entry.balanceCents).toBe(balance);
        }
        expect(statement.entries.map((entry) => entry.on)).toEqual(statement.entries.map((entry) => entry.on).sort());
        expect(statement.entries.filter((entry) => entry.kind === "payment")).toHaveLength(payments.length);
      }),
    );
  });
});

describe("a buyer's key", () => {
  it("stands for the email, lower-cased, in one safe path segment", () => {
    for (const email of ["Grace@Example.com", "a/b+c@example.org", "zoë@example.fr"]) {
      const key = buyerKey(email);
      expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(emailOfBuyerKey(key)).toBe(email.toLowerCase());
    }
  });

  it("is refused when it is not one", () => {
    for (const key of [
      "",
      "x",
      "%2e%2e",
      "../../etc",
      "bm90LWFuLWVtYWls",
      buyerKey("Upper@Example.com").slice(1),
      "____",
    ]) {
      expect(emailOfBuyerKey(key)).toBeNull();
    }
    // Another spelling of the same bytes (padding, a different last character) is not the key.
    expect(emailOfBuyerKey(`${buyerKey("ab@example.com")}=`)).toBeNull();
  });
});
