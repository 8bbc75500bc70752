/**
 * The figures of a sales tax return, from the sales a period counts: each
 * paid card deposit and each issued, not-void invoice, with its pre-tax
 * amount and its share of the tax, less each credit note issued in the
 * period on such an invoice (docs/decisions/0131). Gross sales, deductions by kind, the
 * taxable amount, and the tax by location code, in integer cents that add
 * up exactly: gross = deductions + taxable, and state + local = the tax the
 * invoices carry. Every figure names the sales it counts, so the owner can
 * open each one.
 */
import { type Cents, formatCents } from "#app/domain/common/money";
import { FULL_RATE_MILLI, mulDivHalfUp } from "#app/domain/proposals/totals";

import { type Citation, CITATIONS } from "./citations";
import { type RateMilli, WASHINGTON_STATE_RATE_MILLI } from "./rate";
import type { TaxTreatmentCode } from "./treatments";

/** A card deposit on a proposal, an invoice, or a credit note taking part of an invoice back. */
export type TaxSaleKind = "deposit" | "invoice" | "credit-note";

/** The invoice a credit note corrects, with what that invoice carried. */
export interface CorrectedInvoice {
  id: number;
  number: string;
  preTaxCents: Cents;
  taxCents: Cents;
}

/** One sale as the return counts it. */
export interface TaxSale {
  kind: TaxSaleKind;
  /** The invoice's or credit note's id, or the proposal's for a deposit. */
  id: number;
  proposalId: number;
  /** What the owner knows it by: "INV-0042", "CN-0001", or the proposal's reference for a deposit. */
  number: string;
  buyer: string;
  /** The Pacific day it counts on: the day a deposit was paid, or an invoice's or credit note's issue day. */
  day: string;
  /**
   * Always zero or more: a credit note keeps its amounts positive, and its
   * kind makes them a reduction (saleSign), so the cents checks hold for all.
   */
  preTaxCents: Cents;
  taxCents: Cents;
  /** What the deposit or invoice asked for, or the credit note took off: its pre-tax amount and tax must come to it. */
  amountCents: Cents;
  /** For a credit note, the invoice it corrects: its treatment, location code and rates are the note's. */
  corrects?: CorrectedInvoice;
  treatment: TaxTreatmentCode;
  /** An exemption the code cannot check ("other"), for the accountant to look at. */
  flagged: boolean;
  locationCode: string | null;
  /** The total rate charged, and its state and local parts when recorded. */
  rateMilli: RateMilli | null;
  stateRateMilli: RateMilli | null;
  localRateMilli: RateMilli | null;
}

/** "deposit-12", "invoice-40": how a figure names the sales it counts. */
export type SaleKey = `${TaxSaleKind}-${number}`;

export const saleKey = (sale: Pick<TaxSale, "kind" | "id">): SaleKey => `${sale.kind}-${sale.id}`;

/** +1 for what adds to a return, -1 for a credit note, which takes its part of a sale back out. */
export const saleSign = (sale: Pick<TaxSale, "kind">): 1 | -1 => (sale.kind === "credit-note" ? -1 : 1);

/** A sale's own cents as the return counts them: taken off for a credit note (never -0, which would print "-$0.00"). */
export const countedCents = (sale: Pick<TaxSale, "kind">, cents: Cents): Cents =>
  saleSign(sale) < 0 ? 0 - cents : cents;

/** "Deposit on Q-ABC v1", "INV-0042", "CN-0001 on INV-0042": how lists and documents name a sale. */
export function saleLabel(sale: Pick<TaxSale, "kind" | "number" | "corrects">): string {
  if (sale.kind === "deposit") return `Deposit on ${sale.number}`;
  if (sale.kind === "credit-note" && sale.corrects) return `${sale.number} on ${sale.corrects.number}`;
  return sale.number;
}

/** The kinds of deduction the return takes from gross sales. */
export const DEDUCTION_KINDS = ["interstate", "federal", "resale", "other"] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

export const DEDUCTION_LABELS: Record<DeductionKind, string> = {
  interstate: "Delivered outside Washington (Oregon included)",
  federal: "Sales to the United States, paid directly",
  resale: "Sales for resale",
  other: "Other exemptions (flagged for review)",
};

export const DEDUCTION_CITATIONS: Record<DeductionKind, Citation | null> = {
  interstate: CITATIONS.outOfStateDelivery,
  federal: CITATIONS.federalBuyers,
  resale: CITATIONS.resellerPermits,
  other: null,
};

