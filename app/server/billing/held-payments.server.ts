/**
 * Money held for the owner (billing/ledger.server.ts holds it): the console's
 * list and the Overview's figure, the owner marking it refunded, or applying
 * it to an open invoice as a payment in the ledger, audited in the same transaction.
 */
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";

import { asksCents } from "#app/domain/billing/credit-notes";
import type { PaymentMethod } from "#app/domain/billing/invoices";
import { balanceCents, type HeldResolution } from "#app/domain/billing/ledger";
import type { HeldPaymentView } from "#app/domain/billing/views";
import { formatCents } from "#app/domain/common/money";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { type HeldPaymentRow, heldPayments, invoices, payments } from "#app/server/db/schema.server";

import { CREDIT_NOTE_PROVIDER } from "./credit-notes.server";
import { paidCentsByInvoice, receive } from "./ledger.server";

/** Waiting ones first (oldest first), then the last resolved ones, newest first. */
export async function listHeldPayments(): Promise<HeldPaymentView[]> {
  const rows = await withDb((db) =>
    db
      .select({ held: heldPayments, invoiceNumber: invoices.number })
      .from(heldPayments)
      .leftJoin(invoices, eq(invoices.id, heldPayments.invoiceId))
      .orderBy(
        asc(sql`case when ${heldPayments.resolution} is null then 0 else 1 end`),
        asc(sql`case when ${heldPayments.resolution} is null then ${heldPayments.receivedAt} end`),
        desc(heldPayments.resolvedAt),
      )
      .limit(200),
  );
  return rows.map(({ held, invoiceNumber }) => ({
    id: held.id,
    amountCents: held.amountCents,
    currency: held.currency,
    reason: held.reason,
    intentId: held.intentId,
    provider: held.provider,
    received: formatBusinessDateTime(held.receivedAt),
    madeFor:
      held.proposalId === null
        ? null
        : {
            label: invoiceNumber ? `Invoice ${invoiceNumber}` : `The deposit of proposal #${held.proposalId}`,
            to: `/admin/proposals/${held.proposalId}`,
          },
    resolution:
      held.resolution && held.resolvedAt
        ? { kind: held.resolution, note: held.resolutionNote, when: formatBusinessDateTime(held.resolvedAt) }
        : null,
  }));
}

