/**
 * Progress billing: the figures each stage's invoice carries, and what
 * becomes of the stages still unpaid when a change order moves the contract's
 * value. What was paid stands; the difference falls on the unpaid stages by
 * their shares, to the cent.
 */
import { apportion } from "#app/domain/common/apportion";
import { formatCents } from "#app/domain/common/money";

import { FULL_SHARE_BP, isPerUnit, type PaymentStage, type ScheduledInvoice } from "./schedule";

/** What a progress invoice shows the buyer, top to bottom. */
export interface ProgressFigures {
  contractCents: number;
  /** Received before this invoice, on any stage. */
  paidToDateCents: number;
  thisInvoiceCents: number;
  /** What is left of the contract once this invoice is paid (other invoices still open are part of it). */
  balanceAfterCents: number;
}

const isCents = (value: number) => Number.isSafeInteger(value) && value >= 0;

export function progressFigures(figures: Omit<ProgressFigures, "balanceAfterCents">): ProgressFigures {
  const { contractCents, paidToDateCents, thisInvoiceCents } = figures;
  if (![contractCents, paidToDateCents, thisInvoiceCents].every(isCents)) {
    throw new RangeError("progress figures are whole, non-negative cents");
  }
  const balanceAfterCents = contractCents - paidToDateCents - thisInvoiceCents;
  if (balanceAfterCents < 0) {
    throw new RangeError(
      `${paidToDateCents} paid and ${thisInvoiceCents} invoiced is more than the contract's ${contractCents}`,
    );
  }
  return { contractCents, paidToDateCents, thisInvoiceCents, balanceAfterCents };
}

/** One invoice of a schedule as it stands: its amount, the tax within it, and whether it is paid. */
export interface BilledInvoice extends ScheduledInvoice {
  taxCents: number;
  /** Paid, in full or in part: its amount and tax never change again. */
  paid: boolean;
}

/** The contract after a change: its new value and the tax within it. */
export interface ContractValue {
  totalCents: number;
  taxCents: number;
}

export type Recomputed = { ok: true; invoices: BilledInvoice[] } | { ok: false; problem: string };

const sumOf = (invoices: readonly BilledInvoice[], pick: (invoice: BilledInvoice) => number) =>
  invoices.reduce((sum, invoice) => sum + pick(invoice), 0);

/**
 * How much of a change in the contract's value each stage follows, in basis
 * points: a percentage its own, a fixed amount none, the rest what the
 * percentages leave.
 */
function marginalShares(stages: readonly PaymentStage[]): number[] {
  const percents = stages.reduce((sum, s) => sum + (s.share.kind === "percent" ? s.share.basisPoints : 0), 0);
  return stages.map((s) =>
    s.share.kind === "percent" ? s.share.basisPoints : s.share.kind === "rest" ? FULL_SHARE_BP - percents : 0,
  );
}

/** The number of units, read from the invoices; throws if they are not one schedule's. */
function unitsOf(stages: readonly PaymentStage[], invoices: readonly BilledInvoice[]): number {
  const counts = stages.map((_, index) => invoices.filter((invoice) => invoice.stage === index).length);
  const perUnit = counts.filter((_, index) => stages[index] && isPerUnit(stages[index]));
  const units = perUnit[0] ?? 1;
  const fits = counts.every((count, index) => count === (stages[index] && isPerUnit(stages[index]) ? units : 1));
  if (!fits || counts.reduce((sum, count) => sum + count, 0) !== invoices.length) {
    throw new RangeError("the invoices are not those of the schedule's stages");
  }
  return units;
}

/**
 * The invoices after the contract's value changes. Paid invoices stay as they
 * are. The difference is spread over the unpaid ones by their stages' shares
 * (a per-unit stage's share split across its units), by largest remainder, so
 * the amounts add up to the new total exactly; when only fixed amounts are
 * unpaid, it is spread by their amounts. The tax left to invoice is then
 * shared over the unpaid amounts the same way. A change that would take an
 * invoice below zero, or below what was paid, is refused with the reason.
 */
export function recomputeUnpaid(
  stages: readonly PaymentStage[],
  invoices: readonly BilledInvoice[],
  next: ContractValue,
): Recomputed {
  if (!isCents(next.totalCents) || !isCents(next.taxCents) || next.taxCents > next.totalCents) {
    throw new RangeError("a contract value is whole cents, with its tax within it");
  }
  const units = unitsOf(stages, invoices);
  const paid = invoices.filter((invoice) => invoice.paid);
  const unpaid = invoices.filter((invoice) => !invoice.paid);
  const paidCents = sumOf(paid, (invoice) => invoice.amountCents);
  const paidTaxCents = sumOf(paid, (invoice) => invoice.taxCents);
  const difference = next.totalCents - sumOf(invoices, (invoice) => invoice.amountCents);
  const taxDifference = next.taxCents - sumOf(invoices, (invoice) => invoice.taxCents);
  if (difference === 0 && taxDifference === 0)
    return { ok: true, invoices: invoices.map((invoice) => ({ ...invoice })) };

  if (next.totalCents < paidCents) {
    return {
      ok: false,
      problem: `The new value of ${formatCents(next.totalCents)} is less than the ${formatCents(paidCents)} already paid: credit the difference instead.`,
    };
  }
  if (next.taxCents < paidTaxCents) {
    return {
      ok: false,
      problem: `The new tax of ${formatCents(next.taxCents)} is less than the ${formatCents(paidTaxCents)} of tax already paid: credit the difference instead.`,
    };
  }
  if (unpaid.length === 0) {
    return {
      ok: false,
      problem: "Every stage is paid: invoice the difference on its own, or credit it.",
    };
  }

  const shares = marginalShares(stages);
  const byShare = unpaid.map((invoice) => {
    const stage = stages[invoice.stage];
    const share = BigInt(shares[invoice.stage] ?? 0);
    return stage && isPerUnit(stage) ? share : share * BigInt(units);
  });
  const weights = byShare.some((weight) => weight > 0n)
    ? byShare
    : unpaid.some((invoice) => invoice.amountCents > 0)
      ? unpaid.map((invoice) => BigInt(invoice.amountCents))
      : unpaid.map(() => 1n);
  const parts = apportion(Math.abs(difference), weights);
  const amounts = unpaid.map((invoice, index) => invoice.amountCents + Math.sign(difference) * (parts[index] ?? 0));
  const below = unpaid.find((_, index) => (amounts[index] ?? 0) < 0);
  if (below) {
    return {
      ok: false,
      problem: `Lowering the value to ${formatCents(next.totalCents)} would take “${below.name}” below zero: change the schedule's shares with it.`,
    };
  }
  const unpaidTaxCents = next.taxCents - paidTaxCents;
  if (unpaidTaxCents > next.totalCents - paidCents) {
    return {
      ok: false,
      problem: `The new value would leave ${formatCents(unpaidTaxCents)} of tax to invoice on only ${formatCents(next.totalCents - paidCents)}: credit the difference instead.`,
    };
  }
  const taxes = apportion(unpaidTaxCents, amounts);
  let at = 0;
  return {
    ok: true,
    invoices: invoices.map((invoice) => {
      if (invoice.paid) return { ...invoice };
      const index = at++;
      return { ...invoice, amountCents: amounts[index] ?? 0, taxCents: taxes[index] ?? 0 };
    }),
  };
}
