/**
 * A change order: lines added to or taken off an accepted proposal, priced
 * and taxed like it, sent and accepted on its own. The original acceptance
 * never changes; the contract is the original plus every accepted change,
 * exactly (`contractValue`), and the schedule's stages not yet invoiced absorb
 * the difference (`changeOrderEffect`, on billing/progress.ts's recompute).
 */
import { type BilledInvoice, recomputeUnpaid } from "#app/domain/billing/progress";
import { isPerUnit, type PaymentStage } from "#app/domain/billing/schedule";
import { dollarsToCents } from "#app/domain/common/money";
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { DESCRIPTION_MAX, QUANTITY_MAX, UNIT_PRICE_MAX_CENTS } from "./draft";
import { taxCents } from "./totals";

export const CHANGE_ORDER_STATUSES = [
  "draft",
  "sent",
  "viewed",
  "accepted",
  "declined",
  "expired",
  "withdrawn",
  "superseded",
] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];

export const CHANGE_ORDER_STATUS_LABELS: Record<ChangeOrderStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
  superseded: "Replaced",
};

export const OPEN_CHANGE_ORDER_STATUSES = ["sent", "viewed"] as const satisfies readonly ChangeOrderStatus[];

export const isOpenChangeOrder = (status: ChangeOrderStatus) =>
  (OPEN_CHANGE_ORDER_STATUSES as readonly string[]).includes(status);

/** An open change order past its last moment reads as expired. */
export function effectiveChangeOrderStatus(status: ChangeOrderStatus, expiresAt: Date, now: Date): ChangeOrderStatus {
  return isOpenChangeOrder(status) && now.getTime() > expiresAt.getTime() ? "expired" : status;
}

/** "Q-1042-P2-CO1": the proposal's reference and the change order's place among its own, from 1 without gaps. */
export function changeOrderNumber(proposalReference: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`${sequence} is not a change order's sequence`);
  return `${proposalReference}-CO${sequence}`;
}

/** A line of a change order: a positive price adds, a negative one takes off (a line removed, a credit). */
export interface ChangeOrderLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/** A change order's money, every figure signed: a decrease is negative. */
export interface ChangeOrderTotals {
  subtotalCents: number;
  taxCents: number;
  /** The price difference, its tax within. */
  totalCents: number;
}

/**
 * The difference at the proposal's rate (null when it charged none): the net
 * of the lines, taxed once and rounded half up away from zero, as the
 * proposal's own tax is, so a removal returns the tax it carried.
 */
export function changeOrderTotals(lines: readonly ChangeOrderLine[], rateMilli: number | null): ChangeOrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const tax = Math.sign(subtotal) * taxCents(Math.abs(subtotal), rateMilli);
  return { subtotalCents: subtotal, taxCents: tax, totalCents: subtotal + tax };
}

/** A contract's value and the tax within it. */
export interface ContractMoney {
  totalCents: number;
  taxCents: number;
}

/**
 * The contract's value: the accepted proposal plus its accepted change
 * orders, exactly. The one place this sum is made: invoices' progress
 * figures, the order page and the console all read it from here.
 */
export function contractValue(original: ContractMoney, acceptedChanges: readonly ContractMoney[]): ContractMoney {
  return acceptedChanges.reduce(
    (sum, change) => ({ totalCents: sum.totalCents + change.totalCents, taxCents: sum.taxCents + change.taxCents }),
    { totalCents: original.totalCents, taxCents: original.taxCents },
  );
}

/** One invoice of the schedule as it stands: issued ones (`paid` in progress.ts's words) never change. */
export type PlannedInvoice = BilledInvoice;

