/**
 * Invoices: issued with the next number from the one counter, in the
 * transaction of what caused them (so a number is never skipped nor used
 * twice), reminded, or recorded as paid by hand (check, ACH, wire); paying
 * by card is card-payments.server.ts.
 */
import { and, eq, ne, type SQL, sql } from "drizzle-orm";

import { invoiceTaxShare } from "#app/domain/billing/invoice-tax";
import {
  invoiceDueOn,
  type InvoiceKind,
  invoiceNumber,
  invoiceStanding,
  type PaymentMethod,
} from "#app/domain/billing/invoices";
import { formatCents } from "#app/domain/common/money";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { invoiceUrl, linkToken, newLink } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import {
  invoiceCounter,
  type InvoiceRow,
  invoices,
  type ProposalRow,
  proposals,
  quoteRequests,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { invoiceIssuedEmail, invoiceReminderEmail } from "#app/server/email/proposal-templates.server";

import { paidCentsOf } from "./queries.server";

/** The next invoice number, taken in the caller's transaction: the counter row stays locked until it commits. */
async function nextSequence(tx: Transaction): Promise<number> {
  const [row] = await tx
    .update(invoiceCounter)
    .set({ last: sql`${invoiceCounter.last} + 1` })
    .where(eq(invoiceCounter.id, 1))
    .returning({ last: invoiceCounter.last });
  if (!row) throw new Error("the invoice counter row is missing (migration 0006 inserts it)");
  return row.last;
}

/** The tax the proposal's paid deposit and its invoices that are not void already carry. */
async function carriedTaxCents(tx: Transaction, proposal: ProposalRow): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${invoices.taxCents}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposal.id), ne(invoices.status, "void")));
  return (proposal.depositPaidAt ? proposal.depositTaxCents : 0) + Number(row?.cents ?? 0);
}

export interface IssueInput {
  proposal: ProposalRow;
  quoteReference: string;
  kind: InvoiceKind;
  amountCents: number;
  poNumber: string | null;
  actor: Actor;
  now: Date;
}

/**
 * Issues an invoice with the next number and queues its email to the buyer,
 * in the caller's transaction when given one (so the number is taken back if
 * what caused the invoice fails), or in one of its own.
 */
export async function issueInvoice(input: IssueInput, tx?: Transaction): Promise<InvoiceRow> {
  if (!tx) return withDb((db) => db.transaction((own) => issueInvoice(input, own)));
  const sequence = await nextSequence(tx);
  const issuedOn = businessDay(input.now);
  const share = invoiceTaxShare({
    proposalTaxCents: input.proposal.taxCents,
    amountCents: input.amountCents,
    carriedTaxCents: await carriedTaxCents(tx, input.proposal),
  });
  const [invoice] = await tx
    .insert(invoices)
    .values({
      sequence,
      number: invoiceNumber(sequence),
      ...newLink("invoice"),
      proposalId: input.proposal.id,
      kind: input.kind,
      amountCents: input.amountCents,
      preTaxCents: share.preTaxCents,
      taxCents: share.taxCents,
      poNumber: input.poNumber,
      issuedOn,
      dueOn: invoiceDueOn(issuedOn),
      buyerName: input.proposal.buyerName,
      buyerEmail: input.proposal.buyerEmail,
    })
    .returning();
  if (!invoice) throw new Error("the invoice was not stored");
  const reference = proposalReference(input.quoteReference, input.proposal.version);
  await enqueueEmail(tx, {
    ...invoiceIssuedEmail({
      to: invoice.buyerEmail,
      name: invoice.buyerName,
      number: invoice.number,
      reference,
      amountCents: invoice.amountCents,
      dueLabel: dayLabel(invoice.dueOn),
      poNumber: invoice.poNumber,
      url: invoiceUrl(linkToken("invoice", invoice.linkNonce)),
    }),
    attachments: [{ kind: "invoice-pdf", id: invoice.id }],
  });
  await recordChange(tx, input.actor, {
    action: "invoice.issued",
    subjectType: "proposal",
    subjectId: input.proposal.id,
    after: {
      number: invoice.number,
      kind: invoice.kind,
      amount: formatCents(invoice.amountCents),
      poNumber: invoice.poNumber,
    },
  });
  return invoice;
}

/**
 * Locks the proposal `which` finds and its request: the request first, then
 * the proposal, the order every change to a proposal takes them in (the
 * buyer's, the owner's, an invoice's), so an acceptance racing a revision is
 * decided by whichever locks first. Null when nothing matches.
 */
