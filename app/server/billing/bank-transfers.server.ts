/**
 * Bank transfers (docs/decisions/0094): each buyer's own account and routing
 * number, made once; money that reaches it is matched to the buyer's open
 * invoices by `applyTransfer`, oldest first, and put in the payments ledger
 * once per arrival; what is over is the buyer's credit, used on their next
 * invoice; money for an account the site does not know is held for the owner.
 */
import { randomBytes } from "node:crypto";

import { and, asc, eq, sql } from "drizzle-orm";

import { applyTransfer } from "#app/domain/billing/aging";
import { type BankAccountView, buyerKey } from "#app/domain/billing/bank-transfers";
import { asksCents } from "#app/domain/billing/credit-notes";
import { balanceCents } from "#app/domain/billing/ledger";
import { formatCents } from "#app/domain/common/money";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { getEnv } from "#app/server/config/env.server";
import { consoleProposalUrl } from "#app/server/config/private-links.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import {
  bankTransfers,
  buyerBankAccounts,
  buyerCredits,
  type InvoiceRow,
  invoices,
  payments,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { ownerNoticeEmail } from "#app/server/email/proposal-templates.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import type { IncomingTransfer, PaymentProvider } from "#app/server/payments/provider.server";
import { testProvider } from "#app/server/payments/test-provider.server";

import { holdPayment, paidCentsByInvoice, receive } from "./ledger.server";

type Executor = Database | Transaction;

const accountView = (row: typeof buyerBankAccounts.$inferSelect): BankAccountView => ({
  bankName: row.bankName,
  accountHolderName: row.accountHolderName,
  accountNumber: row.accountNumber,
  routingNumber: row.routingNumber,
});

/** The buyer's account for bank transfers, if one was made. */
export async function bankAccountOf(executor: Executor, email: string): Promise<BankAccountView | null> {
  const [row] = await executor
    .select()
    .from(buyerBankAccounts)
    .where(eq(buyerBankAccounts.buyerEmail, buyerKey(email)));
  return row ? accountView(row) : null;
}

/**
 * The buyer's account, made with the provider the first time it is asked
 * for. The provider answers the same account for the same buyer, and the
 * email is the row's key, so concurrent first asks keep one.
 */
export async function ensureBankAccount(
  buyer: { email: string; name: string },
  provider: PaymentProvider = getPaymentProvider(),
): Promise<BankAccountView> {
  const email = buyerKey(buyer.email);
  const known = await withDb((db) => bankAccountOf(db, email));
  if (known) return known;
  const made = await provider.bankAccountFor({ email, name: buyer.name });
  return withDb(async (db) => {
    await db
      .insert(buyerBankAccounts)
      .values({ buyerEmail: email, provider: provider.name, ...made })
      .onConflictDoNothing();
    const kept = await bankAccountOf(db, email);
    if (!kept) throw new Error(`the bank account of ${email} was not stored`);
    return kept;
  });
}

export type TransferOutcome =
  | { kind: "matched"; paidInvoiceIds: number[]; partInvoiceIds: number[]; creditCents: number }
  | { kind: "held" }
  | { kind: "duplicate" };

const providerActor = (provider: string): Actor => ({ id: null, email: `${provider} payments` });

/**
 * Records a transfer that arrived, exactly once whatever arrives twice or
 * late (its id is the key), in one transaction with the payments it makes.
 */
export function receiveBankTransfer(transfer: IncomingTransfer, now = new Date()): Promise<TransferOutcome> {
  return withDb((db) => db.transaction((tx) => receiveInTransaction(tx, transfer, now)));
}