/** What accepting a change order does to the money still to be invoiced. */
export type ChangeOrderEffect =
  /** The stages not yet invoiced take the difference: the schedule after it. */
  | { kind: "schedule"; invoices: PlannedInvoice[] }
  /** Every stage is invoiced: the increase is invoiced on its own. */
  | { kind: "invoice"; cents: number; taxCents: number }
  /** Every stage is invoiced: the decrease is credited on the invoices already issued. */
  | { kind: "credit"; cents: number; taxCents: number }
  | { kind: "none" }
  | { kind: "refused"; problem: string };

/**
 * The effect of a change on the schedule: the stages not yet invoiced take
 * the difference by their shares, by largest remainder, tax too; issued (or
 * paid) invoices never change. With nothing left to invoice, the difference
 * stands on its own: an invoice for an increase, a credit for a decrease.
 */
export function changeOrderEffect(
  stages: readonly PaymentStage[],
  plan: readonly PlannedInvoice[],
  change: ContractMoney,
): ChangeOrderEffect {
  if (change.totalCents === 0 && change.taxCents === 0) return { kind: "none" };
  const unissued = plan.filter((invoice) => !invoice.paid);
  if (unissued.length === 0) {
    return change.totalCents > 0
      ? { kind: "invoice", cents: change.totalCents, taxCents: Math.max(0, change.taxCents) }
      : { kind: "credit", cents: -change.totalCents, taxCents: Math.max(0, -change.taxCents) };
  }
  const before = plan.reduce(
    (sum, invoice) => ({ totalCents: sum.totalCents + invoice.amountCents, taxCents: sum.taxCents + invoice.taxCents }),
    { totalCents: 0, taxCents: 0 },
  );
  const next = { totalCents: before.totalCents + change.totalCents, taxCents: before.taxCents + change.taxCents };
  if (next.totalCents < 0 || next.taxCents < 0 || next.taxCents > next.totalCents) {
    return { kind: "refused", problem: "The change takes off more than the contract holds." };
  }
  const recomputed = recomputeUnpaid(stages, plan, next);
  if (!recomputed.ok) return { kind: "refused", problem: recomputed.problem };
  const zero = recomputed.invoices.find((invoice) => !invoice.paid && invoice.amountCents === 0);
  if (zero) {
    return {
      kind: "refused",
      problem: `The change would leave “${zero.name}” asking for $0.00: take less off, or credit the difference.`,
    };
  }
  return { kind: "schedule", invoices: recomputed.invoices };
}

/** One stage as the schedule stands before and after a change, for the page that shows its effect. */
export interface StageEffect {
  name: string;
  /** For a per-unit stage, the number of invoices it is split over; else null. */
  units: number | null;
  /** Every invoice of the stage is issued: it does not change. */
  issued: boolean;
  beforeCents: number;
  afterCents: number;
}

/** The schedule's stages before and after, summed over their units. */
export function stageEffects(
  stages: readonly PaymentStage[],
  before: readonly PlannedInvoice[],
  after: readonly PlannedInvoice[],
): StageEffect[] {
  const sum = (list: readonly PlannedInvoice[], stage: number) =>
    list.filter((invoice) => invoice.stage === stage).reduce((total, invoice) => total + invoice.amountCents, 0);
  return stages.map((stage, index) => {
    const own = before.filter((invoice) => invoice.stage === index);
    return {
      name: stage.name,
      units: isPerUnit(stage) ? own.length : null,
      issued: own.length > 0 && own.every((invoice) => invoice.paid),
      beforeCents: sum(before, index),
      afterCents: sum(after, index),
    };
  });
}

export const CHANGE_ORDER_LINES_MAX = 20;
export const CHANGE_ORDER_NOTE_MAX = 2_000;

/** The draft form as typed: rows of description, quantity and price (dollars, negative to take off). */
export interface ChangeOrderFormValues {
  lines: { description: string; quantity: string; price: string }[];
  note: string;
  validUntil: string;
}

export interface ChangeOrderDraft {
  lines: ChangeOrderLine[];
  note: string;
  validUntil: string;
}

const lineSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, { error: "Describe each line." })
    .max(DESCRIPTION_MAX, { error: `A line's description is at most ${DESCRIPTION_MAX} characters.` }),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, { error: "A quantity is a whole number, like 1." })
    .transform(Number)
    .refine((value) => value >= 1 && value <= QUANTITY_MAX, {
      error: `A quantity is from 1 to ${QUANTITY_MAX.toLocaleString("en-US")}.`,
    }),
  price: z
    .string()
    .trim()
    .transform((value) => value.replace(/[$,\s]/g, ""))
    .pipe(
      z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, {
        error: "A price is dollars and cents, like 1250.00, or -1250.00 to take a line off.",
      }),
    )
    .transform((value) => dollarsToCents(value))
    .refine((cents) => cents !== 0 && Math.abs(cents) <= UNIT_PRICE_MAX_CENTS, {
      error: "A line's price is not zero, and at most $10,000,000.00 either way.",
    }),
});

const draftSchema = z.object({
  note: z
    .string()
    .trim()
    .max(CHANGE_ORDER_NOTE_MAX, { error: `The note is at most ${CHANGE_ORDER_NOTE_MAX} characters.` }),
  validUntil: z.string().refine(isCalendarDay, { error: "Give the last day it holds, like 2027-01-15." }),
});

const isBlank = (line: ChangeOrderFormValues["lines"][number]) =>
  !line.description.trim() && !line.quantity.trim() && !line.price.trim();

/** The typed draft, checked: a blank row is ignored; at least one line; each error under its field's name. */
export function parseChangeOrderForm(
  values: ChangeOrderFormValues,
): { ok: true; draft: ChangeOrderDraft } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const lines: ChangeOrderLine[] = [];
  values.lines.slice(0, CHANGE_ORDER_LINES_MAX).forEach((row, index) => {
    if (isBlank(row)) return;
    const parsed = lineSchema.safeParse(row);
    if (!parsed.success) Object.assign(errors, fieldErrorsOf(parsed.error, `line-${index}-`));
    else
      lines.push({
        description: parsed.data.description,
        quantity: parsed.data.quantity,
        unitPriceCents: parsed.data.price,
      });
  });
  if (values.lines.length > CHANGE_ORDER_LINES_MAX)
    errors.form = `A change order has at most ${CHANGE_ORDER_LINES_MAX} lines.`;
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.form = "Add at least one line to change.";
  const rest = draftSchema.safeParse({ note: values.note, validUntil: values.validUntil });
  if (!rest.success) Object.assign(errors, fieldErrorsOf(rest.error));
  if (Object.keys(errors).length > 0 || !rest.success) return { ok: false, errors };
  return { ok: true, draft: { lines, note: rest.data.note, validUntil: rest.data.validUntil } };
}

/** A stored draft back in the form's words. */
export function changeOrderFormValues(draft: ChangeOrderDraft): ChangeOrderFormValues {
  return {
    lines: draft.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      price: `${line.unitPriceCents < 0 ? "-" : ""}${(Math.abs(line.unitPriceCents) / 100).toFixed(2)}`,
    })),
    note: draft.note,
    validUntil: draft.validUntil,
  };
}

/**
 * The content of a change order exactly as the buyer is shown it, in a fixed
 * order: its SHA-256 is kept with the acceptance. The effect on the schedule
 * is in it, so an acceptance proves which stages it moved and by how much.
 */
export interface ChangeOrderDocument {
  seller: { legalName: string };
  number: string;
  proposalReference: string;
  buyer: { name: string; email: string };
  lines: { description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  subtotalCents: number;
  tax: { rateMilli: number | null; cents: number };
  differenceCents: number;
  contractBeforeCents: number;
  contractAfterCents: number;
  effect: { kind: ChangeOrderEffect["kind"]; stages: StageEffect[]; cents: number };
  note: string;
  validUntil: string;
}

export const changeOrderCanonicalText = (document: ChangeOrderDocument) => JSON.stringify(document);
