/**
 * What the buyer does through their private link: open it (the owner hears
 * of the first time), accept it with a typed signature, decline it, or
 * answer with a purchase order (the card deposit is billing's). Acting as the buyer, the
 * activity log names the address the link was sent to. Every change locks
 * the request, then the proposal, in the order the owner's changes do, so an
 * acceptance racing a revision is decided by whichever locks first.
 */
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";

import { type proposalRefusals } from "#app/content/proposals/proposals";
import { scheduleInvoices } from "#app/domain/billing/schedule";
import { formatCents } from "#app/domain/common/money";
import { checkChoices, type ChoiceRefusal, chosenLines, hasChoices } from "#app/domain/proposals/choices";
import { allowsPurchaseOrder, OPEN_PROPOSAL_STATUSES } from "#app/domain/proposals/status";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { lockProposal } from "#app/server/billing/changes.server";
import { invoiceAcceptanceStage } from "#app/server/billing/stage-triggers.server";
import { byToken, linkToken } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { invoices, type ProposalRow, proposals, quoteRequests } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { type OwnerNoticeKind, proposalOwnerNotice } from "#app/server/email/proposal-templates.server";
import { createOrderUnits } from "#app/server/production/order-units.server";
import { announceRentalChange } from "#app/server/rentals/change-listeners.server";
import { bookAcceptedRental, isRentalUnavailable } from "#app/server/rentals/rental-acceptance.server";

import { chosenVersionOf, contentHashOf } from "./queries.server";

const buyerActor = (row: ProposalRow): Actor => ({ id: null, email: row.buyerEmail });

async function notifyOwner(
  tx: Transaction,
  row: ProposalRow,
  quoteReference: string,
  kind: OwnerNoticeKind,
  details: string[],
) {
  await enqueueEmail(tx, proposalOwnerNotice(row, quoteReference, kind, details));
}

/** Locks the request, then the sent version with this token; null for an unknown token or a draft. */
const lockByToken = (tx: Transaction, token: string) =>
  lockProposal(tx, and(byToken(proposals, token), sql`${proposals.status} <> 'draft'`) as SQL);

/** The first time the buyer opens the link: the proposal reads "viewed" and the owner is told. Later views change nothing. */
export async function recordFirstView(token: string, now = new Date()): Promise<boolean> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [viewed] = await tx
        .update(proposals)
        .set({
          status: sql`case when ${proposals.status} = 'sent' then 'viewed'::proposal_status else ${proposals.status} end`,
          viewedAt: now,
        })
        .where(
          and(byToken(proposals, token), isNull(proposals.viewedAt), inArray(proposals.status, OPEN_PROPOSAL_STATUSES)),
        )
        .returning();
      if (!viewed) return false;
      const [request] = await tx
        .select({ reference: quoteRequests.reference })
        .from(quoteRequests)
        .where(eq(quoteRequests.id, viewed.quoteRequestId));
      await recordChange(tx, buyerActor(viewed), {
        action: "proposal.viewed",
        subjectType: "proposal",
        subjectId: viewed.id,
      });
      await notifyOwner(tx, viewed, request?.reference ?? "", "viewed", ["They opened the link for the first time."]);
      return true;
    }),
  );
}

export type Refusal = keyof typeof proposalRefusals;

/** Why this version can no longer be answered, or null while it can. */
function refusalOf(row: ProposalRow, now: Date): Exclude<Refusal, "changed"> | null {
  switch (row.status) {
    case "accepted":
    case "declined":
    case "withdrawn":
    case "superseded":
    case "draft":
      return row.status;
    case "expired":
      return "expired";
    case "sent":
    case "viewed":
      return now.getTime() > row.expiresAt.getTime() ? "expired" : null;
  }
}

export interface Acceptance {
  name: string;
  /** The content hash of the page the buyer read; a different one means they read something else. */
  contentHash: string;
  client: string;
  userAgent: string;
  /** The offered lines the buyer chose (as posted, not yet checked); absent or empty when none were offered. */
  choices?: readonly number[] | null;
}

export type AcceptResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: Refusal }
  | { ok: false; reason: "choices"; refusal: ChoiceRefusal | { kind: "unpriced" } };

/**
 * Accepts a sent version, once: the typed name, the address the link was
 * sent to, the moment, the client and its user agent, and the hash of the
 * content shown. Accepting again changes nothing. A rental books its units in
 * the same transaction; a unit no longer free refuses it, with nothing written.
 */
