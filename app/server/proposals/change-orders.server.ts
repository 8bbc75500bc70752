/**
 * Change orders (docs/decisions/0136): the owner drafts, sends and withdraws
 * them; the buyer opens, accepts or declines them on their own private link.
 * Every change locks the proposal first (request, then proposal, as every
 * other change to it does), then the change order, so an acceptance racing a
 * newer change order, a withdrawal or a second acceptance is decided by
 * whichever locks first, and the loser changes nothing. Accepting applies the
 * difference in the same transaction: the stages not yet invoiced are
 * recomputed, or, with every stage invoiced, the difference is invoiced or
 * credited on its own.
 */
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";

import { formatCents } from "#app/domain/common/money";
import {
  type ChangeOrderDraft,
  changeOrderNumber,
  changeOrderTotals,
  effectiveChangeOrderStatus,
  OPEN_CHANGE_ORDER_STATUSES,
} from "#app/domain/proposals/change-orders";
import { proposalReference } from "#app/domain/proposals/reference";
import { hasExpired, validUntilInstant } from "#app/domain/proposals/valid-until";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { issueInvoice } from "#app/server/billing/changes.server";
import { creditInvoice } from "#app/server/billing/credit-notes.server";
import { paidCentsByInvoice } from "#app/server/billing/ledger.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { getEnv } from "#app/server/config/env.server";
import { changeOrderUrl, linkToken, newLink, tokenHashOf } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import {
  type ChangeOrderRow,
  changeOrders,
  creditNotes,
  invoices,
  type ProposalRow,
  proposals,
} from "#app/server/db/schema.server";
import { changeOrderOwnerNotice, changeOrderSentEmail } from "#app/server/email/change-order-templates.server";
import { enqueueEmail } from "#app/server/email/outbox.server";

import { readChangeOrder } from "./change-order-documents.server";

const buyerActor = (proposal: ProposalRow): Actor => ({ id: null, email: proposal.buyerEmail });

/** The proposal's charged rate: a change is taxed as the proposal was. */
const rateOf = (proposal: ProposalRow) => (proposal.taxTreatment === "taxable" ? proposal.taxRateMilli : null);

/** Locks the change order's proposal (request first), then the change order; null when nothing matches. */
async function lockChangeOrder(tx: Transaction, which: SQL) {
  const [head] = await tx.select({ proposalId: changeOrders.proposalId }).from(changeOrders).where(which);
  if (!head) return null;
  const locked = await lockProposal(tx, eq(proposals.id, head.proposalId));
  if (!locked) return null;
  const [changeOrder] = await tx.select().from(changeOrders).where(which).for("update");
  if (!changeOrder) return null;
  return { ...locked, changeOrder };
}

export type DraftResult =
  { ok: true; id: number; number: string } | { ok: false; reason: "not-found" | "not-accepted" | "not-draft" };

/**
 * Saves a change order's draft: a new one takes the proposal's next number
 * (under the proposal's lock, so numbers run from 1 without gaps; a draft is
 * never deleted, only withdrawn), an existing draft is replaced.
 */
export async function saveChangeOrderDraft(
  actor: Actor,
  proposalId: number,
  draft: ChangeOrderDraft,
  changeOrderId: number | null,
  now = new Date(),
): Promise<DraftResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockProposal(tx, eq(proposals.id, proposalId));
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { proposal, request } = locked;
      if (proposal.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
      const rate = rateOf(proposal);
      const content = {
        lines: draft.lines,
        note: draft.note,
        taxRateMilli: rate,
        ...changeOrderTotals(draft.lines, rate),
        validUntil: draft.validUntil,
        expiresAt: validUntilInstant(draft.validUntil),
        updatedAt: now,
      };
      if (changeOrderId !== null) {
        const [existing] = await tx
          .select()
          .from(changeOrders)
          .where(and(eq(changeOrders.id, changeOrderId), eq(changeOrders.proposalId, proposalId)))
          .for("update");
        if (!existing) return { ok: false, reason: "not-found" } as const;
        if (existing.status !== "draft") return { ok: false, reason: "not-draft" } as const;
        await tx.update(changeOrders).set(content).where(eq(changeOrders.id, existing.id));
        await recordChange(tx, actor, {
          action: "change-order.saved",
          subjectType: "proposal",
          subjectId: proposalId,
          after: { number: existing.number, difference: formatCents(content.totalCents) },
        });
        return { ok: true, id: existing.id, number: existing.number } as const;
      }
      const [last] = await tx
        .select({ sequence: sql<number>`coalesce(max(${changeOrders.sequence}), 0)::int` })
        .from(changeOrders)
        .where(eq(changeOrders.proposalId, proposalId));
      const sequence = (last?.sequence ?? 0) + 1;
      const number = changeOrderNumber(proposalReference(request.reference, proposal.version), sequence);
      const [made] = await tx
        .insert(changeOrders)
        .values({ proposalId, sequence, number, ...newLink("change-order"), ...content, createdBy: actor.id })
        .returning({ id: changeOrders.id });
      if (!made) throw new Error("the change order was not stored");
      await recordChange(tx, actor, {
        action: "change-order.drafted",
        subjectType: "proposal",
        subjectId: proposalId,
        after: { number, difference: formatCents(content.totalCents) },
      });
      return { ok: true, id: made.id, number } as const;
    }),
  );
}

