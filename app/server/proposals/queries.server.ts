/**
 * Reading proposals: a version as its buyer sees it (by its private token),
 * the fingerprint of that content, and a signed-in buyer's proposals.
 */
import { createHash } from "node:crypto";

import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";

import { scheduleLines } from "#app/domain/billing/schedule";
import {
  checkChoices,
  choiceOutcome,
  type Choices,
  chosenLines,
  defaultChoices,
  hasChoices,
  isChosen,
  sameChoices,
} from "#app/domain/proposals/choices";
import { canonicalText, proposalDocument, type StoredTotals } from "#app/domain/proposals/document";
import type { DraftContent } from "#app/domain/proposals/draft";
import { proposalReference } from "#app/domain/proposals/reference";
import { effectiveProposalStatus } from "#app/domain/proposals/status";
import {
  chargedRateMilli,
  claimOf,
  deliveryLine,
  type DraftRate,
  type StoredTreatment,
  taxLineLabel,
} from "#app/domain/proposals/tax";
import { formatTaxRate, proposalTotals } from "#app/domain/proposals/totals";
import type { AccountProposalView, ProposalLineView, ProposalTaxView, ProposalView } from "#app/domain/proposals/views";
import { businessDay, formatBusinessDate, formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { invoiceSummary, type ProposalMoney, proposalMoney } from "#app/server/billing/queries.server";
import { getEnv, getPublicConfig } from "#app/server/config/env.server";
import { byToken, linkToken } from "#app/server/config/private-links.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import { type InvoiceRow, invoices, type ProposalRow, proposals, quoteRequests } from "#app/server/db/schema.server";
import type { ResolvedAttachment } from "#app/server/email/attachments.server";
import { proposalPdf } from "#app/server/pdf/proposal.server";
import { MODEL_NAMES } from "#app/server/production/order-units.server";

export function draftContentOf(row: ProposalRow): DraftContent {
  return {
    lines: row.lines,
    delivery: {
      street: row.deliveryStreet ?? "",
      city: row.deliveryCityName ?? "",
      state: row.deliveryState ?? "",
      zip: row.deliveryZip ?? "",
    },
    taxBuyerKind: row.taxBuyerKind,
    claim: claimOf(row.taxTreatment, row.taxEvidence),
    rate: rateOf(row),
    schedule: row.paymentSchedule,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
    terms: row.terms,
  };
}

/** The rate a row keeps, when one was decided. */
export function rateOf(row: ProposalRow): DraftRate | null {
  const { taxLocationCode: code, taxRateMilli: rateMilli, taxRateSource: source, taxQuarter: quarter } = row;
  if (code === null || rateMilli === null || source === null || quarter === null) return null;
  return {
    code,
    rateMilli,
    stateRateMilli: row.taxStateRateMilli,
    localRateMilli: row.taxLocalRateMilli,
    source,
    match: row.taxRateMatch ?? "owner",
    quarter,
    addressUsed: row.taxAddressUsed ?? "",
  };
}

/** How a row's tax was settled. */
export function treatmentOf(row: ProposalRow): StoredTreatment {
  return { treatment: row.taxTreatment, flagged: row.taxFlagged, evidence: row.taxEvidence };
}

/**
 * Totals of a draft or version under its treatment (an open price counts as nothing until it is set):
 * of its lines chosen by default, the ones the buyer sees first.
 */
export function totalsOf(content: DraftContent, treatment: StoredTreatment) {
  const lines = chosenLines(content.lines, defaultChoices(content.lines)).map((line) => ({
    ...line,
    unitPriceCents: line.unitPriceCents ?? 0,
  }));
  return proposalTotals(lines, chargedRateMilli(treatment.treatment, content.rate), content.schedule);
}

/** A version under a set of choices: its content (the schedule split over the chosen homes) and totals. */
export interface ChosenVersion {
  /** The offered lines chosen; empty when nothing is offered. */
  choices: number[];
  content: DraftContent;
  totals: StoredTotals;
}

/**
 * A version as the buyer sees it with these choices (already checked): once
 * accepted, always the accepted ones; before, the picks given, else the
 * defaults. The stored totals are those of the accepted choices, or of the
 * defaults until then; other picks are priced by the same rules.
 */
export function chosenVersionOf(row: ProposalRow, picks: Choices | null = null): ChosenVersion {
  const content = draftContentOf(row);
  const stored = storedTotalsOf(row);
  if (!hasChoices(row.lines)) return { choices: [], content, totals: stored };
  const current = row.acceptedChoices ?? defaultChoices(row.lines);
  const choices = row.acceptedChoices ?? picks ?? current;
  if (sameChoices(choices, current)) return { choices: [...current], content, totals: stored };
  const outcome = choiceOutcome(
    row.lines,
    choices,
    chargedRateMilli(row.taxTreatment, rateOf(row)),
    row.paymentSchedule,
    MODEL_NAMES,
  );
  const { subtotalCents, taxableCents, taxCents, totalCents, depositCents, depositTaxCents } = outcome.totals;
  return {
    choices: [...choices],
    content: { ...content, schedule: outcome.schedule },
    totals: { subtotalCents, taxableCents, taxCents, totalCents, depositCents, depositTaxCents },
  };
}

/**
 * The SHA-256 (hex) of exactly what the buyer is shown of a version: its
 * stored content, tax treatment and totals, and the seller's legal name as
 * the page shows it now. The page carries it; an acceptance must carry the same.
 */
export function contentHashOf(
  row: ProposalRow,
  quoteReference: string,
  sellerLegalName: string = getEnv().COMPANY_LEGAL_NAME,
  picks: Choices | null = null,
): string {
  return hashOfChosen(row, quoteReference, sellerLegalName, chosenVersionOf(row, picks));
}

function hashOfChosen(row: ProposalRow, quoteReference: string, sellerLegalName: string, chosen: ChosenVersion) {
  const document = proposalDocument({
    sellerLegalName,
    reference: proposalReference(quoteReference, row.version),
    version: row.version,
    buyer: { name: row.buyerName, organization: row.buyerOrganization, email: row.buyerEmail },
    content: chosen.content,
    treatment: treatmentOf(row),
    totals: chosen.totals,
    ...(hasChoices(row.lines) ? { choices: chosen.choices } : {}),
  });
  return createHash("sha256").update(canonicalText(document)).digest("hex");
}

/** The totals a version was sent with, as stored: what the buyer was shown, never recomputed. */
export function storedTotalsOf(row: ProposalRow): StoredTotals {
  return {
    subtotalCents: row.subtotalCents,
    taxableCents: row.taxableCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    depositTaxCents: row.depositTaxCents,
  };
}

/** The tax as the buyer's page and PDF show it. */
export function taxViewOf(row: ProposalRow, taxCents: number): ProposalTaxView {
  const rate = rateOf(row);
  const charged = row.taxTreatment === "taxable";
  return {
    charged,
    label: taxLineLabel(row.taxTreatment, charged ? rate : null, row.taxEvidence, formatTaxRate),
    cents: charged ? taxCents : 0,
    locationCode: charged ? (rate?.code ?? null) : null,
    rate: charged && rate ? formatTaxRate(rate.rateMilli) : null,
  };
}

export interface ProposalWithRequest {
  proposal: ProposalRow;
  quoteReference: string;
}

/** A sent version by its token (never a draft); null for an unknown token. */
export function findProposalByToken(token: string, tx?: Transaction): Promise<ProposalWithRequest | null> {
  return findSentProposal(byToken(proposals, token), tx);
}

async function findSentProposal(which: SQL, tx?: Transaction): Promise<ProposalWithRequest | null> {
  const read = async (db: Database | Transaction) => {
    const [row] = await db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(and(which, ne(proposals.status, "draft")))
      .limit(1);
    return row ?? null;
  };
  return tx ? read(tx) : withDb(read);
}

/** A sent version as its buyer's page shows it, by id: for the PDF its email attaches. */
export function proposalViewById(id: number, now = new Date()): Promise<ProposalView | null> {
  return proposalView(eq(proposals.id, id), now);
}

/** The outbox's resolver for `{ kind: "proposal-pdf", id }`: the version as its PDF, drawn from what its buyer's page shows when the email leaves. */
export async function proposalPdfAttachment(id: number): Promise<ResolvedAttachment | null> {
  const proposal = await proposalViewById(id);
  if (!proposal) return null;
  const file = await proposalPdf(proposal, getPublicConfig());
  return { filename: `Nestz proposal ${proposal.reference}.pdf`, contentType: "application/pdf", content: file.body };
}

/** The buyer's page of one version, built from the stored, frozen row, with the choices the buyer is trying (unchecked). */
export function proposalViewByToken(
  token: string,
  now = new Date(),
  picks: Choices | null | "unreadable" = null,
): Promise<ProposalView | null> {
  return proposalView(byToken(proposals, token), now, picks);
}

/** Picks checked against what a version offers: refused picks show the defaults, with the reason. */
function checkedPicks(row: ProposalRow, picks: Choices | null | "unreadable") {
  if (picks === null || row.acceptedChoices || !hasChoices(row.lines)) return { choices: null, refusal: null };
  const checked = checkChoices(row.lines, picks === "unreadable" ? [-1] : picks);
  return checked.ok ? { choices: checked.choices, refusal: null } : { choices: null, refusal: checked.refusal };
}

async function proposalView(
  which: SQL,
  now: Date,
  picks: Choices | null | "unreadable" = null,
): Promise<ProposalView | null> {
  const found = await findSentProposal(which);
  if (!found) return null;
  const { proposal: row, quoteReference } = found;
  const [invoiceRows, newer] = await withDb((db) =>
    Promise.all([
      db.select().from(invoices).where(eq(invoices.proposalId, row.id)).orderBy(asc(invoices.sequence)),
      row.status === "superseded"
        ? db
            .select({ version: proposals.version })
            .from(proposals)
            .where(and(eq(proposals.quoteRequestId, row.quoteRequestId), ne(proposals.status, "draft")))
            .orderBy(desc(proposals.version))
            .limit(1)
        : Promise.resolve([]),
    ]),
  );
  const money = await withDb((db) => proposalMoney(db, row.id, invoiceRows));
  const { choices, refusal } = checkedPicks(row, picks);
  const view = viewOf(
    row,
    quoteReference,
    invoiceRows,
    money,
    newer[0] ? proposalReference(quoteReference, newer[0].version) : null,
    now,
    choices,
  );
  return refusal ? { ...view, choiceRefusal: refusal } : view;
}

export function viewOf(
  row: ProposalRow,
  quoteReference: string,
  invoiceRows: readonly InvoiceRow[],
  money: ProposalMoney,
  replacedBy: string | null,
  now: Date,
  picks: Choices | null = null,
): ProposalView {
  const env = getEnv();
  const chosen = chosenVersionOf(row, picks);
  const { content, totals } = chosen;
  const offering = hasChoices(content.lines);
  const lines: ProposalLineView[] = content.lines.map((line, index) => {
    const unitPriceCents = line.unitPriceCents ?? 0;
    return {
      description: line.description,
      quantity: line.quantity,
      unitPriceCents,
      totalCents: unitPriceCents * line.quantity,
      ...(line.offer
        ? {
            choice: {
              kind: line.offer.kind,
              group: line.offer.kind === "alternative" ? line.offer.group : null,
              chosen: isChosen(content.lines, chosen.choices, index),
            },
          }
        : {}),
    };
  });
  const { paidCents } = money;
  const owedCents = totals.totalCents + money.changesCents - money.creditedCents;
  const today = businessDay(now);
  return {
    reference: proposalReference(quoteReference, row.version),
    quoteReference,
    version: row.version,
    status: effectiveProposalStatus(row.status, row.expiresAt, now),
    business: { name: env.COMPANY_LEGAL_NAME, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    buyer: { name: row.buyerName, organization: row.buyerOrganization, email: row.buyerEmail },
    lines,
    delivery: deliveryLine(content.delivery),
    subtotalCents: totals.subtotalCents,
    tax: taxViewOf(row, totals.taxCents),
    totalCents: totals.totalCents,
    schedule: scheduleLines(totals.totalCents, totals.taxCents, content.schedule),
    depositCents: totals.depositCents,
    purchaseOrderNumber: row.purchaseOrderNumber,
    paymentTerms: row.paymentTerms,
    validUntil: row.validUntil,
    validUntilLabel: dayLabel(row.validUntil),
    terms: row.terms,
    contentHash: hashOfChosen(row, quoteReference, env.COMPANY_LEGAL_NAME, chosen),
    sentOn: row.sentAt ? formatBusinessDate(row.sentAt) : "",
    acceptance:
      row.acceptedAt && row.acceptedName && row.acceptedEmail
        ? {
            name: row.acceptedName,
            email: row.acceptedEmail,
            at: row.acceptedAt.toISOString(),
            when: `${formatBusinessDateTime(row.acceptedAt)} Pacific`,
            version: row.version,
            hash: row.acceptedHash ?? "",
          }
        : null,
    declined: row.declinedAt ? { when: formatBusinessDateTime(row.declinedAt), reason: row.declineReason ?? "" } : null,
    deposit: {
      paid: row.depositPaidAt !== null,
      paidWhen: row.depositPaidAt ? formatBusinessDateTime(row.depositPaidAt) : null,
    },
    paidCents,
    owedCents,
    remainingCents: Math.max(0, owedCents - paidCents),
    invoices: invoiceRows.map((invoice) => invoiceSummary(invoice, today)),
    replacedBy,
    choices: offering ? chosen.choices : null,
  };
}

/**
 * A signed-in buyer's sent proposals, newest first: those of requests they
 * sent while signed in, and, once their address is proven, those sent to it.
 * (An unproven address alone opens nothing: anyone can sign up with any address.)
 */
export async function listProposalsForAccount(
  account: { userId: string; email: string; emailVerified: boolean },
  now = new Date(),
): Promise<AccountProposalView[]> {
  const mine = account.emailVerified
    ? or(
        eq(quoteRequests.userId, account.userId),
        sql`lower(${proposals.buyerEmail}) = ${account.email.trim().toLowerCase()}`,
      )
    : eq(quoteRequests.userId, account.userId);
  const rows = await withDb((db) =>
    db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(and(mine, inArray(proposals.status, ["sent", "viewed", "accepted", "declined", "expired"])))
      .orderBy(desc(proposals.sentAt))
      .limit(50),
  );
  return rows.map(({ proposal, quoteReference }) => ({
    reference: proposalReference(quoteReference, proposal.version),
    status: effectiveProposalStatus(proposal.status, proposal.expiresAt, now),
    totalCents: proposal.totalCents,
    validUntil: dayLabel(proposal.validUntil),
    token: linkToken("proposal", proposal.linkNonce),
  }));
}