const DEDUCTION_OF: Record<Exclude<TaxTreatmentCode, "taxable">, DeductionKind> = {
  "no-washington-tax": "interstate",
  "exempt-interstate": "interstate",
  "exempt-federal": "federal",
  "exempt-resale": "resale",
  "exempt-other": "other",
};

export interface DeductionFigure {
  kind: DeductionKind;
  amountCents: Cents;
  /** Any sale here flagged: an "other" exemption always is. */
  flagged: boolean;
  sales: SaleKey[];
}

/** One line of the local sales tax addendum: a location code at one local rate. */
export interface LocationFigure {
  /** null for taxable sales recorded without a code (to be fixed before filing). */
  code: string | null;
  localRateMilli: RateMilli | null;
  taxableCents: Cents;
  /** The tax the sales carry, split into its state and local parts. */
  stateTaxCents: Cents;
  localTaxCents: Cents;
  /** What the addendum asks: the taxable amount times the local rate, rounded to the cent. */
  localTaxDueCents: Cents | null;
  sales: SaleKey[];
}

/** Something the owner should put right before filing. */
export interface SaleProblem {
  sale: SaleKey;
  message: string;
}

export interface ReturnFigures {
  grossCents: Cents;
  deductions: DeductionFigure[];
  deductionsCents: Cents;
  taxableCents: Cents;
  /** The tax the sales carry, and its state and local parts (they add up to it). */
  taxCents: Cents;
  stateTaxCents: Cents;
  localTaxCents: Cents;
  /** What the return's state line works out: the taxable amount times 6.5 %. */
  stateTaxDueCents: Cents;
  locations: LocationFigure[];
  /** Every sale counted, by day. */
  sales: TaxSale[];
  /** The sales each headline figure counts. */
  grossSales: SaleKey[];
  taxableSales: SaleKey[];
  flaggedSales: SaleKey[];
  problems: SaleProblem[];
}