export type SendResult =
  | { ok: true; number: string; superseded: string[] }
  | { ok: false; reason: "not-found" | "not-accepted" | "not-draft" | "past" }
  | { ok: false; reason: "effect"; message: string };

/**
 * Sends a draft: frozen with the hash of what the buyer will read, emailed
 * with its link. An earlier change order still open is replaced by it (its
 * effect was worked out on a schedule this one moves), and can no longer be
 * accepted. A change whose effect cannot be applied is not sent.
 */
export async function sendChangeOrder(actor: Actor, changeOrderId: number, now = new Date()): Promise<SendResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockChangeOrder(tx, eq(changeOrders.id, changeOrderId));
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { proposal, request, changeOrder } = locked;
      if (changeOrder.status !== "draft") return { ok: false, reason: "not-draft" } as const;
      if (proposal.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
      if (hasExpired(changeOrder.validUntil, now)) return { ok: false, reason: "past" } as const;
      const reading = await readChangeOrder(tx, changeOrder, proposal, request.reference);
      if (reading.effect.kind === "refused") {
        return { ok: false, reason: "effect", message: reading.effect.problem } as const;
      }
      if (reading.effect.kind === "credit") {
        const allocations = await creditAllocations(tx, proposal.id, reading.effect.cents);
        if (!allocations) {
          return {
            ok: false,
            reason: "effect",
            message:
              "Every stage is invoiced and less has been paid on them than this takes off: record the payments, or void an unpaid invoice, first.",
          } as const;
        }
      }
      const open = await tx
        .update(changeOrders)
        .set({ status: "superseded", supersededAt: now, updatedAt: now })
        .where(
          and(
            eq(changeOrders.proposalId, proposal.id),
            ne(changeOrders.id, changeOrder.id),
            inArray(changeOrders.status, OPEN_CHANGE_ORDER_STATUSES),
          ),
        )
        .returning({ number: changeOrders.number });
      await tx
        .update(changeOrders)
        .set({ status: "sent", sentAt: now, contentHash: reading.contentHash, updatedAt: now })
        .where(eq(changeOrders.id, changeOrder.id));
      await recordChange(tx, actor, {
        action: "change-order.sent",
        subjectType: "proposal",
        subjectId: proposal.id,
        after: {
          number: changeOrder.number,
          difference: formatCents(changeOrder.totalCents),
          contentHash: reading.contentHash,
          ...(open.length > 0 ? { replaced: open.map((one) => one.number) } : {}),
        },
      });
      await enqueueEmail(
        tx,
        changeOrderSentEmail({
          to: proposal.buyerEmail,
          name: proposal.buyerName,
          number: changeOrder.number,
          proposalReference: reading.document.proposalReference,
          differenceCents: changeOrder.totalCents,
          contractAfterCents: reading.document.contractAfterCents,
          validUntilLabel: dayLabel(changeOrder.validUntil),
          url: changeOrderUrl(linkToken("change-order", changeOrder.linkNonce)),
        }),
      );
      return { ok: true, number: changeOrder.number, superseded: open.map((one) => one.number) } as const;
    }),
  );
}

export type WithdrawResult = { ok: true; number: string } | { ok: false; reason: "not-found" | "closed" };