export async function acceptProposal(token: string, acceptance: Acceptance, now = new Date()): Promise<AcceptResult> {
  try {
    const result = await acceptInTransaction(token, acceptance, now);
    if (result.ok && result.changed && result.rental) await announceRentalChange();
    return result.ok ? { ok: true, changed: result.changed } : result;
  } catch (error) {
    if (isRentalUnavailable(error)) return { ok: false, reason: "unavailable" };
    throw error;
  }
}

function acceptInTransaction(token: string, acceptance: Acceptance, now: Date) {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockByToken(tx, token);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { request, proposal } = locked;
      if (proposal.status === "accepted") return { ok: true, changed: false, rental: false } as const;
      const refusal = refusalOf(proposal, now);
      if (refusal) return { ok: false, reason: refusal } as const;
      // The choices must be ones this version offers; the acceptance covers exactly them.
      const offering = hasChoices(proposal.lines);
      const checked = offering ? checkChoices(proposal.lines, acceptance.choices ?? []) : null;
      if (checked && !checked.ok) return { ok: false, reason: "choices", refusal: checked.refusal } as const;
      if (!offering && (acceptance.choices?.length ?? 0) > 0)
        return { ok: false, reason: "choices", refusal: { kind: "not-offered" } } as const;
      const choices = checked?.ok ? checked.choices : null;
      // The page the buyer read carried the hash of what it showed with these choices; it must be what the version shows now.
      const shown = contentHashOf(proposal, request.reference, undefined, choices);
      if (!proposal.contentHash || acceptance.contentHash !== shown) return { ok: false, reason: "changed" } as const;
      const chosen = chosenVersionOf(proposal, choices);
      if (
        chosen.totals.totalCents > 0 &&
        scheduleInvoices(chosen.totals.totalCents, chosen.totals.taxCents, chosen.content.schedule).length === 0
      )
        return { ok: false, reason: "choices", refusal: { kind: "unpriced" } } as const;
      const [accepted] = await tx
        .update(proposals)
        .set({
          // With choices, the chosen lines' totals and homes replace the defaults' (the one change a sent version allows).
          ...(choices
            ? {
                acceptedChoices: choices,
                paymentSchedule: chosen.content.schedule,
                ...chosen.totals,
                totalCents: Math.max(0, chosen.totals.totalCents),
              }
            : {}),
          status: "accepted",
          acceptedAt: now,
          acceptedName: acceptance.name,
          acceptedEmail: proposal.buyerEmail,
          acceptedClient: acceptance.client.slice(0, 100),
          acceptedUserAgent: acceptance.userAgent.slice(0, 500),
          acceptedHash: shown,
          updatedAt: now,
        })
        .where(and(eq(proposals.id, proposal.id), inArray(proposals.status, OPEN_PROPOSAL_STATUSES)))
        .returning();
      if (!accepted) throw new Error("a locked open proposal could not be accepted");
      // Each home bought becomes a unit of the order, in the build queue from this moment; a rental books its units.
      const rental =
        accepted.kind === "rental"
          ? await bookAcceptedRental(tx, accepted, request.reference, buyerActor(accepted), now)
          : null;
      if (!rental) await createOrderUnits(tx, accepted, now);
      if (request.status !== "won") {
        await tx.update(quoteRequests).set({ status: "won", updatedAt: now }).where(eq(quoteRequests.id, request.id));
        await recordChange(tx, buyerActor(accepted), {
          action: "quote-request.status-changed",
          subjectType: "quote-request",
          subjectId: request.id,
          before: { status: request.status },
          after: { status: "won" },
        });
      }
      await recordChange(tx, buyerActor(accepted), {
        action: "proposal.accepted",
        subjectType: "proposal",
        subjectId: accepted.id,
        after: {
          name: acceptance.name,
          email: accepted.buyerEmail,
          client: acceptance.client,
          contentHash: shown,
          ...(choices ? { choices } : {}),
        },
      });
      await notifyOwner(tx, accepted, request.reference, "accepted", [
        `Signed “${acceptance.name}” for ${formatCents(accepted.totalCents)}.`,
        rental
          ? `${rental.bookings.length === 1 ? "1 unit is" : `${rental.bookings.length} units are`} booked; ${rental.invoices.map((invoice) => `${invoice.number} (${formatCents(invoice.amountCents)})`).join(" and ")} went to the renter.`
          : accepted.depositCents > 0
            ? `Deposit due: ${formatCents(accepted.depositCents)}.`
            : "No deposit is due.",
        ...(choices
          ? [
              `Chosen: ${
                chosenLines(accepted.lines, choices)
                  .filter((line) => line.offer)
                  .map((line) => line.description)
                  .join("; ") || "no options"
              }.`,
            ]
          : []),
      ]);
      return { ok: true, changed: true, rental: rental !== null } as const;
    }),
  );
}

