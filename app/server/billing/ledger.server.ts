/**
 * The payments ledger (docs/decisions/0088): every payment intent made for a
 * deposit or an invoice is recorded; any of them that succeeds settles what
 * it pays, exactly once, under the proposal's lock; money that pays nothing
 * open is held for the owner (emailed, on the Overview), never dropped.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";

import { asksCents } from "#app/domain/billing/credit-notes";
import type { PaymentMethod, RECORDED_METHODS } from "#app/domain/billing/invoices";
import {
  balanceCents,
  depositLanding,
  type HeldReason,
  type PaymentTarget,
  recordedAmountRefusal,
  splitReceipt,
} from "#app/domain/billing/ledger";
import { formatCents } from "#app/domain/common/money";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { getEnv } from "#app/server/config/env.server";
import { consoleProposalUrl, linkToken, proposalUrl } from "#app/server/config/private-links.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import {
  heldPayments,
  type InvoiceRow,
  invoices,
  type PaymentIntentRow,
  paymentIntents,
  payments,
  type ProposalRow,
  proposals,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { heldPaymentEmail } from "#app/server/email/payment-templates.server";
import {
  depositReceiptEmail,
  ownerNoticeEmail,
  proposalOwnerNotice,
} from "#app/server/email/proposal-templates.server";
import type { ReceivedPayment, SettledReceipt } from "#app/server/payments/provider.server";

import { lockProposal } from "./proposal-lock.server";

type Executor = Database | Transaction;

/** An intent as it was made: by which provider, for what, for how much. */
export type IntentRecord = Omit<PaymentIntentRow, "createdAt">;

/** Keeps an intent made for a deposit or an invoice; the same intent again changes nothing. */
export async function recordIntent(intent: IntentRecord): Promise<void> {
  await withDb((db) => db.insert(paymentIntents).values(intent).onConflictDoNothing({ target: paymentIntents.id }));
}

/** What the ledger holds against each of these invoices (0 for none). */
export async function paidCentsByInvoice(
  executor: Executor,
  invoiceIds: readonly number[],
): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await executor
    .select({ invoiceId: payments.invoiceId, paid: sql<string>`sum(${payments.amountCents})` })
    .from(payments)
    .where(inArray(payments.invoiceId, [...invoiceIds]))
    .groupBy(payments.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId ?? 0, Number(row.paid)]));
}

