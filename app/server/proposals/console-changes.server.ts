/**
 * What the owner does to proposals from the console: prepare a draft from a
 * request, save it, send it (freezing it as a version and emailing the
 * buyer), revise a sent version into the next draft, withdraw one. Each
 * change and its activity record share one transaction; every change locks
 * the request first, then its proposals, so concurrent presses queue up.
 */
import { and, desc, eq, inArray } from "drizzle-orm";

import { DEFAULT_PROPOSAL_TERMS } from "#app/content/proposals/proposals";
import { modelNames, optionNames } from "#app/content/quote-requests/quote";
import { defaultSchedule } from "#app/domain/billing/schedule";
import { formatCents } from "#app/domain/common/money";
import { homeCountOf } from "#app/domain/production/build-sheet";
import { choiceScheduleProblems, chosenLines, defaultChoices, offerProblems } from "#app/domain/proposals/choices";
import { type DraftContent, linesFromRequest, scheduleSendProblems, sendProblems } from "#app/domain/proposals/draft";
import { proposalReference } from "#app/domain/proposals/reference";
import { defaultPaymentTerms, OPEN_PROPOSAL_STATUSES } from "#app/domain/proposals/status";
import {
  chargedRateMilli,
  decideProposalTax,
  type DraftRate,
  type StoredTreatment,
  storedTreatment,
} from "#app/domain/proposals/tax";
import { defaultValidUntil, validUntilInstant } from "#app/domain/proposals/valid-until";
import type { HomeOption } from "#app/domain/quote-requests/rules";
import { taxBuyerKind } from "#app/domain/tax/exemptions";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { linkToken, newLink, proposalUrl } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { type ProposalRow, proposals, quoteRequests } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { proposalSentEmail } from "#app/server/email/proposal-templates.server";
import { MODEL_NAMES } from "#app/server/production/order-units.server";

import { settleDraftRate } from "./draft-rate.server";
import { contentHashOf, draftContentOf, totalsOf } from "./queries.server";

type QuoteRequestRow = typeof quoteRequests.$inferSelect;

const isOption = (value: string): value is HomeOption => value in optionNames;

/** A new draft's content, from the request. */
export function draftFromRequest(request: QuoteRequestRow, now: Date): DraftContent {
  return {
    lines: linesFromRequest({
      intent: request.intent,
      units: request.units,
      modelName: modelNames[request.model],
      optionNames: request.options.filter(isOption).map((option) => optionNames[option]),
      deliveryState: request.deliveryState,
      deliveryFeeCents: request.deliveryFeeCents,
      deliveryPlace:
        request.deliveryCity && request.deliveryState ? `${request.deliveryCity}, ${request.deliveryState}` : null,
      rentalDays: request.rentalDays,
    }),
    delivery: {
      street: request.deliveryStreet ?? "",
      city: request.deliveryCityName ?? request.deliveryCity ?? "",
      state: request.deliveryState ?? "",
      zip: request.zip,
    },
    taxBuyerKind: buyerKindOf(request.buyerType),
    claim: { kind: "none" },
    rate: null,
    schedule: defaultSchedule(request.buyerType, request.units),
    paymentTerms: defaultPaymentTerms(request.buyerType),
    validUntil: defaultValidUntil(now),
    terms: DEFAULT_PROPOSAL_TERMS,
  };
}

/** The buyer's kind for tax when the quote form's answer has one meaning; else the owner answers it. */
function buyerKindOf(buyerType: QuoteRequestRow["buyerType"]) {
  const answer = taxBuyerKind(buyerType, null);
  return answer.decided ? answer.kind : null;
}

/**
 * How a draft's tax is settled on `day`, by rule. The form refuses a claim the
 * rules refuse before anything is saved; should one reach here all the same,
 * the sale is taxed, the side that never leaves tax uncollected.
 */
export function treatmentOfContent(content: DraftContent, day: string): StoredTreatment {
  return (
    storedTreatment(decideProposalTax(content, day), content.claim) ?? {
      treatment: "taxable",
      flagged: false,
      evidence: null,
    }
  );
}

function rateColumns(rate: DraftRate | null) {
  return {
    taxLocationCode: rate?.code ?? null,
    taxRateMilli: rate?.rateMilli ?? null,
    taxStateRateMilli: rate?.stateRateMilli ?? null,
    taxLocalRateMilli: rate?.localRateMilli ?? null,
    taxRateSource: rate?.source ?? null,
    taxRateMatch: rate?.match ?? null,
    taxQuarter: rate?.quarter ?? null,
    taxAddressUsed: rate?.addressUsed ?? null,
  };
}

