/**
 * Money received by card: a proposal's deposit and a balance invoice. Each
 * intent is made for the amount stored here, never one from the browser, and
 * recorded in the ledger (billing/ledger.server.ts), which settles whichever
 * of them succeeds, exactly once.
 */
import { and, eq, sql } from "drizzle-orm";

import { asksCents } from "#app/domain/billing/credit-notes";
import { payableByCard } from "#app/domain/billing/invoices";
import { balanceCents } from "#app/domain/billing/ledger";
import { allowsCard } from "#app/domain/proposals/status";
import { byToken } from "#app/server/config/private-links.server";
import { withDb } from "#app/server/db/client.server";
import { invoices, proposals } from "#app/server/db/schema.server";
import type { PaymentProvider } from "#app/server/payments/provider.server";

import { paidCentsByInvoice, recordIntent } from "./ledger.server";

export type DepositStart =
  | { ok: true; intentId: string; clientSecret: string; amountCents: number }
  | { ok: false; reason: "not-found" | "not-accepted" | "not-card" | "paid" | "nothing-due" };

/**
 * Starts (or resumes) the card deposit of an accepted proposal, for the
 * deposit of the stored version — never an amount from the browser. The key
 * is the proposal's, so the provider answers the same intent while it
 * remembers the key; a new one after (Stripe forgets keys after a day) is
 * recorded too, and either pays the deposit.
 */
export async function startDeposit(token: string, provider: PaymentProvider): Promise<DepositStart> {
  const [row] = await withDb((db) => db.select().from(proposals).where(byToken(proposals, token)));
  if (!row || row.status === "draft") return { ok: false, reason: "not-found" };
  if (row.status !== "accepted") return { ok: false, reason: "not-accepted" };
  if (!allowsCard(row.paymentTerms)) return { ok: false, reason: "not-card" };
  if (row.depositPaidAt) return { ok: false, reason: "paid" };
  if (row.purchaseOrderNumber) return { ok: false, reason: "not-card" };
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
  await recordIntent({
    id: intent.id,
    provider: provider.name,
    target: "deposit",
    proposalId: row.id,
    invoiceId: null,
    amountCents: intent.amountCents,
    currency: intent.currency,
  });
  return { ok: true, intentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents };
}

export type StartCardResult =
  | { ok: true; intentId: string; clientSecret: string; amountCents: number }
  | { ok: false; reason: "not-found" | "paid" | "not-card" };

/**
 * Starts (or resumes) paying an open invoice by card (any but a purchase order's), for what is
 * left of its stored amount (a part paid by check is not asked again): one
 * key per invoice and balance.
 */
export async function startInvoiceCardPayment(token: string, provider: PaymentProvider): Promise<StartCardResult> {
  const [invoice] = await withDb((db) => db.select().from(invoices).where(byToken(invoices, token)));
  if (!invoice || invoice.status === "void") return { ok: false, reason: "not-found" };
  if (invoice.status === "paid") return { ok: false, reason: "paid" };
  if (!payableByCard(invoice.kind)) return { ok: false, reason: "not-card" };
  const paid = (await withDb((db) => paidCentsByInvoice(db, [invoice.id]))).get(invoice.id) ?? 0;
  const owed = balanceCents(asksCents(invoice), paid);
  if (owed <= 0) return { ok: false, reason: "paid" };
  const intent = await provider.createIntent({
    amountCents: owed,
    currency: "usd",
    idempotencyKey: paid > 0 ? `invoice-${invoice.id}-balance-${owed}` : `invoice-${invoice.id}`,
    description: `Nestz invoice ${invoice.number}`,
    purpose: "invoice",
  });
  await recordIntent({
    id: intent.id,
    provider: provider.name,
    target: "invoice",
    proposalId: invoice.proposalId,
    invoiceId: invoice.id,
    amountCents: intent.amountCents,
    currency: intent.currency,
  });
  return { ok: true, intentId: intent.id, clientSecret: intent.clientSecret, amountCents: intent.amountCents };
}
