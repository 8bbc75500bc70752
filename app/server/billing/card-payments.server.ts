/**
 * Money received by card: a proposal's deposit and a balance invoice. Each
 * has one payment intent, for the amount stored here, never one from the
 * browser; billing/settlements.server.ts settles them when the provider says
 * they are paid, exactly once.
 */
import { and, eq, isNull, sql } from "drizzle-orm";

import { formatCents } from "#app/domain/common/money";
import { proposalReference } from "#app/domain/proposals/reference";
import { allowsCard } from "#app/domain/proposals/status";
import { businessDay } from "#app/domain/time/business-time";
import { recordChange } from "#app/server/audit/record.server";
import { getEnv } from "#app/server/config/env.server";
import { byToken, consoleProposalUrl, linkToken, proposalUrl } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { invoices, proposals, quoteRequests } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import {
  depositReceiptEmail,
  ownerNoticeEmail,
  proposalOwnerNotice,
} from "#app/server/email/proposal-templates.server";
import type { PaymentProvider, SettledReceipt } from "#app/server/payments/provider.server";

export type DepositStart =
  | { ok: true; intentId: string; clientSecret: string; amountCents: number }
  | { ok: false; reason: "not-found" | "not-accepted" | "not-card" | "paid" | "nothing-due" };

/**
 * Starts (or resumes) the card deposit of an accepted proposal: one payment
 * intent per proposal (its key is the proposal's), for the deposit of the
 * stored version — never an amount from the browser.
 */
export async function startDeposit(token: string, provider: PaymentProvider): Promise<DepositStart> {
  const [row] = await withDb((db) => db.select().from(proposals).where(byToken(proposals, token)));
  if (!row || row.status === "draft") return { ok: false, reason: "not-found" };
  if (row.status !== "accepted") return { ok: false, reason: "not-accepted" };
  if (!allowsCard(row.paymentTerms)) return { ok: false, reason: "not-card" };
  if (row.depositPaidAt) return { ok: false, reason: "paid" };
  if (row.depositCents <= 0) return { ok: false, reason: "nothing-due" };
  const hasPurchaseOrder = await withDb((db) =>
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(eq(invoices.proposalId, row.id), eq(invoices.kind, "purchase-order"), sql`${invoices.status} <> 'void'`),
      ),
  );
  if (hasPurchaseOrder.length > 0) return { ok: false, reason: "not-card" };
  const intent = await provider.createIntent({
    amountCents: row.depositCents,
    currency: "usd",
    idempotencyKey: `proposal-${row.id}-deposit`,
    description: `Nestz deposit, proposal ${row.id} version ${row.version}`,
    purpose: "proposal-deposit",
  });
  await withDb((db) =>
    db
      .update(proposals)
      .set({ depositIntentId: intent.id, depositProvider: provider.name })
      .where(and(eq(proposals.id, row.id), isNull(proposals.depositIntentId))),
  );
  return { ok: true, intentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents };
}

/** The activity record of a settled card payment, in the buyer's name: they paid through their own link. */
function recordCardPayment(
  tx: Transaction,
  paid: { id: number; buyerEmail: string },
  subjectType: "proposal" | "invoice",
  action: string,
  after: Record<string, unknown>,
): Promise<void> {
  return recordChange(tx, { id: null, email: paid.buyerEmail }, { action, subjectType, subjectId: paid.id, after });
}

/**
 * The deposit's payment succeeded: marks it paid exactly once (a conditional
 * update), with the owner's notice, the buyer's receipt and the activity
 * record in the provider's transaction. Replays change nothing.
 */
export async function markDepositPaid(intentId: string, tx: Transaction): Promise<SettledReceipt | null> {
  const [paid] = await tx
    .update(proposals)
    .set({ depositPaidAt: new Date() })
    .where(and(eq(proposals.depositIntentId, intentId), isNull(proposals.depositPaidAt)))
    .returning();
  if (!paid) {
    const [current] = await tx.select().from(proposals).where(eq(proposals.depositIntentId, intentId));
    return current ? { number: `deposit-${current.id}`, status: current.depositPaidAt ? "paid" : "pending" } : null;
  }
  const [request] = await tx
    .select({ reference: quoteRequests.reference })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, paid.quoteRequestId));
  const quoteReference = request?.reference ?? "";
  await recordCardPayment(tx, paid, "proposal", "proposal.deposit-paid", {
    amount: formatCents(paid.depositCents),
    intentId,
  });
  await enqueueEmail(
    tx,
    proposalOwnerNotice(paid, quoteReference, "deposit-paid", [`${formatCents(paid.depositCents)} paid by card.`]),
  );
  await enqueueEmail(
    tx,
    depositReceiptEmail({
      to: paid.buyerEmail,
      name: paid.buyerName,
      reference: proposalReference(quoteReference, paid.version),
      amountCents: paid.depositCents,
      url: proposalUrl(linkToken("proposal", paid.linkNonce)),
    }),
  );
  return { number: `deposit-${paid.id}`, status: "paid" };
}

export type StartCardResult =
  | { ok: true; intentId: string; clientSecret: string; amountCents: number }
  | { ok: false; reason: "not-found" | "paid" | "not-card" };

/** Starts (or resumes) paying an open balance invoice by card: one intent per invoice, for its stored amount. */
export async function startInvoiceCardPayment(token: string, provider: PaymentProvider): Promise<StartCardResult> {
  const [invoice] = await withDb((db) => db.select().from(invoices).where(byToken(invoices, token)));
  if (!invoice || invoice.status === "void") return { ok: false, reason: "not-found" };
  if (invoice.status === "paid") return { ok: false, reason: "paid" };
  if (invoice.kind !== "balance") return { ok: false, reason: "not-card" };
  const intent = await provider.createIntent({
    amountCents: invoice.amountCents,
    currency: "usd",
    idempotencyKey: `invoice-${invoice.id}`,
    description: `Nestz invoice ${invoice.number}`,
    purpose: "invoice",
  });
  await withDb((db) =>
    db
      .update(invoices)
      .set({ intentId: intent.id, provider: provider.name })
      .where(and(eq(invoices.id, invoice.id), sql`${invoices.intentId} is null`)),
  );
  return { ok: true, intentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents };
}

/** Settles an invoice's card payment, once: later or concurrent calls change nothing. */
export async function markInvoicePaidByIntent(intentId: string, tx: Transaction): Promise<SettledReceipt | null> {
  const [paid] = await tx
    .update(invoices)
    .set({
      status: "paid",
      paidAt: new Date(),
      paymentMethod: "card",
      paymentReference: intentId,
      paidOn: businessDay(new Date()),
    })
    .where(and(eq(invoices.intentId, intentId), eq(invoices.status, "open")))
    .returning();
  if (!paid) {
    const [current] = await tx.select().from(invoices).where(eq(invoices.intentId, intentId));
    return current ? { number: current.number, status: current.status } : null;
  }
  await recordCardPayment(tx, paid, "invoice", "invoice.paid-by-card", {
    number: paid.number,
    amount: formatCents(paid.amountCents),
    intentId,
  });
  await enqueueEmail(
    tx,
    ownerNoticeEmail({
      to: getEnv().CONTACT_EMAIL,
      kind: "invoice-paid",
      reference: paid.number,
      buyer: paid.buyerName,
      details: [`${formatCents(paid.amountCents)} paid by card.`],
      consoleUrl: consoleProposalUrl(paid.proposalId),
    }),
  );
  return { number: paid.number, status: paid.status };
}