function contentColumns(draft: DraftContent, now: Date) {
  // Per-unit stages split over the homes the lines buy: the count the order's units are made from.
  // With choices offered, the homes of the lines chosen by default: the buyer's choice counts them again on accepting.
  const units = homeCountOf(chosenLines(draft.lines, defaultChoices(draft.lines)), MODEL_NAMES, draft.schedule.units);
  const content = { ...draft, schedule: { ...draft.schedule, units } };
  const treatment = treatmentOfContent(content, businessDay(now));
  const totals = totalsOf(content, treatment);
  const { delivery } = content;
  return {
    lines: content.lines,
    deliveryStreet: delivery.street || null,
    deliveryCityName: delivery.city || null,
    deliveryState: delivery.state || null,
    deliveryZip: delivery.zip || null,
    taxTreatment: treatment.treatment,
    taxBuyerKind: content.taxBuyerKind,
    taxEvidence: treatment.evidence,
    taxFlagged: treatment.flagged,
    // Only a taxed Washington sale keeps a rate.
    ...rateColumns(treatment.treatment === "taxable" ? content.rate : null),
    paymentSchedule: content.schedule,
    paymentTerms: content.paymentTerms,
    validUntil: content.validUntil,
    expiresAt: validUntilInstant(content.validUntil),
    terms: content.terms,
    subtotalCents: totals.subtotalCents,
    taxableCents: totals.taxableCents,
    taxCents: totals.taxCents,
    totalCents: Math.max(0, totals.totalCents),
    depositCents: totals.depositCents,
    depositTaxCents: totals.depositTaxCents,
  };
}

/** Locks the request and its proposals, newest version first. */
async function lockRequest(tx: Transaction, quoteRequestId: number) {
  const [request] = await tx.select().from(quoteRequests).where(eq(quoteRequests.id, quoteRequestId)).for("update");
  if (!request) return null;
  const versions = await tx
    .select()
    .from(proposals)
    .where(eq(proposals.quoteRequestId, quoteRequestId))
    .orderBy(desc(proposals.version))
    .for("update");
  return { request, versions };
}

async function requestIdOf(proposalId: number): Promise<number | null> {
  const [row] = await withDb((db) =>
    db.select({ quoteRequestId: proposals.quoteRequestId }).from(proposals).where(eq(proposals.id, proposalId)),
  );
  return row?.quoteRequestId ?? null;
}

/** Stores a draft version of the request with its activity record, in the caller's transaction (a rental turned into a purchase starts one too). */
export async function insertDraft(
  tx: Transaction,
  actor: Actor,
  request: QuoteRequestRow,
  version: number,
  content: DraftContent,
  from: ProposalRow | null,
) {
  const [draft] = await tx
    .insert(proposals)
    .values({
      quoteRequestId: request.id,
      version,
      status: "draft",
      ...newLink("proposal"),
      ...contentColumns(content, new Date()),
      buyerName: from?.buyerName ?? request.name,
      buyerEmail: from?.buyerEmail ?? request.email,
      buyerOrganization: from ? from.buyerOrganization : request.organization,
      buyerType: from?.buyerType ?? request.buyerType,
      // A revision of a rental stays a rental, with the same terms until the owner changes them.
      kind: from?.kind ?? "sale",
      rental: from?.rental ?? null,
      createdBy: actor.id,
    })
    .returning();
  if (!draft) throw new Error("the draft was not stored");
  await recordChange(tx, actor, {
    action: from ? "proposal.revised" : "proposal.drafted",
    subjectType: "proposal",
    subjectId: draft.id,
    after: { reference: proposalReference(request.reference, version), fromVersion: from?.version ?? null },
  });
  return draft;
}

export type DraftResult = { ok: true; id: number; created: boolean } | { ok: false; reason: "not-found" | "accepted" };

/**
 * Starts the request's proposal: its open draft if there is one, else the
 * next version — a copy of the newest sent one, or (the first time) lines
 * filled from the request.
 */
export async function prepareProposal(actor: Actor, quoteRequestId: number, now = new Date()): Promise<DraftResult> {
  const prepared = await prepareDraftRow(actor, quoteRequestId, now);
  if (prepared.ok && prepared.created) await decideNewDraftRate(actor, prepared.id, now);
  return prepared;
}