/** Everything received towards a proposal: its deposit and every payment of its invoices. */
export async function paidCentsOfProposal(executor: Executor, proposalId: number): Promise<number> {
  const [row] = await executor
    .select({ paid: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(eq(payments.proposalId, proposalId));
  return Number(row?.paid ?? 0);
}

export interface Receipt {
  proposalId: number;
  target: PaymentTarget;
  invoiceId: number | null;
  method: PaymentMethod;
  reference: string | null;
  amountCents: number;
  currency: string;
  receivedOn: string;
  intentId: string | null;
  recordedBy: string | null;
  /** The bank transfer it came from, if it did. */
  transferId?: string | null;
}

/**
 * Puts a sum received in the ledger. An invoice its payments now cover turns
 * paid, by the payment that completed it; that invoice is returned. The
 * caller holds the invoice's row lock.
 */
export async function receive(tx: Transaction, receipt: Receipt): Promise<InvoiceRow | null> {
  await tx.insert(payments).values(receipt);
  if (receipt.invoiceId === null) return null;
  const paid = (await paidCentsByInvoice(tx, [receipt.invoiceId])).get(receipt.invoiceId) ?? 0;
  const [turned] = await tx
    .update(invoices)
    .set({
      status: "paid",
      paidAt: new Date(),
      paymentMethod: receipt.method,
      paymentReference: receipt.reference,
      paidOn: receipt.receivedOn,
    })
    .where(
      and(
        eq(invoices.id, receipt.invoiceId),
        eq(invoices.status, "open"),
        sql`${invoices.amountCents} - ${invoices.creditedCents} <= ${paid}`,
      ),
    )
    .returning();
  return turned ?? null;
}

export interface HeldInput {
  provider: string;
  intentId: string;
  reason: HeldReason;
  amountCents: number;
  currency: string;
  proposalId: number | null;
  invoiceId: number | null;
  /** What it was made for, in words, for the owner ("the deposit of Q-1042 v1", "INV-0007"). */
  madeFor: string | null;
}

const providerActor = (provider: string): Actor => ({ id: null, email: `${provider} payments` });

export const HELD_RECEIPT: SettledReceipt = { number: "held", status: "held" };

/** Holds money that paid nothing for the owner, once per intent: its activity record and the owner's email with it. */
export async function holdPayment(tx: Transaction, held: HeldInput): Promise<SettledReceipt> {
  // Nothing arrived (a provider reporting no amount): there is no money to hold.
  if (!Number.isSafeInteger(held.amountCents) || held.amountCents < 1) return HELD_RECEIPT;
  const [row] = await tx
    .insert(heldPayments)
    .values({
      provider: held.provider,
      intentId: held.intentId,
      reason: held.reason,
      amountCents: held.amountCents,
      currency: held.currency,
      proposalId: held.proposalId,
      invoiceId: held.invoiceId,
    })
    .onConflictDoNothing({ target: heldPayments.intentId })
    .returning();
  if (!row) return HELD_RECEIPT;
  await recordChange(tx, providerActor(held.provider), {
    action: "payment.held",
    subjectType: "payment",
    subjectId: row.id,
    after: {
      reason: held.reason,
      amount: formatCents(held.amountCents),
      currency: held.currency,
      intentId: held.intentId,
      madeFor: held.madeFor,
    },
  });
  await enqueueEmail(
    tx,
    heldPaymentEmail({
      to: getEnv().CONTACT_EMAIL,
      amountCents: held.amountCents,
      currency: held.currency,
      reason: held.reason,
      intentId: held.intentId,
      madeFor: held.madeFor,
      consoleUrl: `${getEnv().PUBLIC_URL}/admin/payments`,
    }),
  );
  return HELD_RECEIPT;
}

/** A successful payment as the provider reports it. */
export interface Success {
  intentId: string;
  received: ReceivedPayment;
}

/**
 * Settles a successful payment of a deposit or an invoice, exactly once
 * (replays and concurrent deliveries find it done): by the intent it was
 * made with, whichever of the intents of that deposit or invoice it is.
 * Runs in the provider's transaction.
 */
export async function settleRecordedIntent(success: Success, tx: Transaction): Promise<SettledReceipt> {
  const { intentId, received } = success;
  const [intent] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  if (!intent) return holdUnrecorded(tx, success);
  const locked = await lockProposal(tx, eq(proposals.id, intent.proposalId));
  if (!locked) throw new Error(`the proposal of payment intent ${intentId} is missing`);
  const { proposal } = locked;
  const reference = proposalReference(locked.request.reference, proposal.version);

  // Under the lock: a concurrent delivery of the same success has either finished or not started.
  const done = await settledBefore(tx, intentId);
  if (done) return done;

  const hold = (reason: HeldReason, amountCents: number, invoice: InvoiceRow | null) =>
    holdPayment(tx, {
      provider: intent.provider,
      intentId,
      reason,
      amountCents,
      currency: received.currency,
      proposalId: proposal.id,
      invoiceId: invoice?.id ?? null,
      madeFor: invoice ? `invoice ${invoice.number}` : `the deposit of proposal ${reference}`,
    });

  if (received.amountCents !== intent.amountCents || received.currency !== intent.currency) {
    return hold("wrong-amount", received.amountCents, null);
  }

  if (intent.target === "invoice") {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, intent.invoiceId ?? 0))
      .for("update");
    if (!invoice) throw new Error(`the invoice of payment intent ${intentId} is missing`);
    if (invoice.status === "void") return hold("no-match", received.amountCents, invoice);
    return applyToInvoice(tx, { intent, received, invoice, hold });
  }

  const [purchaseOrder] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposal.id), eq(invoices.kind, "purchase-order"), ne(invoices.status, "void")))
    .for("update");
  const landing = depositLanding({
    depositPaid: proposal.depositPaidAt !== null,
    purchaseOrder: purchaseOrder
      ? {
          id: purchaseOrder.id,
          balanceCents: balanceCents(
            asksCents(purchaseOrder),
            (await paidCentsByInvoice(tx, [purchaseOrder.id])).get(purchaseOrder.id) ?? 0,
          ),
        }
      : null,
  });
  if (landing.kind === "held") return hold(landing.reason, received.amountCents, purchaseOrder ?? null);
  if (landing.kind === "invoice" && purchaseOrder) {
    return applyToInvoice(tx, { intent, received, invoice: purchaseOrder, hold });
  }
  return payDeposit(tx, { proposal, quoteReference: locked.request.reference, intent, received });
}