/** Withdraws a draft or an open change order: its link stays, and says it can no longer be accepted. */
export async function withdrawChangeOrder(
  actor: Actor,
  changeOrderId: number,
  now = new Date(),
): Promise<WithdrawResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockChangeOrder(tx, eq(changeOrders.id, changeOrderId));
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { changeOrder, proposal } = locked;
      const status = effectiveChangeOrderStatus(changeOrder.status, changeOrder.expiresAt, now);
      if (status !== "draft" && status !== "sent" && status !== "viewed")
        return { ok: false, reason: "closed" } as const;
      await tx
        .update(changeOrders)
        .set({ status: "withdrawn", withdrawnAt: now, updatedAt: now })
        .where(eq(changeOrders.id, changeOrder.id));
      await recordChange(tx, actor, {
        action: "change-order.withdrawn",
        subjectType: "proposal",
        subjectId: proposal.id,
        before: { status: changeOrder.status },
        after: { number: changeOrder.number, status: "withdrawn" },
      });
      return { ok: true, number: changeOrder.number } as const;
    }),
  );
}

/**
 * Where a decrease is credited when every stage is invoiced: the latest
 * invoices first, each up to what it still asks, only those with money
 * received (an unpaid invoice is corrected by voiding it). Null when they
 * cannot take it all.
 */
async function creditAllocations(
  tx: Transaction,
  proposalId: number,
  cents: number,
): Promise<{ invoiceId: number; cents: number }[] | null> {
  const issued = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposalId), ne(invoices.status, "void")))
    .orderBy(sql`${invoices.sequence} desc`);
  const paid = await paidCentsByInvoice(
    tx,
    issued.map((one) => one.id),
  );
  const allocations: { invoiceId: number; cents: number }[] = [];
  let left = cents;
  for (const invoice of issued) {
    if (left === 0) break;
    if ((paid.get(invoice.id) ?? 0) === 0) continue;
    const take = Math.min(left, invoice.amountCents - invoice.creditedCents);
    if (take > 0) allocations.push({ invoiceId: invoice.id, cents: take });
    left -= take;
  }
  return left === 0 ? allocations : null;
}

export type ChangeOrderRefusal =
  "accepted" | "declined" | "withdrawn" | "superseded" | "draft" | "expired" | "changed" | "cannot-apply";

/** Why this change order can no longer be answered, or null while it can. */
function refusalOf(row: ChangeOrderRow, now: Date): Exclude<ChangeOrderRefusal, "changed" | "cannot-apply"> | null {
  const status = effectiveChangeOrderStatus(row.status, row.expiresAt, now);
  return status === "sent" || status === "viewed" ? null : status;
}

export interface ChangeOrderAcceptance {
  name: string;
  /** The hash of the page the buyer read. */
  contentHash: string;
  client: string;
  userAgent: string;
}

export type AnswerResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: ChangeOrderRefusal; message?: string };

const lockByToken = (tx: Transaction, token: string) =>
  lockChangeOrder(tx, and(eq(changeOrders.tokenHash, tokenHashOf(token)), ne(changeOrders.status, "draft")) as SQL);

const consoleUrl = (proposalId: number) => `${getEnv().PUBLIC_URL}/admin/proposals/${proposalId}/change-orders`;

/**
 * Accepts a change order, once: the typed name, the address it was sent to,
 * the moment, the client and the hash of what was shown, then its effect in
 * the same transaction. Accepting again changes nothing; an expired,
 * withdrawn, replaced or changed one is refused and nothing is written.
 */