/**
 * A new draft starts with its address's rate when the data gives one answer:
 * a copied rate that still holds is kept; one from another quarter or for
 * another address is decided again, or left for the owner to choose.
 */
async function decideNewDraftRate(actor: Actor, proposalId: number, now: Date) {
  const [draft] = await withDb((db) => db.select().from(proposals).where(eq(proposals.id, proposalId)));
  if (!draft) return;
  const content = draftContentOf(draft);
  const settled = await settleDraftRate(content, content.rate, null, now);
  if (settled.rate === content.rate) return;
  await saveDraft(actor, proposalId, { ...content, rate: settled.rate }, now);
}

function prepareDraftRow(actor: Actor, quoteRequestId: number, now: Date): Promise<DraftResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockRequest(tx, quoteRequestId);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { request, versions } = locked;
      const draft = versions.find((row) => row.status === "draft");
      if (draft) return { ok: true, id: draft.id, created: false } as const;
      if (versions.some((row) => row.status === "accepted")) return { ok: false, reason: "accepted" } as const;
      const latest = versions[0] ?? null;
      const content = latest
        ? { ...draftContentOf(latest), validUntil: defaultValidUntil(now) }
        : draftFromRequest(request, now);
      const created = await insertDraft(tx, actor, request, (latest?.version ?? 0) + 1, content, latest);
      return { ok: true, id: created.id, created: true } as const;
    }),
  );
}

/** Revise a sent version: the next draft, copied from it (or the draft already open). */
export async function reviseProposal(actor: Actor, proposalId: number, now = new Date()): Promise<DraftResult> {
  const quoteRequestId = await requestIdOf(proposalId);
  if (quoteRequestId === null) return { ok: false, reason: "not-found" };
  return prepareProposal(actor, quoteRequestId, now);
}

export type SaveResult = { ok: true } | { ok: false; reason: "not-found" | "not-draft" };

/** Saves a draft as the owner left it. A version that was sent meanwhile is not touched. */
export async function saveDraft(
  actor: Actor,
  proposalId: number,
  content: DraftContent,
  now = new Date(),
): Promise<SaveResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .update(proposals)
        .set({ ...contentColumns(content, now), updatedAt: now })
        .where(and(eq(proposals.id, proposalId), eq(proposals.status, "draft")))
        .returning({
          id: proposals.id,
          totalCents: proposals.totalCents,
          version: proposals.version,
          taxTreatment: proposals.taxTreatment,
          taxLocationCode: proposals.taxLocationCode,
          taxRateMilli: proposals.taxRateMilli,
          taxRateSource: proposals.taxRateSource,
        });
      if (!saved) {
        const [exists] = await tx.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, proposalId));
        return { ok: false, reason: exists ? "not-draft" : "not-found" } as const;
      }
      await recordChange(tx, actor, {
        action: "proposal.draft-saved",
        subjectType: "proposal",
        subjectId: proposalId,
        after: {
          lines: content.lines.length,
          totalCents: saved.totalCents,
          taxTreatment: saved.taxTreatment,
          taxLocationCode: saved.taxLocationCode,
          taxRateMilli: saved.taxRateMilli,
          taxRateSource: saved.taxRateSource,
        },
      });
      return { ok: true } as const;
    }),
  );
}

export type SendResult =
  | { ok: true; reference: string; token: string }
  | { ok: false; reason: "not-found" | "not-draft" | "accepted" }
  | { ok: false; reason: "incomplete"; problems: string[] };

/**
 * Sends a draft: it becomes a frozen version (its content hash fixed), the
 * versions it replaces are superseded, the request turns "quoted", and the
 * buyer's email with the link is queued — all in one transaction. If the
 * buyer accepted an earlier version meanwhile, nothing is sent.
 */