function checkCents(value: number, what: string, sale: TaxSale): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${saleKey(sale)}: ${value} is not a ${what} in whole cents`);
  }
}

/** The rate a taxable sale was charged at, split into state and local parts, or null if unknown. */
function rateParts(sale: TaxSale): { total: RateMilli; state: RateMilli; local: RateMilli } | null {
  const total =
    sale.rateMilli ??
    (sale.stateRateMilli !== null && sale.localRateMilli !== null ? sale.stateRateMilli + sale.localRateMilli : null);
  if (total === null) return null;
  const state = Math.min(sale.stateRateMilli ?? WASHINGTON_STATE_RATE_MILLI, total);
  return { total, state, local: total - state };
}

/** mulDivHalfUp for a signed amount: a credit note rounds as the sale it reduces, then turns negative. */
function signedMulDiv(cents: Cents, rate: number, divisor: number): Cents {
  const rounded = mulDivHalfUp(Math.abs(cents), rate, divisor);
  return cents < 0 ? 0 - rounded : rounded;
}

/** A credit note's own checks: it names its invoice, and the notes of one invoice never take back more than it carried. */
function creditNoteProblems(sales: readonly TaxSale[]): SaleProblem[] {
  const problems: SaleProblem[] = [];
  const taken = new Map<number, { preTaxCents: Cents; taxCents: Cents }>();
  for (const sale of sales) {
    if (sale.kind !== "credit-note") continue;
    const invoice = sale.corrects;
    if (!invoice) throw new RangeError(`${saleKey(sale)}: a credit note must name the invoice it corrects`);
    const sum = taken.get(invoice.id) ?? { preTaxCents: 0, taxCents: 0 };
    sum.preTaxCents += sale.preTaxCents;
    sum.taxCents += sale.taxCents;
    taken.set(invoice.id, sum);
    if (sum.preTaxCents > invoice.preTaxCents || sum.taxCents > invoice.taxCents) {
      problems.push({
        sale: saleKey(sale),
        message: `${saleLabel(sale)} takes back more than ${invoice.number} carried (${formatCents(invoice.preTaxCents)} before tax, ${formatCents(invoice.taxCents)} tax).`,
      });
    }
  }
  return problems;
}

/** Within a day: deposits, then invoices, then the credit notes that correct them. */
const KIND_ORDER: Record<TaxSaleKind, number> = { deposit: 0, invoice: 1, "credit-note": 2 };

const locationKey = (code: string | null, localRateMilli: RateMilli | null) => `${code ?? ""}|${localRateMilli ?? ""}`;

/** The return's figures for the sales a period counts. */
export function returnFigures(input: readonly TaxSale[]): ReturnFigures {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const sales = [...input].sort(
    (a, b) => order(a.day, b.day) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id,
  );
  const deductions = new Map<DeductionKind, DeductionFigure>(
    DEDUCTION_KINDS.map((kind) => [kind, { kind, amountCents: 0, flagged: false, sales: [] }]),
  );
  const locations = new Map<string, LocationFigure>();
  const problems: SaleProblem[] = creditNoteProblems(sales);
  let grossCents = 0;
  let taxableCents = 0;
  let taxCents = 0;
  let stateTaxCents = 0;
  const taxableSales: SaleKey[] = [];
  const flaggedSales: SaleKey[] = [];

  for (const sale of sales) {
    checkCents(sale.preTaxCents, "pre-tax amount", sale);
    checkCents(sale.taxCents, "tax", sale);
    const key = saleKey(sale);
    const label = saleLabel(sale);
    const sign = saleSign(sale);
    const preTaxCents = countedCents(sale, sale.preTaxCents);
    const saleTaxCents = countedCents(sale, sale.taxCents);
    if (sale.preTaxCents + sale.taxCents !== sale.amountCents) {
      problems.push({
        sale: key,
        message: `${label} ${sign < 0 ? "takes off" : "asks for"} ${formatCents(sale.amountCents)}, but its pre-tax amount and tax come to ${formatCents(sale.preTaxCents + sale.taxCents)}.`,
      });
    }
    grossCents += preTaxCents;
    taxCents += saleTaxCents;
    if (sale.flagged || sale.treatment === "exempt-other") flaggedSales.push(key);

    const { treatment } = sale;
    const taxable = treatment === "taxable";
    if (treatment !== "taxable") {
      const deduction = deductions.get(DEDUCTION_OF[treatment]);
      if (deduction) {
        deduction.amountCents += preTaxCents;
        deduction.flagged ||= sale.flagged || sale.treatment === "exempt-other";
        deduction.sales.push(key);
      }
      if (sale.taxCents > 0) {
        problems.push({ sale: key, message: `${label} is exempt but carries tax; the tax is counted below.` });
      }
    } else {
      taxableCents += preTaxCents;
      taxableSales.push(key);
    }
    // Only sales that are taxed, or carry tax anyway, belong on the addendum.
    if (!taxable && sale.taxCents === 0) continue;

    const parts = rateParts(sale);
    if (sale.locationCode === null) {
      problems.push({ sale: key, message: `${label} has no location code: choose its rate on the proposal.` });
    }
    if (parts === null) {
      problems.push({ sale: key, message: `${label} has no recorded rate, so its tax cannot be split.` });
    }
    // A credit note's tax splits as its invoice's would, then comes off both parts.
    const state = countedCents(
      sale,
      parts && parts.total > 0 ? mulDivHalfUp(sale.taxCents, parts.state, parts.total) : sale.taxCents,
    );
    stateTaxCents += state;
    const local = parts?.local ?? null;
    const lineKey = locationKey(sale.locationCode, local);
    const line = locations.get(lineKey) ?? {
      code: sale.locationCode,
      localRateMilli: local,
      taxableCents: 0,
      stateTaxCents: 0,
      localTaxCents: 0,
      localTaxDueCents: null,
      sales: [],
    };
    if (taxable) line.taxableCents += preTaxCents;
    line.stateTaxCents += state;
    line.localTaxCents += saleTaxCents - state;
    line.sales.push(key);
    locations.set(lineKey, line);
  }

  const locationList = [...locations.values()]
    .map((line) => ({
      ...line,
      localTaxDueCents:
        line.localRateMilli === null ? null : signedMulDiv(line.taxableCents, line.localRateMilli, FULL_RATE_MILLI),
    }))
    .sort(
      (a, b) =>
        (a.code === null ? 1 : 0) - (b.code === null ? 1 : 0) ||
        (a.code ?? "").localeCompare(b.code ?? "", "en", { numeric: true }) ||
        (a.localRateMilli ?? -1) - (b.localRateMilli ?? -1),
    );
  const deductionList = [...deductions.values()];
  const deductionsCents = deductionList.reduce((sum, deduction) => sum + deduction.amountCents, 0);
  return {
    grossCents,
    deductions: deductionList,
    deductionsCents,
    taxableCents,
    taxCents,
    stateTaxCents,
    localTaxCents: taxCents - stateTaxCents,
    stateTaxDueCents: signedMulDiv(taxableCents, WASHINGTON_STATE_RATE_MILLI, FULL_RATE_MILLI),
    locations: locationList,
    sales,
    grossSales: sales.map(saleKey),
    taxableSales,
    flaggedSales,
    problems,
  };
}