/** A success for an intent the site never made for a deposit or an invoice: held, with what the provider said it was for. */
function holdUnrecorded(tx: Transaction, { intentId, received }: Success): Promise<SettledReceipt> {
  return holdPayment(tx, {
    provider: received.provider,
    intentId,
    reason: "no-match",
    amountCents: received.amountCents,
    currency: received.currency,
    proposalId: null,
    invoiceId: null,
    madeFor: null,
  });
}

async function settledBefore(tx: Transaction, intentId: string): Promise<SettledReceipt | null> {
  const [paid] = await tx
    .select({ payment: payments, number: invoices.number, status: invoices.status })
    .from(payments)
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.intentId, intentId));
  if (paid) {
    return paid.number && paid.status
      ? { number: paid.number, status: paid.status }
      : { number: `deposit-${paid.payment.proposalId}`, status: "paid" };
  }
  const [held] = await tx.select({ id: heldPayments.id }).from(heldPayments).where(eq(heldPayments.intentId, intentId));
  return held ? HELD_RECEIPT : null;
}

async function payDeposit(
  tx: Transaction,
  p: { proposal: ProposalRow; quoteReference: string; intent: PaymentIntentRow; received: ReceivedPayment },
): Promise<SettledReceipt> {
  const { proposal, intent } = p;
  const now = new Date();
  await tx.update(proposals).set({ depositPaidAt: now }).where(eq(proposals.id, proposal.id));
  await receive(tx, {
    proposalId: proposal.id,
    target: "deposit",
    invoiceId: null,
    method: "card",
    reference: intent.id,
    amountCents: intent.amountCents,
    currency: intent.currency,
    receivedOn: businessDay(now),
    intentId: intent.id,
    recordedBy: null,
  });
  await recordChange(
    tx,
    { id: null, email: proposal.buyerEmail },
    {
      action: "proposal.deposit-paid",
      subjectType: "proposal",
      subjectId: proposal.id,
      after: { amount: formatCents(intent.amountCents), intentId: intent.id },
    },
  );
  await enqueueEmail(
    tx,
    proposalOwnerNotice(proposal, p.quoteReference, "deposit-paid", [
      `${formatCents(intent.amountCents)} paid by card.`,
    ]),
  );
  await enqueueEmail(
    tx,
    depositReceiptEmail({
      to: proposal.buyerEmail,
      name: proposal.buyerName,
      reference: proposalReference(p.quoteReference, proposal.version),
      amountCents: intent.amountCents,
      url: proposalUrl(linkToken("proposal", proposal.linkNonce)),
    }),
  );
  return { number: `deposit-${proposal.id}`, status: "paid" };
}

/**
 * A card payment against an open invoice: what the invoice still owes is
 * paid with it, anything beyond is held for the owner (a check recorded
 * meanwhile, or a deposit landing on a purchase order partly paid).
 */