export async function lockProposal(tx: Transaction, which: SQL) {
  const [head] = await tx.select({ quoteRequestId: proposals.quoteRequestId }).from(proposals).where(which);
  if (!head) return null;
  const [request] = await tx
    .select({ id: quoteRequests.id, reference: quoteRequests.reference, status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, head.quoteRequestId))
    .for("update");
  const [proposal] = await tx.select().from(proposals).where(which).for("update");
  if (!request || !proposal) return null;
  return { request, proposal };
}

export type BalanceResult =
  { ok: true; number: string; created: boolean } | { ok: false; reason: "not-found" | "not-ready" | "nothing-left" };

/** After a card deposit, the owner invoices the rest: once (pressing again finds the same invoice). */
export async function invoiceBalance(actor: Actor, proposalId: number, now = new Date()): Promise<BalanceResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockProposal(tx, eq(proposals.id, proposalId));
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { proposal } = locked;
      const quoteReference = locked.request.reference;
      if (proposal.status !== "accepted" || !proposal.depositPaidAt) return { ok: false, reason: "not-ready" } as const;
      const existing = await tx.select().from(invoices).where(eq(invoices.proposalId, proposalId));
      const balance = existing.find((row) => row.kind === "balance" && row.status !== "void");
      if (balance) return { ok: true, number: balance.number, created: false } as const;
      const remaining = proposal.totalCents - paidCentsOf(proposal, existing);
      if (remaining <= 0) return { ok: false, reason: "nothing-left" } as const;
      const invoice = await issueInvoice(
        { proposal, quoteReference, kind: "balance", amountCents: remaining, poNumber: null, actor, now },
        tx,
      );
      return { ok: true, number: invoice.number, created: true } as const;
    }),
  );
}

export type RecordPaymentResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "void" };

/** Records a check, ACH or wire payment of an open invoice in full. Recording again changes nothing. */
export async function recordInvoicePayment(
  actor: Actor,
  invoiceId: number,
  payment: { method: Exclude<PaymentMethod, "card">; reference: string; paidOn: string },
): Promise<RecordPaymentResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [paid] = await tx
        .update(invoices)
        .set({
          status: "paid",
          paidAt: new Date(),
          paymentMethod: payment.method,
          paymentReference: payment.reference || null,
          paidOn: payment.paidOn,
        })
        .where(and(eq(invoices.id, invoiceId), eq(invoices.status, "open")))
        .returning();
      if (!paid) {
        const [current] = await tx.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
        if (!current) return { ok: false, reason: "not-found" } as const;
        return current.status === "void"
          ? ({ ok: false, reason: "void" } as const)
          : ({ ok: true, changed: false } as const);
      }
      await recordChange(tx, actor, {
        action: "invoice.payment-recorded",
        subjectType: "invoice",
        subjectId: invoiceId,
        before: { status: "open" },
        after: {
          number: paid.number,
          method: payment.method,
          reference: payment.reference,
          paidOn: payment.paidOn,
          amount: formatCents(paid.amountCents),
        },
      });
      return { ok: true, changed: true } as const;
    }),
  );
}

export type ReminderResult = { ok: true } | { ok: false; reason: "not-found" | "not-open" };

/** Emails the buyer a reminder of an open invoice (gentle before the due day, plain after it). */
export async function sendInvoiceReminder(actor: Actor, invoiceId: number, now = new Date()): Promise<ReminderResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      if (!invoice) return { ok: false, reason: "not-found" } as const;
      if (invoice.status !== "open") return { ok: false, reason: "not-open" } as const;
      await tx.update(invoices).set({ reminderSentAt: now }).where(eq(invoices.id, invoiceId));
      await enqueueEmail(
        tx,
        invoiceReminderEmail({
          to: invoice.buyerEmail,
          name: invoice.buyerName,
          number: invoice.number,
          amountCents: invoice.amountCents,
          dueLabel: dayLabel(invoice.dueOn),
          overdue: invoiceStanding(invoice.status, invoice.dueOn, businessDay(now)) === "overdue",
          url: invoiceUrl(linkToken("invoice", invoice.linkNonce)),
        }),
      );
      await recordChange(tx, actor, {
        action: "invoice.reminded",
        subjectType: "invoice",
        subjectId: invoiceId,
        after: { number: invoice.number, to: invoice.buyerEmail },
      });
      return { ok: true } as const;
    }),
  );
}