export async function acceptChangeOrder(
  token: string,
  acceptance: ChangeOrderAcceptance,
  now = new Date(),
): Promise<AnswerResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockByToken(tx, token);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { proposal, request, changeOrder } = locked;
      if (changeOrder.status === "accepted") return { ok: true, changed: false } as const;
      const refusal = refusalOf(changeOrder, now);
      if (refusal) return { ok: false, reason: refusal } as const;
      const reading = await readChangeOrder(tx, changeOrder, proposal, request.reference);
      if (acceptance.contentHash !== reading.contentHash) return { ok: false, reason: "changed" } as const;
      const { effect } = reading;
      if (effect.kind === "refused") return { ok: false, reason: "cannot-apply", message: effect.problem } as const;
      const actor = buyerActor(proposal);
      let invoiceId: number | null = null;
      let creditNoteId: number | null = null;
      const billed: string[] = [];
      if (effect.kind === "invoice") {
        const invoice = await issueInvoice(
          {
            proposal,
            quoteReference: request.reference,
            kind: proposal.purchaseOrderNumber ? "purchase-order" : "balance",
            amountCents: effect.cents,
            poNumber: proposal.purchaseOrderNumber,
            actor,
            now,
            changeOrder: { id: changeOrder.id, taxCents: effect.taxCents },
          },
          tx,
        );
        invoiceId = invoice.id;
        billed.push(`Invoice ${invoice.number} for ${formatCents(invoice.amountCents)} is issued for the difference.`);
      } else if (effect.kind === "credit") {
        const allocations = await creditAllocations(tx, proposal.id, effect.cents);
        if (!allocations) {
          return {
            ok: false,
            reason: "cannot-apply",
            message: "Less has been paid than this change takes off, so it can't be credited yet.",
          } as const;
        }
        for (const allocation of allocations) {
          const credited = await creditInvoice(
            tx,
            actor,
            allocation.invoiceId,
            { amountCents: allocation.cents, reason: `Change order ${changeOrder.number}`, excessTo: "refund" },
            now,
          );
          // Checked just above under the same locks: a refusal here is a fault, and rolls everything back.
          if (!credited.ok) throw new Error(`change order ${changeOrder.number} could not be credited`);
          if (creditNoteId === null) {
            const [note] = await tx
              .select({ id: creditNotes.id })
              .from(creditNotes)
              .where(eq(creditNotes.number, credited.number));
            creditNoteId = note?.id ?? null;
          }
          billed.push(`Credit note ${credited.number} for ${formatCents(allocation.cents)}.`);
        }
      }
      const [accepted] = await tx
        .update(changeOrders)
        .set({
          status: "accepted",
          acceptedAt: now,
          acceptedName: acceptance.name,
          acceptedEmail: proposal.buyerEmail,
          acceptedClient: acceptance.client.slice(0, 100),
          acceptedUserAgent: acceptance.userAgent.slice(0, 500),
          acceptedHash: reading.contentHash,
          scheduleAfter: effect.kind === "schedule" ? effect.invoices : reading.plan,
          invoiceId,
          creditNoteId,
          updatedAt: now,
        })
        .where(and(eq(changeOrders.id, changeOrder.id), inArray(changeOrders.status, OPEN_CHANGE_ORDER_STATUSES)))
        .returning();
      if (!accepted) throw new Error("a locked open change order could not be accepted");
      await recordChange(tx, actor, {
        action: "change-order.accepted",
        subjectType: "proposal",
        subjectId: proposal.id,
        after: {
          number: accepted.number,
          name: acceptance.name,
          client: acceptance.client,
          contentHash: reading.contentHash,
          difference: formatCents(accepted.totalCents),
          contract: formatCents(reading.document.contractAfterCents),
        },
      });
      await enqueueEmail(
        tx,
        changeOrderOwnerNotice({
          number: accepted.number,
          buyerName: proposal.buyerName,
          answer: "accepted",
          details: [
            `Signed “${acceptance.name}”; the order is now ${formatCents(reading.document.contractAfterCents)}.`,
            ...billed,
          ],
          consoleUrl: consoleUrl(proposal.id),
        }),
      );
      return { ok: true, changed: true } as const;
    }),
  );
}

/** Declines an open change order, with the buyer's reason if they gave one. */
export async function declineChangeOrder(token: string, reason: string, now = new Date()): Promise<AnswerResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockByToken(tx, token);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { proposal, changeOrder } = locked;
      if (changeOrder.status === "declined") return { ok: true, changed: false } as const;
      const refusal = refusalOf(changeOrder, now);
      if (refusal) return { ok: false, reason: refusal } as const;
      await tx
        .update(changeOrders)
        .set({ status: "declined", declinedAt: now, declineReason: reason || null, updatedAt: now })
        .where(eq(changeOrders.id, changeOrder.id));
      await recordChange(tx, buyerActor(proposal), {
        action: "change-order.declined",
        subjectType: "proposal",
        subjectId: proposal.id,
        after: { number: changeOrder.number, reason },
      });
      await enqueueEmail(
        tx,
        changeOrderOwnerNotice({
          number: changeOrder.number,
          buyerName: proposal.buyerName,
          answer: "declined",
          details: [reason ? `Their reason: ${reason}` : "They gave no reason."],
          consoleUrl: consoleUrl(proposal.id),
        }),
      );
      return { ok: true, changed: true } as const;
    }),
  );
}

/** The first time the buyer opens the link, the change order reads "viewed". */
export async function recordChangeOrderView(token: string, now = new Date()): Promise<void> {
  await withDb((db) =>
    db
      .update(changeOrders)
      .set({ status: "viewed", viewedAt: now })
      .where(
        and(
          eq(changeOrders.tokenHash, tokenHashOf(token)),
          eq(changeOrders.status, "sent"),
          sql`${changeOrders.expiresAt} >= ${now}`,
        ),
      ),
  );
}
