/**
 * Invoices: issued with the next number from the one counter, in the
 * transaction of what caused them (so a number is never skipped nor used
 * twice), reminded, or recorded as paid by hand (check, ACH, wire); paying
 * by card is card-payments.server.ts.
 */
import { and, eq, ne, sql } from "drizzle-orm";

import { asksCents } from "#app/domain/billing/credit-notes";
import { invoiceTaxShare } from "#app/domain/billing/invoice-tax";
import { invoiceDueOn, type InvoiceKind, invoiceNumber } from "#app/domain/billing/invoices";
import { formatCents } from "#app/domain/common/money";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { invoiceUrl, linkToken, newLink } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import {
  invoiceCounter,
  invoiceReminders,
  type InvoiceRow,
  invoices,
  type ProposalRow,
  proposals,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { invoiceIssuedEmail } from "#app/server/email/proposal-templates.server";

import { applyBuyerCredit, ensureBankAccount } from "./bank-transfers.server";
import { paidCentsOfProposal } from "./ledger.server";
import { lockProposal } from "./proposal-lock.server";
import { reminderEmail } from "./reminders.server";

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
  /** A payment schedule's invoice: its stage, its unit (per-unit stages) and its share of the tax, fixed by the schedule. */
  scheduled?: { stage: number; unit: number | null; taxCents: number };
  /** A change order's own invoice (every stage was invoiced before it): the difference, with its tax fixed. */
  changeOrder?: { id: number; taxCents: number };
  /** A rental's invoice: the period it bills (null for its security deposit) and its tax, fixed by the rental's split. */
  rental?: { period: { startsOn: string; endsOn: string } | null; taxCents: number };
}

/**
 * Issues an invoice with the next number and queues its email to the buyer,
 * in the caller's transaction when given one (so the number is taken back if
 * what caused the invoice fails), or in one of its own.
 */
export async function issueInvoice(input: IssueInput, tx?: Transaction): Promise<InvoiceRow> {
  if (!tx) return withDb((db) => db.transaction((own) => issueInvoice(input, own)));
  prepareBankAccount(input.proposal);
  const sequence = await nextSequence(tx);
  const issuedOn = businessDay(input.now);
  const fixedTax = input.scheduled?.taxCents ?? input.rental?.taxCents ?? input.changeOrder?.taxCents;
  const share =
    fixedTax !== undefined
      ? { preTaxCents: input.amountCents - fixedTax, taxCents: fixedTax }
      : invoiceTaxShare({
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
      stage: input.scheduled?.stage ?? null,
      unit: input.scheduled?.unit ?? null,
      periodStartsOn: input.rental?.period?.startsOn ?? null,
      periodEndsOn: input.rental?.period?.endsOn ?? null,
      changeOrderId: input.changeOrder?.id ?? null,
      issuedOn,
      dueOn: invoiceDueOn(issuedOn, input.kind),
      buyerName: input.proposal.buyerName,
      buyerEmail: input.proposal.buyerEmail,
    })
    .returning();
  if (!invoice) throw new Error("the invoice was not stored");
  // A credit the buyer holds from an earlier transfer pays towards it at once.
  await applyBuyerCredit(tx, invoice, input.now);
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
 * The buyer's bank transfer account, asked of the provider beside the issue, never inside its
 * transaction nor in its way (docs/decisions/0107): the invoice page only reads it. A provider
 * that is away leaves it to the invoice's email, whose PDF makes it before it leaves (and is tried
 * again by the outbox until it can).
 */
function prepareBankAccount(buyer: { buyerEmail: string; buyerName: string }): void {
  ensureBankAccount({ email: buyer.buyerEmail, name: buyer.buyerName }).catch((error: unknown) => {
    console.error(`payments: the bank transfer account waits for the invoice's email: ${(error as Error).message}`);
  });
}

/** Taken before every change to a proposal's money; kept here for the callers that change proposals. */
export { lockProposal };

export type BalanceResult =
  { ok: true; number: string; created: boolean } | { ok: false; reason: "not-found" | "not-ready" | "nothing-left" };

/**
 * After a card deposit, the rest in one invoice: once (asking again finds the same invoice). For a
 * proposal billed before schedules; a proposal whose schedule has raised an invoice is refused.
 */
export async function invoiceBalance(actor: Actor, proposalId: number, now = new Date()): Promise<BalanceResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockProposal(tx, eq(proposals.id, proposalId));
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { proposal } = locked;
      const quoteReference = locked.request.reference;
      if (proposal.status !== "accepted" || !proposal.depositPaidAt) return { ok: false, reason: "not-ready" } as const;
      const existing = await tx.select().from(invoices).where(eq(invoices.proposalId, proposalId));
      // A proposal billed by its schedule's stages is never also billed a balance (stage-triggers.server.ts).
      if (existing.some((row) => row.stage !== null && row.status !== "void"))
        return { ok: false, reason: "not-ready" } as const;
      const balance = existing.find((row) => row.kind === "balance" && row.status !== "void");
      if (balance) return { ok: true, number: balance.number, created: false } as const;
      // What was received, and what an open invoice already asks for, is never billed again.
      const billed = existing.filter((row) => row.status === "open").reduce((sum, row) => sum + asksCents(row), 0);
      const remaining = proposal.totalCents - (await paidCentsOfProposal(tx, proposalId)) - billed;
      if (remaining <= 0) return { ok: false, reason: "nothing-left" } as const;
      const invoice = await issueInvoice(
        { proposal, quoteReference, kind: "balance", amountCents: remaining, poNumber: null, actor, now },
        tx,
      );
      return { ok: true, number: invoice.number, created: true } as const;
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
      await tx.insert(invoiceReminders).values({ invoiceId, kind: "by-hand", sentAt: now });
      await enqueueEmail(tx, reminderEmail(invoice, businessDay(now)));
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