/** How much money waits for the owner, and in how many payments (US dollars; other currencies are counted). */
export async function heldFigures(): Promise<{ count: number; amountCents: number }> {
  const [row] = await withDb((db) =>
    db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${heldPayments.amountCents}) filter (where ${heldPayments.currency} = 'usd'), 0)`,
      })
      .from(heldPayments)
      .where(isNull(heldPayments.resolution)),
  );
  return { count: row?.count ?? 0, amountCents: Number(row?.amount ?? 0) };
}

export type ResolveResult = { ok: true; changed: boolean } | { ok: false; reason: "not-found" };

/** Marks held money refunded or applied, once: marking it again changes nothing. */
export async function resolveHeldPayment(
  actor: Actor,
  id: number,
  resolution: { kind: HeldResolution; note: string },
  now = new Date(),
): Promise<ResolveResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [resolved] = await tx
        .update(heldPayments)
        .set({
          resolution: resolution.kind,
          resolutionNote: resolution.note || null,
          resolvedAt: now,
          resolvedBy: actor.id,
        })
        .where(and(eq(heldPayments.id, id), isNull(heldPayments.resolution)))
        .returning();
      if (!resolved) {
        const [current] = await tx.select({ id: heldPayments.id }).from(heldPayments).where(eq(heldPayments.id, id));
        return current ? ({ ok: true, changed: false } as const) : ({ ok: false, reason: "not-found" } as const);
      }
      await recordChange(tx, actor, {
        action: `payment.${resolution.kind}`,
        subjectType: "payment",
        subjectId: id,
        before: { resolution: null },
        after: {
          resolution: resolution.kind,
          note: resolution.note,
          amount: formatCents(resolved.amountCents),
          currency: resolved.currency,
          intentId: resolved.intentId,
        },
      });
      return { ok: true, changed: true } as const;
    }),
  );
}

export type ApplyHeldResult =
  | { ok: true; changed: boolean; number: string; paidInFull: boolean }
  | { ok: false; reason: "not-found" | "no-invoice" | "not-open" | "currency" }
  | { ok: false; reason: "amount"; message: string };

/** How held money reached the business, for its payment in the ledger. */
async function methodOfHeld(tx: Transaction, held: HeldPaymentRow): Promise<PaymentMethod> {
  if (held.intentId.startsWith("pi_")) return "card";
  if (held.provider === CREDIT_NOTE_PROVIDER && held.invoiceId !== null) {
    // Paid on another invoice beyond what a credit note left it asking for: it came as that invoice's money did.
    const [latest] = await tx
      .select({ method: payments.method })
      .from(payments)
      .where(eq(payments.invoiceId, held.invoiceId))
      .orderBy(desc(payments.id))
      .limit(1);
    if (latest) return latest.method;
  }
  return "bank-transfer";
}

/**
 * Applies held money to an open invoice (docs/decisions/0109): a payment in
 * the ledger, so the invoice's paid-to-date rises (and it turns paid when
 * covered), and the held money is settled as applied, naming the invoice;
 * exactly once, under both rows' locks, audited in the same transaction.
 * Money beyond what the invoice still asks for is refused, never half-applied.
 */
export async function applyHeldPayment(
  actor: Actor,
  heldId: number,
  invoiceNumber: string,
  note: string,
  now = new Date(),
): Promise<ApplyHeldResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [held] = await tx.select().from(heldPayments).where(eq(heldPayments.id, heldId)).for("update");
      if (!held) return { ok: false, reason: "not-found" } as const;
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.number, invoiceNumber)).for("update");
      if (held.resolution) return { ok: true, changed: false, number: invoiceNumber, paidInFull: false } as const;
      if (!invoice) return { ok: false, reason: "no-invoice" } as const;
      if (invoice.status !== "open") return { ok: false, reason: "not-open" } as const;
      if (held.currency !== "usd") return { ok: false, reason: "currency" } as const;
      const paid = (await paidCentsByInvoice(tx, [invoice.id])).get(invoice.id) ?? 0;
      const owed = balanceCents(asksCents(invoice), paid);
      if (held.amountCents > owed) {
        const message = `${invoice.number} still asks for ${formatCents(owed)}, less than the ${formatCents(held.amountCents)} held: refund it, or apply it to an invoice that asks for at least that.`;
        return { ok: false, reason: "amount", message } as const;
      }
      const paidInFull = await receive(tx, {
        proposalId: invoice.proposalId,
        target: "invoice",
        invoiceId: invoice.id,
        method: await methodOfHeld(tx, held),
        reference: `Held payment ${held.intentId}`.slice(0, 100),
        amountCents: held.amountCents,
        currency: "usd",
        receivedOn: businessDay(now),
        intentId: null,
        recordedBy: actor.id,
      });
      const resolutionNote = [`Applied to ${invoice.number}.`, note].filter(Boolean).join(" ");
      await tx
        .update(heldPayments)
        .set({ resolution: "applied", resolutionNote, resolvedAt: now, resolvedBy: actor.id })
        .where(eq(heldPayments.id, heldId));
      await recordChange(tx, actor, {
        action: "payment.applied",
        subjectType: "payment",
        subjectId: heldId,
        before: { resolution: null, invoicePaid: formatCents(paid) },
        after: {
          resolution: "applied",
          invoice: invoice.number,
          amount: formatCents(held.amountCents),
          balance: formatCents(owed - held.amountCents),
          note,
          intentId: held.intentId,
        },
      });
      return { ok: true, changed: true, number: invoice.number, paidInFull: paidInFull !== null } as const;
    }),
  );
}