async function receiveInTransaction(tx: Transaction, transfer: IncomingTransfer, now: Date): Promise<TransferOutcome> {
  if (!Number.isSafeInteger(transfer.amountCents) || transfer.amountCents < 1) return { kind: "held" };
  const receivedOn = businessDay(now);
  const [account] = await tx
    .select()
    .from(buyerBankAccounts)
    .where(eq(buyerBankAccounts.customerId, transfer.customerId))
    // One transfer of a buyer at a time: each sees what the one before paid.
    .for("update");
  const [arrival] = await tx
    .insert(bankTransfers)
    .values({
      id: transfer.transferId,
      provider: transfer.provider,
      customerId: transfer.customerId,
      buyerEmail: account?.buyerEmail ?? null,
      amountCents: transfer.amountCents,
      currency: transfer.currency,
      receivedOn,
    })
    .onConflictDoNothing({ target: bankTransfers.id })
    .returning();
  if (!arrival) return { kind: "duplicate" };

  if (!account || transfer.currency !== "usd") {
    await holdPayment(tx, {
      provider: transfer.provider,
      intentId: transfer.transferId,
      reason: account ? "wrong-amount" : "no-match",
      amountCents: transfer.amountCents,
      currency: transfer.currency,
      proposalId: null,
      invoiceId: null,
      madeFor: account
        ? `a bank transfer from ${account.buyerEmail}`
        : `a bank transfer to customer ${transfer.customerId}`,
    });
    return { kind: "held" };
  }

  const open = await tx
    .select()
    .from(invoices)
    .where(and(sql`lower(${invoices.buyerEmail}) = ${account.buyerEmail}`, eq(invoices.status, "open")))
    .orderBy(asc(invoices.id))
    .for("update");
  const paid = await paidCentsByInvoice(
    tx,
    open.map((invoice) => invoice.id),
  );
  const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
  const match = applyTransfer(
    open.map((invoice) => ({
      id: invoice.id,
      issuedOn: invoice.issuedOn,
      dueOn: invoice.dueOn,
      openCents: balanceCents(asksCents(invoice), paid.get(invoice.id) ?? 0),
    })),
    transfer.amountCents,
  );
  const paidInvoiceIds: number[] = [];
  const partInvoiceIds: number[] = [];
  for (const allocation of match.allocations) {
    const invoice = byId.get(allocation.invoiceId);
    if (!invoice) continue;
    const paidInFull = await receive(tx, {
      proposalId: invoice.proposalId,
      target: "invoice",
      invoiceId: invoice.id,
      method: "bank-transfer",
      reference: transfer.transferId,
      amountCents: allocation.cents,
      currency: transfer.currency,
      receivedOn,
      intentId: null,
      recordedBy: null,
      transferId: transfer.transferId,
    });
    (paidInFull ? paidInvoiceIds : partInvoiceIds).push(invoice.id);
    const balance = balanceCents(asksCents(invoice), (paid.get(invoice.id) ?? 0) + allocation.cents);
    await recordChange(tx, providerActor(transfer.provider), {
      action: paidInFull ? "invoice.paid-by-transfer" : "invoice.part-paid-by-transfer",
      subjectType: "invoice",
      subjectId: invoice.id,
      after: {
        number: invoice.number,
        amount: formatCents(allocation.cents),
        balance: formatCents(balance),
        transferId: transfer.transferId,
        rule: match.rule,
      },
    });
    await enqueueEmail(tx, transferNotice(invoice, allocation.cents, balance));
  }
  if (match.creditCents > 0) {
    await tx.insert(buyerCredits).values({
      buyerEmail: account.buyerEmail,
      cents: match.creditCents,
      transferId: transfer.transferId,
    });
    await tx
      .update(bankTransfers)
      .set({ creditCents: match.creditCents })
      .where(eq(bankTransfers.id, transfer.transferId));
    await recordChange(tx, providerActor(transfer.provider), {
      action: "buyer.credit-from-transfer",
      subjectType: "buyer",
      subjectId: account.buyerEmail,
      after: { credit: formatCents(match.creditCents), transferId: transfer.transferId },
    });
  }
  return { kind: "matched", paidInvoiceIds, partInvoiceIds, creditCents: match.creditCents };
}

function transferNotice(invoice: InvoiceRow, cents: number, balance: number) {
  return ownerNoticeEmail({
    to: getEnv().CONTACT_EMAIL,
    kind: "invoice-paid",
    reference: invoice.number,
    buyer: invoice.buyerName,
    details: [
      balance === 0
        ? `${formatCents(cents)} arrived by bank transfer; the invoice is paid in full.`
        : `${formatCents(cents)} arrived by bank transfer; ${formatCents(balance)} is still owed.`,
    ],
    consoleUrl: consoleProposalUrl(invoice.proposalId),
  });
}

/** What the buyer holds as credit from transfers beyond what they owed. */
export async function creditCentsOf(executor: Executor, email: string): Promise<number> {
  const [row] = await executor
    .select({ cents: sql<string>`coalesce(sum(${buyerCredits.cents}), 0)` })
    .from(buyerCredits)
    .where(eq(buyerCredits.buyerEmail, buyerKey(email)));
  return Number(row?.cents ?? 0);
}

/**
 * Uses the buyer's credit on a new invoice, in the transaction that issues
 * it: a payment in the ledger (it may pay the invoice in full) and a credit
 * row naming the invoice. Returns what was used.
 */
