/**
 * A change order as it reads now: its lines and money, the contract before
 * and after it, and its effect on the schedule's invoices not yet issued.
 * One computation serves the page, the send, and the acceptance (whose hash
 * must match what the page showed), so none of them can disagree.
 */
import { createHash } from "node:crypto";

import { scheduleInvoices } from "#app/domain/billing/schedule";
import {
  changeOrderCanonicalText,
  type ChangeOrderDocument,
  type ChangeOrderEffect,
  changeOrderEffect,
  contractValue,
  type PlannedInvoice,
  type StageEffect,
  stageEffects,
} from "#app/domain/proposals/change-orders";
import { proposalReference } from "#app/domain/proposals/reference";
import { taxLineLabel } from "#app/domain/proposals/tax";
import { formatTaxRate } from "#app/domain/proposals/totals";
import { acceptedChangeOrders, plannedInvoices } from "#app/server/billing/contract-plan.server";
import { getEnv } from "#app/server/config/env.server";
import type { Database, Transaction } from "#app/server/db/client.server";
import type { ChangeOrderRow, ProposalRow } from "#app/server/db/schema.server";

type Executor = Database | Transaction;

export interface ChangeOrderReading {
  document: ChangeOrderDocument;
  contentHash: string;
  effect: ChangeOrderEffect;
  /** The schedule's invoices before it, issued ones marked: what an acceptance keeps when the effect is not a recompute. */
  plan: PlannedInvoice[];
  taxLabel: string | null;
}

const lineTotal = (line: { quantity: number; unitPriceCents: number }) => line.quantity * line.unitPriceCents;

export const taxLabelOf = (row: Pick<ChangeOrderRow, "taxRateMilli">, proposal: ProposalRow) =>
  row.taxRateMilli === null
    ? null
    : taxLineLabel(
        "taxable",
        proposal.taxLocationCode ? { code: proposal.taxLocationCode, rateMilli: row.taxRateMilli } : null,
        null,
        formatTaxRate,
      );

/**
 * Reads a change order against the contract as it stands. An accepted one is
 * read against the contract just before it, with the schedule it left.
 */
export async function readChangeOrder(
  executor: Executor,
  row: ChangeOrderRow,
  proposal: ProposalRow,
  quoteReference: string,
): Promise<ChangeOrderReading> {
  const accepted = await acceptedChangeOrders(executor, proposal.id);
  const at = accepted.findIndex((one) => one.id === row.id);
  const earlier = at >= 0 ? accepted.slice(0, at) : accepted;
  const before = contractValue(proposal, earlier);
  const change = { totalCents: row.totalCents, taxCents: row.taxCents };
  const stages = proposal.paymentSchedule.stages;
  let plan: PlannedInvoice[];
  let effect: ChangeOrderEffect;
  let after: readonly PlannedInvoice[];
  if (at >= 0) {
    const previous = [...earlier].reverse().find((one) => one.scheduleAfter)?.scheduleAfter;
    plan =
      previous ??
      scheduleInvoices(proposal.totalCents, proposal.taxCents, proposal.paymentSchedule).map((one) => ({
        ...one,
        paid: false,
      }));
    after = row.scheduleAfter ?? plan;
    effect = row.invoiceId
      ? { kind: "invoice", cents: change.totalCents, taxCents: change.taxCents }
      : row.creditNoteId
        ? { kind: "credit", cents: -change.totalCents, taxCents: -change.taxCents }
        : { kind: "schedule", invoices: [...after] };
  } else {
    plan = await plannedInvoices(executor, proposal);
    effect = changeOrderEffect(stages, plan, change);
    after = effect.kind === "schedule" ? effect.invoices : plan;
  }
  const effects: StageEffect[] = stageEffects(stages, plan, after);
  const document: ChangeOrderDocument = {
    seller: { legalName: getEnv().COMPANY_LEGAL_NAME },
    number: row.number,
    proposalReference: proposalReference(quoteReference, proposal.version),
    buyer: { name: proposal.buyerName, email: proposal.buyerEmail },
    lines: row.lines.map((line) => ({ ...line, totalCents: lineTotal(line) })),
    subtotalCents: row.subtotalCents,
    tax: { rateMilli: row.taxRateMilli, cents: row.taxCents },
    differenceCents: row.totalCents,
    contractBeforeCents: before.totalCents,
    contractAfterCents: before.totalCents + row.totalCents,
    effect: {
      kind: effect.kind,
      stages: effects,
      cents: effect.kind === "invoice" || effect.kind === "credit" ? effect.cents : 0,
    },
    note: row.note,
    validUntil: row.validUntil,
  };
  return {
    document,
    contentHash: createHash("sha256").update(changeOrderCanonicalText(document)).digest("hex"),
    effect,
    plan,
    taxLabel: taxLabelOf(row, proposal),
  };
}
