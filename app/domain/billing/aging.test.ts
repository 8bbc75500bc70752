import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { addDays } from "#app/domain/time/calendar-day";

import { AGING_BUCKETS, agingBucket, agingReport, applyTransfer, type OpenBalance, type OpenInvoice } from "./aging";

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe("agingBucket", () => {
  it("is current through the due day, then counts whole days past it", () => {
    const due = "2026-10-01";
    const bucketAfter = (days: number) => agingBucket(due, addDays(due, days));
    expect([-10, 0].map(bucketAfter)).toEqual(["current", "current"]);
    expect([1, 30].map(bucketAfter)).toEqual(["1-30", "1-30"]);
    expect([31, 60].map(bucketAfter)).toEqual(["31-60", "31-60"]);
    expect([61, 90].map(bucketAfter)).toEqual(["61-90", "61-90"]);
    expect([91, 400].map(bucketAfter)).toEqual(["over-90", "over-90"]);
  });
});

describe("agingReport", () => {
  it("adds each buyer's open balances by age, largest balance first, as of the Pacific day", () => {
    const balances: OpenBalance[] = [
      { buyer: "Harbor County", dueOn: "2026-11-27", openCents: 40_000_00 },
      { buyer: "Harbor County", dueOn: "2026-08-01", openCents: 12_500_00 },
      { buyer: "R. Alvarez", dueOn: "2026-12-20", openCents: 9_000_00 },
      { buyer: "R. Alvarez", dueOn: "2026-10-28", openCents: 1_00 },
      { buyer: "Fir & Co", dueOn: "2026-09-01", openCents: 0 },
    ];
    // 06:00 UTC on the 29th is still the evening of the 28th in Portland.
    const report = agingReport(balances, new Date("2026-11-29T06:00:00Z"));
    expect(report.asOf).toBe("2026-11-28");
    expect(report.buyers).toEqual([
      {
        buyer: "Harbor County",
        buckets: { current: 0, "1-30": 40_000_00, "31-60": 0, "61-90": 0, "over-90": 12_500_00 },
        totalCents: 52_500_00,
      },
      {
        buyer: "R. Alvarez",
        buckets: { current: 9_000_00, "1-30": 0, "31-60": 1_00, "61-90": 0, "over-90": 0 },
        totalCents: 9_001_00,
      },
    ]);
    expect(report.totals).toEqual({
      current: 9_000_00,
      "1-30": 40_000_00,
      "31-60": 1_00,
      "61-90": 0,
      "over-90": 12_500_00,
    });
    expect(report.totalCents).toBe(61_501_00);
  });

  it("refuses a balance that is not whole cents", () => {
    expect(() => agingReport([{ buyer: "A", dueOn: "2026-11-01", openCents: -1 }], new Date())).toThrow(RangeError);
  });

  it("always adds up, per buyer and in all, to the open balances to the cent", () => {
    const balances = fc.array(
      fc.record({
        buyer: fc.constantFrom("A", "B", "C", "D"),
        dueOn: fc.integer({ min: -400, max: 60 }).map((days) => addDays("2026-11-28", days)),
        openCents: fc.integer({ min: 0, max: 1_000_000_00 }),
      }),
      { maxLength: 60 },
    );
    fc.assert(
      fc.property(balances, (list) => {
        const report = agingReport(list, new Date("2026-11-28T20:00:00Z"));
        for (const row of report.buyers) {
          const own = sum(list.filter((balance) => balance.buyer === row.buyer).map((balance) => balance.openCents));
          expect(sum(AGING_BUCKETS.map((bucket) => row.buckets[bucket]))).toBe(own);
          expect(row.totalCents).toBe(own);
        }
        for (const bucket of AGING_BUCKETS) {
          expect(sum(report.buyers.map((row) => row.buckets[bucket]))).toBe(report.totals[bucket]);
        }
        expect(sum(AGING_BUCKETS.map((bucket) => report.totals[bucket]))).toBe(sum(list.map((b) => b.openCents)));
        expect(report.totalCents).toBe(sum(list.map((balance) => balance.openCents)));
      }),
    );
  });
});