export async function sendProposal(actor: Actor, proposalId: number, now = new Date()): Promise<SendResult> {
  const quoteRequestId = await requestIdOf(proposalId);
  if (quoteRequestId === null) return { ok: false, reason: "not-found" };
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockRequest(tx, quoteRequestId);
      const draft = locked?.versions.find((row) => row.id === proposalId);
      if (!locked || !draft) return { ok: false, reason: "not-found" } as const;
      if (draft.status !== "draft") return { ok: false, reason: "not-draft" } as const;
      const { request, versions } = locked;
      if (versions.some((row) => row.status === "accepted")) return { ok: false, reason: "accepted" } as const;
      const content = draftContentOf(draft);
      const problems = sendProblems(content, businessDay(now));
      const { totalCents } = totalsOf(content, treatmentOfContent(content, businessDay(now)));
      if (problems.length === 0 && totalCents <= 0) problems.push("The total must be more than $0.");
      if (problems.length === 0) problems.push(...scheduleSendProblems(content, totalCents));
      if (problems.length === 0) {
        const treatment = treatmentOfContent(content, businessDay(now));
        problems.push(
          ...offerProblems(content.lines),
          ...choiceScheduleProblems(
            content.lines,
            chargedRateMilli(treatment.treatment, content.rate),
            content.schedule,
            MODEL_NAMES,
          ),
        );
      }
      if (problems.length > 0) return { ok: false, reason: "incomplete", problems } as const;

      const replaced = versions.filter(
        (row) => row.id !== draft.id && ["sent", "viewed", "declined"].includes(row.status),
      );
      if (replaced.length > 0) {
        await tx
          .update(proposals)
          .set({ status: "superseded", supersededAt: now, updatedAt: now })
          .where(
            inArray(
              proposals.id,
              replaced.map((row) => row.id),
            ),
          );
      }
      const frozen = { ...draft, ...contentColumns(content, now) };
      const hash = contentHashOf(frozen, request.reference);
      const [sent] = await tx
        .update(proposals)
        .set({ ...contentColumns(content, now), status: "sent", sentAt: now, contentHash: hash, updatedAt: now })
        .where(and(eq(proposals.id, draft.id), eq(proposals.status, "draft")))
        .returning();
      if (!sent) throw new Error("the locked draft could not be sent");
      const reference = proposalReference(request.reference, sent.version);
      if (request.status === "new" || request.status === "contacted") {
        await tx
          .update(quoteRequests)
          .set({ status: "quoted", updatedAt: now })
          .where(eq(quoteRequests.id, request.id));
        await recordChange(tx, actor, {
          action: "quote-request.status-changed",
          subjectType: "quote-request",
          subjectId: request.id,
          before: { status: request.status },
          after: { status: "quoted" },
        });
      }
      await enqueueEmail(tx, {
        ...proposalSentEmail({
          to: sent.buyerEmail,
          name: sent.buyerName,
          reference,
          version: sent.version,
          totalCents: sent.totalCents,
          validUntilLabel: dayLabel(sent.validUntil),
          url: proposalUrl(linkToken("proposal", sent.linkNonce)),
        }),
        // The version as a PDF to file, drawn when the email leaves.
        attachments: [{ kind: "proposal-pdf", id: sent.id }],
      });
      await recordChange(tx, actor, {
        action: "proposal.sent",
        subjectType: "proposal",
        subjectId: sent.id,
        after: {
          reference,
          total: formatCents(sent.totalCents),
          contentHash: hash,
          superseded: replaced.map((row) => proposalReference(request.reference, row.version)),
        },
      });
      return { ok: true, reference, token: linkToken("proposal", sent.linkNonce) } as const;
    }),
  );
}

export type WithdrawResult = { ok: true } | { ok: false; reason: "not-found" | "not-open" };

/** Withdraws a sent (or viewed) version: its link then says so, and it can no longer be accepted. */
export async function withdrawProposal(actor: Actor, proposalId: number, now = new Date()): Promise<WithdrawResult> {
  const quoteRequestId = await requestIdOf(proposalId);
  if (quoteRequestId === null) return { ok: false, reason: "not-found" };
  return withDb((db) =>
    db.transaction(async (tx) => {
      await lockRequest(tx, quoteRequestId);
      const [withdrawn] = await tx
        .update(proposals)
        .set({ status: "withdrawn", withdrawnAt: now, updatedAt: now })
        .where(and(eq(proposals.id, proposalId), inArray(proposals.status, OPEN_PROPOSAL_STATUSES)))
        .returning({ id: proposals.id, version: proposals.version });
      if (!withdrawn) return { ok: false, reason: "not-open" } as const;
      await recordChange(tx, actor, {
        action: "proposal.withdrawn",
        subjectType: "proposal",
        subjectId: proposalId,
        after: { version: withdrawn.version, at: now.toISOString() },
      });
      return { ok: true } as const;
    }),
  );
}
