/**
 * Receivables: what buyers owe, by how long it has been past due, counted in
 * Pacific calendar days; and how an incoming bank transfer is matched to a
 * buyer's open invoices. Every cent is accounted for in both.
 */
import { businessDay } from "#app/domain/time/business-time";
import { daysBetween } from "#app/domain/time/calendar-day";

export const AGING_BUCKETS = ["current", "1-30", "31-60", "61-90", "over-90"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const AGING_BUCKET_LABELS: Record<AgingBucket, string> = {
  current: "Current",
  "1-30": "1–30 days",
  "31-60": "31–60 days",
  "61-90": "61–90 days",
  "over-90": "Over 90 days",
};

/** Each bucket's last day past due; "over-90" has none. */
const BUCKET_ENDS: readonly (readonly [AgingBucket, number])[] = [
  ["current", 0],
  ["1-30", 30],
  ["31-60", 60],
  ["61-90", 90],
];

/** Current up to and on the due day; 1–30 from the day after. */
export function agingBucket(dueOn: string, today: string): AgingBucket {
  const late = daysBetween(dueOn, today);
  return BUCKET_ENDS.find(([, end]) => late <= end)?.[0] ?? "over-90";
}

export interface OpenBalance {
  buyer: string;
  dueOn: string;
  /** What is still owed on the invoice: its amount less what was paid. */
  openCents: number;
}

export type BucketTotals = Record<AgingBucket, number>;

export interface BuyerAging {
  buyer: string;
  buckets: BucketTotals;
  totalCents: number;
}

export interface AgingReport {
  /** The Pacific day the ages are counted to. */
  asOf: string;
  /** Largest balance first. */
  buyers: BuyerAging[];
  totals: BucketTotals;
  totalCents: number;
}

const emptyBuckets = (): BucketTotals => ({ current: 0, "1-30": 0, "31-60": 0, "61-90": 0, "over-90": 0 });

function assertCents(value: number, what: string) {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} of ${value} is not whole cents`);
}

/** Open balances by buyer and age, as of the Pacific day of `now`; nothing settled is shown. */
export function agingReport(balances: readonly OpenBalance[], now: Date): AgingReport {
  const asOf = businessDay(now);
  const byBuyer = new Map<string, BuyerAging>();
  const totals = emptyBuckets();
  let totalCents = 0;
  for (const balance of balances) {
    assertCents(balance.openCents, "an open balance");
    if (balance.openCents === 0) continue;
    const bucket = agingBucket(balance.dueOn, asOf);
    const row = byBuyer.get(balance.buyer) ?? { buyer: balance.buyer, buckets: emptyBuckets(), totalCents: 0 };
    row.buckets[bucket] += balance.openCents;
    row.totalCents += balance.openCents;
    byBuyer.set(balance.buyer, row);
    totals[bucket] += balance.openCents;
    totalCents += balance.openCents;
  }
  const buyers = [...byBuyer.values()].sort(
    (a, b) => b.totalCents - a.totalCents || (a.buyer < b.buyer ? -1 : a.buyer > b.buyer ? 1 : 0),
  );
  return { asOf, buyers, totals, totalCents };
}

export interface OpenInvoice {
  id: number;
  issuedOn: string;
  dueOn: string;
  openCents: number;
}

export interface TransferAllocation {
  invoiceId: number;
  cents: number;
  /** The invoice is paid in full by it. */
  settles: boolean;
}

export interface TransferMatch {
  /** "exact": one invoice asked for exactly this amount; "oldest-first": the money went down the list. */
  rule: "exact" | "oldest-first";
  allocations: TransferAllocation[];
  /** What was left after every open invoice was paid: a credit on the buyer's account. */
  creditCents: number;
}

/** Oldest first: by due day, then issue day, then the order they were made in. */
const oldestFirst = (a: OpenInvoice, b: OpenInvoice) =>
  a.dueOn.localeCompare(b.dueOn) || a.issuedOn.localeCompare(b.issuedOn) || a.id - b.id;

/**
 * Matches a bank transfer to the open invoices of the buyer it came from
 * (each buyer transfers to an account number of their own). An amount equal
 * to an invoice's open balance pays that invoice (the oldest, if several
 * match). Otherwise it pays the oldest invoices first: a short transfer leaves
 * the last one it reaches partly paid, and what is over after all of them
 * becomes a credit. Paid plus credit is always the amount.
 */
export function applyTransfer(openInvoices: readonly OpenInvoice[], amountCents: number): TransferMatch {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`a transfer of ${amountCents} is not a positive number of cents`);
  }
  for (const invoice of openInvoices) assertCents(invoice.openCents, "an open balance");
  const owing = openInvoices.filter((invoice) => invoice.openCents > 0).sort(oldestFirst);
  const exact = owing.find((invoice) => invoice.openCents === amountCents);
  if (exact) {
    return { rule: "exact", allocations: [{ invoiceId: exact.id, cents: amountCents, settles: true }], creditCents: 0 };
  }
  const allocations: TransferAllocation[] = [];
  let left = amountCents;
  for (const invoice of owing) {
    if (left === 0) break;
    const cents = Math.min(left, invoice.openCents);
    allocations.push({ invoiceId: invoice.id, cents, settles: cents === invoice.openCents });
    left -= cents;
  }
  return { rule: "oldest-first", allocations, creditCents: left };
}
