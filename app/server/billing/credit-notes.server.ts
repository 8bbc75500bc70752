/**
 * Issuing a credit note (docs/decisions/0105): under the invoice's row lock,
 * with the next number of its own counter, in one transaction with its
 * audit record, the move of money paid beyond the new amount (to the
 * buyer's credit or held for a refund) and the buyer's email.
 */
import { desc, eq, sql } from "drizzle-orm";

import { buyerKey } from "#app/domain/billing/bank-transfers";
import {
  asksCents,
  creditExcessCents,
  type CreditExcessTo,
  creditNoteAmountRefusal,
  creditNoteNumber,
  creditTaxShare,
} from "#app/domain/billing/credit-notes";
import { formatCents } from "#app/domain/common/money";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { getEnv } from "#app/server/config/env.server";
import { linkToken } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import {
  buyerCredits,
  creditNoteCounter,
  type CreditNoteRow,
  creditNotes,
  invoices,
  payments,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { creditNoteEmail } from "#app/server/email/proposal-templates.server";

import { holdPayment, paidCentsByInvoice } from "./ledger.server";

/** The next credit note number, taken in the caller's transaction (given back if it rolls back). */
async function nextSequence(tx: Transaction): Promise<number> {
  const [row] = await tx
    .update(creditNoteCounter)
    .set({ last: sql`${creditNoteCounter.last} + 1` })
    .where(eq(creditNoteCounter.id, 1))
    .returning({ last: creditNoteCounter.last });
  if (!row) throw new Error("the credit note counter row is missing (its migration inserts it)");
  return row.last;
}

/** The credit notes of an invoice, in the order they were issued. */
export function creditNotesOf(invoiceId: number): Promise<CreditNoteRow[]> {
  return withDb((db) =>
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(creditNotes.sequence),
  );
}

/** The page of a credit note, reached through its invoice's private link. */
export const creditNotePath = (invoiceToken: string, number: string) => `/invoice/${invoiceToken}/credit/${number}`;

export interface CreditNoteInput {
  amountCents: number;
  reason: string;
  /** Where money already paid beyond the new amount goes (asked only when there is some). */
  excessTo: CreditExcessTo;
}

export type CreditNoteResult =
  | { ok: true; number: string; excessCents: number; settled: boolean }
  | { ok: false; reason: "not-found" | "void" | "unpaid" }
  | { ok: false; reason: "amount"; message: string };

export function issueCreditNote(
  actor: Actor,
  invoiceId: number,
  input: CreditNoteInput,
  now = new Date(),
): Promise<CreditNoteResult> {
  return withDb((db) => db.transaction((tx) => creditInvoice(tx, actor, invoiceId, input, now)));
}

/** A credit note in the caller's transaction (a change order's decrease is credited with its acceptance). */
export async function creditInvoice(
  tx: Transaction,
  actor: Actor,
  invoiceId: number,
  input: CreditNoteInput,
  now: Date,
): Promise<CreditNoteResult> {
  // The row lock orders credit notes, payments and voids of one invoice: each sees what the last left.
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) return { ok: false, reason: "not-found" } as const;
  if (invoice.status === "void") return { ok: false, reason: "void" } as const;
  const paidCents = (await paidCentsByInvoice(tx, [invoiceId])).get(invoiceId) ?? 0;
  // Nothing received: voiding is the correction (docs/decisions/0091).
  if (paidCents === 0) return { ok: false, reason: "unpaid" } as const;
  const asksBefore = asksCents(invoice);
  const refusal = creditNoteAmountRefusal(input.amountCents, asksBefore);
  if (refusal) return { ok: false, reason: "amount", message: refusal } as const;

  const [carried] = await tx
    .select({ tax: sql<string>`coalesce(sum(${creditNotes.taxCents}), 0)` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId));
  const share = creditTaxShare({
    invoiceAmountCents: invoice.amountCents,
    invoiceTaxCents: invoice.taxCents,
    creditedCents: invoice.creditedCents,
    creditedTaxCents: Number(carried?.tax ?? 0),
    amountCents: input.amountCents,
  });
  const excessCents = creditExcessCents({ asksBeforeCents: asksBefore, amountCents: input.amountCents, paidCents });
  const sequence = await nextSequence(tx);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      sequence,
      number: creditNoteNumber(sequence),
      invoiceId,
      amountCents: input.amountCents,
      ...share,
      reason: input.reason,
      excessCents,
      excessTo: excessCents > 0 ? input.excessTo : null,
      issuedOn: businessDay(now),
      createdBy: actor.id,
    })
    .returning();
  if (!note) throw new Error("the credit note was not stored");

  const asksAfter = asksBefore - input.amountCents;
  const settled = invoice.status === "open" && paidCents >= asksAfter;
  if (settled) await settleByCredit(tx, invoiceId, now);
  if (excessCents > 0) await moveExcess(tx, { invoice, note, excessCents });

  await recordChange(tx, actor, {
    action: "invoice.credited",
    subjectType: "invoice",
    subjectId: invoiceId,
    before: { status: invoice.status, asks: formatCents(asksBefore), paid: formatCents(paidCents) },
    after: {
      number: invoice.number,
      creditNote: note.number,
      amount: formatCents(note.amountCents),
      tax: formatCents(note.taxCents),
      reason: note.reason,
      asks: formatCents(asksAfter),
      status: settled ? "paid" : invoice.status,
      ...(excessCents > 0 ? { excess: formatCents(excessCents), excessTo: note.excessTo } : {}),
    },
  });
  const token = linkToken("invoice", invoice.linkNonce);
  await enqueueEmail(tx, {
    ...creditNoteEmail({
      to: invoice.buyerEmail,
      name: invoice.buyerName,
      number: note.number,
      invoiceNumber: invoice.number,
      amountCents: note.amountCents,
      reason: note.reason,
      balanceCents: Math.max(0, asksAfter - paidCents),
      excess: note.excessTo ? { cents: excessCents, to: note.excessTo } : null,
      url: `${getEnv().PUBLIC_URL}${creditNotePath(token, note.number)}`,
    }),
    attachments: [{ kind: "credit-note-pdf", id: note.id }],
  });
  return { ok: true, number: note.number, excessCents, settled } as const;
}