async function applyToInvoice(
  tx: Transaction,
  p: {
    intent: PaymentIntentRow;
    received: ReceivedPayment;
    invoice: InvoiceRow;
    hold: (reason: HeldReason, amountCents: number, invoice: InvoiceRow | null) => Promise<SettledReceipt>;
  },
): Promise<SettledReceipt> {
  const { intent, received, invoice } = p;
  const paid = (await paidCentsByInvoice(tx, [invoice.id])).get(invoice.id) ?? 0;
  const owed = invoice.status === "paid" ? 0 : balanceCents(asksCents(invoice), paid);
  const { appliedCents, excessCents } = splitReceipt(owed, received.amountCents);
  if (appliedCents === 0) return p.hold("already-paid", received.amountCents, invoice);
  const now = new Date();
  const paidInFull = await receive(tx, {
    proposalId: invoice.proposalId,
    target: "invoice",
    invoiceId: invoice.id,
    method: "card",
    reference: intent.id,
    amountCents: appliedCents,
    currency: received.currency,
    receivedOn: businessDay(now),
    intentId: intent.id,
    recordedBy: null,
  });
  await recordChange(
    tx,
    { id: null, email: invoice.buyerEmail },
    {
      action: paidInFull ? "invoice.paid-by-card" : "invoice.part-paid-by-card",
      subjectType: "invoice",
      subjectId: invoice.id,
      after: { number: invoice.number, amount: formatCents(appliedCents), intentId: intent.id },
    },
  );
  await enqueueEmail(
    tx,
    ownerNoticeEmail({
      to: getEnv().CONTACT_EMAIL,
      kind: "invoice-paid",
      reference: invoice.number,
      buyer: invoice.buyerName,
      details: [`${formatCents(appliedCents)} paid by card${paidInFull ? "; the invoice is paid in full" : ""}.`],
      consoleUrl: consoleProposalUrl(invoice.proposalId),
    }),
  );
  if (excessCents > 0) await p.hold("overpaid", excessCents, invoice);
  return { number: invoice.number, status: paidInFull ? "paid" : "open" };
}

export type RecordPaymentResult =
  | { ok: true; changed: boolean; paidInFull: boolean }
  | { ok: false; reason: "not-found" | "void" }
  | { ok: false; reason: "amount"; message: string };

/**
 * Records a check, ACH or wire received for an invoice: the amount given (a
 * part payment), or what is left when none is. The invoice turns paid when
 * its payments reach its amount. An invoice already paid changes nothing, so
 * the same form sent twice records the money once.
 */
export async function recordInvoicePayment(
  actor: Actor,
  invoiceId: number,
  payment: {
    method: (typeof RECORDED_METHODS)[number];
    reference: string;
    paidOn: string;
    amountCents?: number | undefined;
  },
): Promise<RecordPaymentResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      if (!invoice) return { ok: false, reason: "not-found" } as const;
      if (invoice.status === "void") return { ok: false, reason: "void" } as const;
      if (invoice.status === "paid") return { ok: true, changed: false, paidInFull: true } as const;
      const paid = (await paidCentsByInvoice(tx, [invoiceId])).get(invoiceId) ?? 0;
      const owed = balanceCents(asksCents(invoice), paid);
      const amountCents = payment.amountCents ?? owed;
      const refusal = recordedAmountRefusal(amountCents, owed);
      if (refusal) return { ok: false, reason: "amount", message: refusal } as const;
      const paidInFull = await receive(tx, {
        proposalId: invoice.proposalId,
        target: "invoice",
        invoiceId,
        method: payment.method,
        reference: payment.reference || null,
        amountCents,
        currency: "usd",
        receivedOn: payment.paidOn,
        intentId: null,
        recordedBy: actor.id,
      });
      await recordChange(tx, actor, {
        action: "invoice.payment-recorded",
        subjectType: "invoice",
        subjectId: invoiceId,
        before: { status: "open", paid: formatCents(paid) },
        after: {
          number: invoice.number,
          method: payment.method,
          reference: payment.reference,
          paidOn: payment.paidOn,
          amount: formatCents(amountCents),
          balance: formatCents(owed - amountCents),
          status: paidInFull ? "paid" : "open",
        },
      });
      return { ok: true, changed: true, paidInFull: paidInFull !== null } as const;
    }),
  );
}