export async function applyBuyerCredit(tx: Transaction, invoice: InvoiceRow, now: Date): Promise<number> {
  const email = buyerKey(invoice.buyerEmail);
  // The credit only exists with an account; its lock keeps a transfer from spending it at the same time.
  const [account] = await tx
    .select({ email: buyerBankAccounts.buyerEmail })
    .from(buyerBankAccounts)
    .where(eq(buyerBankAccounts.buyerEmail, email))
    .for("update");
  if (!account) return 0;
  const cents = Math.min(await creditCentsOf(tx, email), asksCents(invoice));
  if (cents <= 0) return 0;
  await tx.insert(buyerCredits).values({ buyerEmail: email, cents: -cents, invoiceId: invoice.id });
  await receive(tx, {
    proposalId: invoice.proposalId,
    target: "invoice",
    invoiceId: invoice.id,
    method: "bank-transfer",
    reference: "Credit from an earlier transfer",
    amountCents: cents,
    currency: "usd",
    receivedOn: businessDay(now),
    intentId: null,
    recordedBy: null,
  });
  await recordChange(
    tx,
    { id: null, email: "bank transfers" },
    {
      action: "invoice.credit-applied",
      subjectType: "invoice",
      subjectId: invoice.id,
      after: { number: invoice.number, credit: formatCents(cents) },
    },
  );
  return cents;
}

/** What an invoice's page shows of its money: paid so far, of which credit, and the balance. */
export async function invoiceMoney(
  executor: Executor,
  invoice: InvoiceRow,
): Promise<{ paidCents: number; creditCents: number; balanceCents: number }> {
  const paidCents = (await paidCentsByInvoice(executor, [invoice.id])).get(invoice.id) ?? 0;
  const [credit] = await executor
    .select({ cents: sql<string>`coalesce(-sum(${buyerCredits.cents}), 0)` })
    .from(buyerCredits)
    .where(eq(buyerCredits.invoiceId, invoice.id));
  return {
    paidCents,
    creditCents: Number(credit?.cents ?? 0),
    balanceCents: invoice.status === "open" ? balanceCents(asksCents(invoice), paidCents) : 0,
  };
}

export type SimulateResult =
  { ok: true; outcome: TransferOutcome } | { ok: false; reason: "not-found" | "not-test" | "void" };

/**
 * The test provider's incoming transfer: money arriving in the account of
 * an invoice's buyer, as Stripe would report it. Only with the test
 * provider; audited in the transaction that records it.
 */
export async function simulateTestTransfer(
  actor: Actor,
  invoiceId: number,
  amountCents: number,
  now = new Date(),
): Promise<SimulateResult> {
  if (getPaymentProvider().name !== "test") return { ok: false, reason: "not-test" };
  const [invoice] = await withDb((db) => db.select().from(invoices).where(eq(invoices.id, invoiceId)));
  if (!invoice) return { ok: false, reason: "not-found" };
  if (invoice.status === "void") return { ok: false, reason: "void" };
  await ensureBankAccount({ email: invoice.buyerEmail, name: invoice.buyerName }, testProvider);
  const [account] = await withDb((db) =>
    db
      .select({ customerId: buyerBankAccounts.customerId })
      .from(buyerBankAccounts)
      .where(eq(buyerBankAccounts.buyerEmail, buyerKey(invoice.buyerEmail))),
  );
  if (!account) return { ok: false, reason: "not-found" };
  const { customerId } = account;
  const transferId = `ccsbtxn_test_${randomBytes(12).toString("hex")}`;
  const outcome = await withDb((db) =>
    db.transaction(async (tx) => {
      await recordChange(tx, actor, {
        action: "bank-transfer.simulated",
        subjectType: "invoice",
        subjectId: invoice.id,
        after: { number: invoice.number, amount: formatCents(amountCents), transferId },
      });
      return receiveInTransaction(tx, { provider: "test", transferId, customerId, amountCents, currency: "usd" }, now);
    }),
  );
  return { ok: true, outcome };
}

/** The transfers of a buyer's account, for tests and the console: newest last. */
export function transfersOf(email: string) {
  return withDb((db) =>
    db
      .select()
      .from(bankTransfers)
      .where(eq(bankTransfers.buyerEmail, buyerKey(email)))
      .orderBy(asc(bankTransfers.createdAt)),
  );
}

/** The payments a transfer made, for tests and the console. */
export function paymentsOfTransfer(transferId: string) {
  return withDb((db) => db.select().from(payments).where(eq(payments.transferId, transferId)));
}

/** The provider's customer whose account has this number (the test provider's transfers are sent to a number). */
export async function customerOfAccountNumber(accountNumber: string): Promise<string | null> {
  const [row] = await withDb((db) =>
    db
      .select({ customerId: buyerBankAccounts.customerId })
      .from(buyerBankAccounts)
      .where(eq(buyerBankAccounts.accountNumber, accountNumber)),
  );
  return row?.customerId ?? null;
}