/** An open invoice its payments now cover: paid, by its latest payment (a credited invoice always has one). */
async function settleByCredit(tx: Transaction, invoiceId: number, now: Date): Promise<void> {
  const [latest] = await tx
    .select()
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!latest) throw new Error(`invoice ${invoiceId} is settled by credit without a payment`);
  await tx
    .update(invoices)
    .set({
      status: "paid",
      paidAt: now,
      paymentMethod: latest.method,
      paymentReference: latest.reference,
      paidOn: latest.receivedOn,
    })
    .where(eq(invoices.id, invoiceId));
}

/** The provider named on money a credit note holds for a refund. */
export const CREDIT_NOTE_PROVIDER = "credit note";

/** Money the ledger holds on the invoice beyond what it asks for now never vanishes: a credit, or held for a refund. */
async function moveExcess(
  tx: Transaction,
  p: { invoice: typeof invoices.$inferSelect; note: CreditNoteRow; excessCents: number },
): Promise<void> {
  const { invoice, note, excessCents } = p;
  if (note.excessTo === "credit") {
    await tx
      .insert(buyerCredits)
      .values({ buyerEmail: buyerKey(invoice.buyerEmail), cents: excessCents, creditNoteId: note.id });
    return;
  }
  await holdPayment(tx, {
    provider: CREDIT_NOTE_PROVIDER,
    intentId: note.number,
    reason: "overpaid",
    amountCents: excessCents,
    currency: "usd",
    proposalId: invoice.proposalId,
    invoiceId: invoice.id,
    madeFor: `invoice ${invoice.number}, paid beyond what credit note ${note.number} left it asking for`,
  });
}