describe("applyTransfer", () => {
  const invoices: OpenInvoice[] = [
    { id: 3, issuedOn: "2026-11-01", dueOn: "2026-12-01", openCents: 20_000_00 },
    { id: 1, issuedOn: "2026-09-01", dueOn: "2026-10-01", openCents: 5_000_00 },
    { id: 2, issuedOn: "2026-10-01", dueOn: "2026-10-31", openCents: 7_500_00 },
  ];

  it("pays the invoice whose balance it matches exactly, even when older ones are open", () => {
    expect(applyTransfer(invoices, 20_000_00)).toEqual({
      rule: "exact",
      allocations: [{ invoiceId: 3, cents: 20_000_00, settles: true }],
      creditCents: 0,
    });
  });

  it("pays the oldest of two invoices with the same balance", () => {
    const twins: OpenInvoice[] = [
      { id: 8, issuedOn: "2026-11-10", dueOn: "2026-12-10", openCents: 1_000_00 },
      { id: 7, issuedOn: "2026-11-03", dueOn: "2026-12-03", openCents: 1_000_00 },
    ];
    expect(applyTransfer(twins, 1_000_00).allocations).toEqual([{ invoiceId: 7, cents: 1_000_00, settles: true }]);
  });

  it("pays the oldest first otherwise, leaving the last one it reaches partly paid", () => {
    expect(applyTransfer(invoices, 10_000_00)).toEqual({
      rule: "oldest-first",
      allocations: [
        { invoiceId: 1, cents: 5_000_00, settles: true },
        { invoiceId: 2, cents: 5_000_00, settles: false },
      ],
      creditCents: 0,
    });
  });

  it("keeps what is over after every invoice as a credit", () => {
    expect(applyTransfer(invoices, 33_000_00)).toEqual({
      rule: "oldest-first",
      allocations: [
        { invoiceId: 1, cents: 5_000_00, settles: true },
        { invoiceId: 2, cents: 7_500_00, settles: true },
        { invoiceId: 3, cents: 20_000_00, settles: true },
      ],
      creditCents: 500_00,
    });
    expect(applyTransfer([], 12_34)).toEqual({ rule: "oldest-first", allocations: [], creditCents: 12_34 });
  });

  it("refuses an amount that is not a positive number of cents", () => {
    for (const amount of [0, -5, 1.5]) expect(() => applyTransfer(invoices, amount)).toThrow(RangeError);
  });

  it("always accounts for every cent: what it pays plus the credit is the amount", () => {
    const open = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 10_000 }),
        issuedOn: fc.integer({ min: 0, max: 300 }).map((days) => addDays("2026-01-01", days)),
        terms: fc.constantFrom(0, 15, 30),
        openCents: fc.integer({ min: 0, max: 50_000_00 }),
      }),
      { selector: (invoice) => invoice.id, maxLength: 20 },
    );
    fc.assert(
      fc.property(open, fc.integer({ min: 1, max: 500_000_00 }), (drawn, amount) => {
        const list: OpenInvoice[] = drawn.map(({ terms, ...invoice }) => ({
          ...invoice,
          dueOn: addDays(invoice.issuedOn, terms),
        }));
        const match = applyTransfer(list, amount);
        expect(sum(match.allocations.map((allocation) => allocation.cents)) + match.creditCents).toBe(amount);
        expect(match.creditCents).toBeGreaterThanOrEqual(0);
        for (const allocation of match.allocations) {
          const invoice = list.find((candidate) => candidate.id === allocation.invoiceId);
          expect(allocation.cents).toBeGreaterThan(0);
          expect(allocation.cents).toBeLessThanOrEqual(invoice?.openCents ?? 0);
          expect(allocation.settles).toBe(allocation.cents === invoice?.openCents);
        }
        expect(new Set(match.allocations.map((allocation) => allocation.invoiceId)).size).toBe(
          match.allocations.length,
        );
        // Only the last invoice reached may be left partly paid, and a credit means everything was paid.
        expect(match.allocations.slice(0, -1).every((allocation) => allocation.settles)).toBe(true);
        if (match.creditCents > 0)
          expect(sum(match.allocations.map((a) => a.cents))).toBe(sum(list.map((i) => i.openCents)));
      }),
    );
  });
});