export type DeclineResult =
  { ok: true; changed: boolean } | { ok: false; reason: "not-found" } | { ok: false; reason: Refusal };

export async function declineProposal(token: string, reason: string, now = new Date()): Promise<DeclineResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockByToken(tx, token);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { request, proposal } = locked;
      if (proposal.status === "declined") return { ok: true, changed: false } as const;
      const refusal = refusalOf(proposal, now);
      if (refusal) return { ok: false, reason: refusal } as const;
      const [declined] = await tx
        .update(proposals)
        .set({ status: "declined", declinedAt: now, declineReason: reason || null, updatedAt: now })
        .where(eq(proposals.id, proposal.id))
        .returning();
      if (!declined) throw new Error("a locked open proposal could not be declined");
      await recordChange(tx, buyerActor(declined), {
        action: "proposal.declined",
        subjectType: "proposal",
        subjectId: declined.id,
        after: { reason },
      });
      await notifyOwner(tx, declined, request.reference, "declined", [
        reason ? `Their reason: ${reason}` : "They gave no reason.",
      ]);
      return { ok: true, changed: true } as const;
    }),
  );
}

export type PurchaseOrderResult =
  | { ok: true; invoiceToken: string | null; number: string | null; created: boolean }
  | { ok: false; reason: "not-found" | "not-accepted" | "not-po" | "paid" };

/**
 * The buyer answers an accepted proposal with a purchase order: it is kept
 * with the proposal, every stage of the schedule is invoiced against it (net
 * 30), and the stage due on acceptance, if there is one, is invoiced at once
 * with the next number and emailed. Sending an answer again changes nothing.
 */
export async function answerWithPurchaseOrder(
  token: string,
  poNumber: string,
  now = new Date(),
): Promise<PurchaseOrderResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockByToken(tx, token);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { request, proposal } = locked;
      if (proposal.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
      if (!allowsPurchaseOrder(proposal.paymentTerms)) return { ok: false, reason: "not-po" } as const;
      if (proposal.depositPaidAt) return { ok: false, reason: "paid" } as const;
      const [earlier] = await tx
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.proposalId, proposal.id),
            eq(invoices.kind, "purchase-order"),
            sql`${invoices.status} <> 'void'`,
          ),
        )
        .orderBy(invoices.sequence)
        .limit(1);
      if (proposal.purchaseOrderNumber !== null || earlier)
        return {
          ok: true,
          invoiceToken: earlier ? linkToken("invoice", earlier.linkNonce) : null,
          number: earlier?.number ?? null,
          created: false,
        } as const;
      const [ordered] = await tx
        .update(proposals)
        .set({ purchaseOrderNumber: poNumber, updatedAt: now })
        .where(eq(proposals.id, proposal.id))
        .returning();
      if (!ordered) throw new Error("a locked accepted proposal could not take its purchase order");
      await recordChange(tx, buyerActor(ordered), {
        action: "proposal.purchase-order",
        subjectType: "proposal",
        subjectId: ordered.id,
        after: { poNumber },
      });
      const issued = await invoiceAcceptanceStage(tx, ordered, request.reference, buyerActor(ordered), now);
      const invoice = issued?.invoice ?? null;
      await notifyOwner(tx, ordered, request.reference, "purchase-order", [
        invoice
          ? `Purchase order ${poNumber}. Invoice ${invoice.number} for ${formatCents(invoice.amountCents)} is due ${dayLabel(invoice.dueOn)}.`
          : `Purchase order ${poNumber}. Each stage of the schedule is invoiced against it when it falls due.`,
      ]);
      return {
        ok: true,
        invoiceToken: invoice ? linkToken("invoice", invoice.linkNonce) : null,
        number: invoice?.number ?? null,
        created: true,
      } as const;
    }),
  );
}
