/**
 * What the console shows of proposals: the list (filtered by status, and as
 * a CSV), one proposal with its draft form or frozen content, what was paid
 * and what is left, and the proposals of one request.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, type SQL } from "drizzle-orm";

import { describeAction } from "#app/domain/audit/activity";
import { invoiceStanding } from "#app/domain/billing/invoices";
import { isPerUnit, scheduleLines, scheduleWhen, type StageTrigger } from "#app/domain/billing/schedule";
import { type CsvColumn, csvTable } from "#app/domain/console/csv";
import { BUILD_STAGE_LABELS, type BuildStage, isBuildStage } from "#app/domain/production/stages";
import type { PlannedInvoice } from "#app/domain/proposals/change-orders";
import { type DraftContent, draftFormValues } from "#app/domain/proposals/draft";
import { proposalReference } from "#app/domain/proposals/reference";
import { effectiveProposalStatus, type ProposalStatus } from "#app/domain/proposals/status";
import { decideProposalTax, type DraftRate } from "#app/domain/proposals/tax";
import { formatTaxRate } from "#app/domain/proposals/totals";
import type {
  ConsoleProposalView,
  DraftTaxView,
  ProposalListView,
  SchedulePanelView,
  StageWait,
} from "#app/domain/proposals/views";
import { TAX_BUYER_KINDS_BY_BUYER_TYPE, taxBuyerKind } from "#app/domain/tax/exemptions";
import type { RateSource } from "#app/domain/tax/rate-choice";
import { businessDay, formatBusinessDate, formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { listActivity } from "#app/server/audit/record.server";
import { plannedInvoices } from "#app/server/billing/contract-plan.server";
import { proposalMoney } from "#app/server/billing/queries.server";
import { linkToken } from "#app/server/config/private-links.server";
import { type Database, withDb } from "#app/server/db/client.server";
import {
  changeOrders,
  type InvoiceRow,
  invoices,
  orderUnits,
  orderUnitStages,
  type ProposalRow,
  proposals,
  quoteRequests,
} from "#app/server/db/schema.server";

import { deliveryRecordsOf } from "./delivery-records.server";
import { needsRate, type RateSettlement } from "./draft-rate.server";
import { draftContentOf, rateOf, totalsOf, treatmentOf, viewOf } from "./queries.server";

const RATE_SOURCE_LABELS: Record<RateSource, string> = {
  "dor-lookup": "DOR's address lookup",
  "quarterly-files": "DOR's quarterly rate files",
  "owner-choice": "your choice of location code",
};

const MATCH_LABELS: Record<DraftRate["match"], string> = {
  address: "matched to the address",
  "zip+4": "matched by ZIP+4",
  zip: "the only code for the ZIP",
  owner: "chosen from the list",
};

/** A draft's tax for the console: the rule's words, the rate it holds, and what is still to answer. */
export function draftTaxView(content: DraftContent, settled: RateSettlement, now: Date): DraftTaxView {
  const day = businessDay(now);
  const decision = decideProposalTax(content, day);
  const message = decision.outcome === "refused" ? decision.reason : decision.message;
  const missing =
    !content.rate && !settled.question && !settled.problem && needsRate(content, day)
      ? content.delivery.street === ""
        ? "No rate yet. A ZIP code can span several location codes, each with its own rate: enter the street address, and the rate follows from it."
        : "No rate yet: save the draft to look it up."
      : null;
  return {
    message,
    citations: decision.citations.map((citation) => ({ cite: citation.cite, url: citation.url })),
    rate: content.rate
      ? {
          code: content.rate.code,
          rate: formatTaxRate(content.rate.rateMilli),
          source: `${RATE_SOURCE_LABELS[content.rate.source]}, ${MATCH_LABELS[content.rate.match]}`,
          quarter: content.rate.quarter,
          address: content.rate.addressUsed,
        }
      : null,
    question: settled.question,
    problem: [settled.notice, settled.problem ?? missing].filter(Boolean).join(" ") || null,
  };
}

/** The rate a draft holds now, and the units its schedule is split over: undefined when there is no such proposal. */
export async function storedDraft(id: number): Promise<{ rate: DraftRate | null; units: number } | undefined> {
  const [row] = await withDb((db) => db.select().from(proposals).where(eq(proposals.id, id)));
  return row ? { rate: rateOf(row), units: row.paymentSchedule.units } : undefined;
}

/** Which proposals the list shows; "expired" means open ones whose day has passed. */
function statusWhere(status: ProposalStatus | null, now: Date): SQL | undefined {
  if (!status) return undefined;
  if (status === "expired")
    return and(inArray(proposals.status, ["sent", "viewed", "expired"]), lte(proposals.expiresAt, now));
  if (status === "sent" || status === "viewed") return and(eq(proposals.status, status), gt(proposals.expiresAt, now));
  return eq(proposals.status, status);
}

function listEntry(row: ProposalRow, quoteReference: string, now: Date): ProposalListView {
  return {
    id: row.id,
    reference: proposalReference(quoteReference, row.version),
    quoteReference,
    buyer: row.buyerName,
    organization: row.buyerOrganization,
    version: row.version,
    status: effectiveProposalStatus(row.status, row.expiresAt, now),
    totalCents: row.totalCents,
    depositCents: row.depositCents,
    created: formatBusinessDate(row.createdAt),
    sent: row.sentAt ? formatBusinessDate(row.sentAt) : null,
    validUntil: row.validUntil,
  };
}

/** Proposals on one page of the console's list. */
export const PROPOSALS_PAGE_SIZE = 50;
/** The CSV holds every matching proposal; this only bounds one download. */
const CSV_LIMIT = 10_000;

function selectProposals(status: ProposalStatus | null, before: number | undefined, limit: number, now: Date) {
  return withDb((db) =>
    db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(and(statusWhere(status, now), before === undefined ? undefined : lt(proposals.id, before)))
      // Ids grow with time: newest first, and a cursor that never skips or repeats a row.
      .orderBy(desc(proposals.id))
      .limit(limit),
  );
}

/** One page of proposals (newest first), or of those of one status, with the cursor of the next page. */
export async function listProposals(
  status: ProposalStatus | null,
  before?: number,
  now = new Date(),
): Promise<{ proposals: ProposalListView[]; older: number | null }> {
  const rows = await selectProposals(status, before, PROPOSALS_PAGE_SIZE + 1, now);
  const page = rows.slice(0, PROPOSALS_PAGE_SIZE);
  return {
    proposals: page.map((row) => listEntry(row.proposal, row.quoteReference, now)),
    older: rows.length > PROPOSALS_PAGE_SIZE ? (page.at(-1)?.proposal.id ?? null) : null,
  };
}

/** The proposals of one request, newest version first: for the request's page. */
export async function listProposalsForRequest(quoteRequestId: number, now = new Date()): Promise<ProposalListView[]> {
  const rows = await withDb((db) =>
    db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(eq(proposals.quoteRequestId, quoteRequestId))
      .orderBy(desc(proposals.version)),
  );
  return rows.map((row) => listEntry(row.proposal, row.quoteReference, now));
}

const money = (cents: number) => (cents / 100).toFixed(2);

const csvColumns: CsvColumn<ProposalListView>[] = [
  { header: "Proposal", value: (row) => row.reference },
  { header: "Request", value: (row) => row.quoteReference },
  { header: "Buyer", value: (row) => row.buyer },
  { header: "Organization", value: (row) => row.organization },
  { header: "Version", value: (row) => row.version },
  { header: "Status", value: (row) => row.status },
  { header: "Total (USD)", value: (row) => money(row.totalCents) },
  { header: "Deposit (USD)", value: (row) => money(row.depositCents) },
  { header: "Created", value: (row) => row.created },
  { header: "Sent", value: (row) => row.sent },
  { header: "Valid until", value: (row) => row.validUntil },
];

export async function proposalsCsv(status: ProposalStatus | null, now = new Date()): Promise<string> {
  const rows = await selectProposals(status, undefined, CSV_LIMIT, now);
  return csvTable(
    csvColumns,
    rows.map((row) => listEntry(row.proposal, row.quoteReference, now)),
  );
}

/** How far the order's homes are on the production board: each stage's count of homes that reached it, and those delivered. */
interface BoardProgress {
  units: number;
  reached: ReadonlyMap<BuildStage, number>;
  delivered: number;
}

async function boardProgress(db: Database, proposalId: number): Promise<BoardProgress> {
  const units = await db
    .select({ id: orderUnits.id, deliveredAt: orderUnits.deliveredAt })
    .from(orderUnits)
    .where(eq(orderUnits.proposalId, proposalId));
  const stages =
    units.length === 0
      ? []
      : await db
          .select({ stage: orderUnitStages.stage })
          .from(orderUnitStages)
          .where(
            inArray(
              orderUnitStages.orderUnitId,
              units.map((unit) => unit.id),
            ),
          );
  const reached = new Map<BuildStage, number>();
  for (const { stage } of stages) if (isBuildStage(stage)) reached.set(stage, (reached.get(stage) ?? 0) + 1);
  return { units: units.length, reached, delivered: units.filter((unit) => unit.deliveredAt !== null).length };
}

/**
 * A sent version's schedule beside what it has invoiced, stage by stage, and
 * what each stage still waits for: the production board is where the owner
 * marks the stages and records the deliveries that invoice them.
 */
function schedulePanel(
  row: ProposalRow,
  invoiceRows: readonly InvoiceRow[],
  board: BoardProgress,
  now: Date,
  changes: { plan: readonly PlannedInvoice[]; invoiceIds: ReadonlySet<number> },
): SchedulePanelView {
  const lines = scheduleLines(row.totalCents, row.taxCents, row.paymentSchedule);
  const today = businessDay(now);
  // A change order's own invoice (every stage invoiced before it) is not a bill outside the schedule.
  const billedOutside = invoiceRows.some(
    (invoice) => invoice.stage === null && invoice.status !== "void" && !changes.invoiceIds.has(invoice.id),
  );
  const accepted = row.status === "accepted";
  const running = accepted && !billedOutside;
  const units = row.paymentSchedule.units;
  return {
    note:
      accepted && billedOutside
        ? "This proposal was invoiced before it had a schedule: its invoices are listed with the proposal below."
        : null,
    stages: row.paymentSchedule.stages.map((stage, index) => {
      const own = invoiceRows.filter((invoice) => invoice.stage === index);
      // The deposit paid by card at acceptance is a payment on the proposal, not an invoice.
      const paidByCardOn =
        stage.trigger.kind === "acceptance" && row.depositPaidAt ? formatBusinessDate(row.depositPaidAt) : null;
      const done = paidByCardOn !== null || own.length >= (isPerUnit(stage) ? units : 1);
      return {
        index,
        name: stage.name,
        when: lines[index] ? scheduleWhen(lines[index]) : "",
        // As its accepted change orders left it (contract-plan.server.ts).
        amountCents: changes.plan.some((one) => one.stage === index)
          ? changes.plan.filter((one) => one.stage === index).reduce((sum, one) => sum + one.amountCents, 0)
          : (lines[index]?.amountCents ?? 0),
        invoices: own.map((invoice) => ({
          number: invoice.number,
          unit: invoice.unit,
          amountCents: invoice.amountCents,
          standing: invoiceStanding(invoice.status, invoice.dueOn, today),
          path: `/invoice/${linkToken("invoice", invoice.linkNonce)}`,
        })),
        paidByCardOn,
        waits: running && !done ? stageWait(stage.trigger, board, units) : null,
      };
    }),
  };
}

function stageWait(trigger: StageTrigger, board: BoardProgress, units: number): StageWait {
  switch (trigger.kind) {
    case "acceptance":
      return { kind: "acceptance" };
    case "build-stage":
      return {
        kind: "build-stage",
        label: BUILD_STAGE_LABELS[trigger.stage],
        reached: board.reached.get(trigger.stage) ?? 0,
        units,
      };
    case "each-delivery":
      return { kind: "each-delivery", delivered: board.delivered, units };
    case "date":
      return { kind: "date", dayLabel: dayLabel(trigger.day) };
  }
}

export async function getConsoleProposal(id: number, now = new Date()): Promise<ConsoleProposalView | null> {
  return withDb(async (db) => {
    const [found] = await db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(eq(proposals.id, id));
    if (!found) return null;
    const { proposal: row, quoteReference } = found;
    const [invoiceRows, history, records, board] = await Promise.all([
      db.select().from(invoices).where(eq(invoices.proposalId, id)).orderBy(asc(invoices.sequence)),
      listActivity(db, { subjectType: "proposal", subjectId: String(id), limit: 100 }),
      deliveryRecordsOf(db, id),
      boardProgress(db, id),
    ]);
    const content = draftContentOf(row);
    const buyer = taxBuyerKind(row.buyerType, null);
    const view =
      row.status === "draft"
        ? null
        : viewOf(row, quoteReference, invoiceRows, await proposalMoney(db, id, invoiceRows), null, now);
    return {
      id: row.id,
      rental: row.kind === "rental",
      quoteRequestId: row.quoteRequestId,
      quoteReference,
      reference: proposalReference(quoteReference, row.version),
      version: row.version,
      status: effectiveProposalStatus(row.status, row.expiresAt, now),
      buyerEmail: row.buyerEmail,
      token: linkToken("proposal", row.linkNonce),
      draft: row.status === "draft" ? draftFormValues(content) : null,
      draftTax:
        row.status === "draft"
          ? draftTaxView(content, { rate: content.rate, question: null, problem: null, notice: null }, now)
          : null,
      buyerKinds: {
        choices: TAX_BUYER_KINDS_BY_BUYER_TYPE[row.buyerType],
        question: buyer.decided ? null : buyer.question,
      },
      totals: totalsOf(content, treatmentOf(row)),
      // Received outside Washington: the delivery's record is kept with the order (WAC 458-20-193).
      deliveryRecords:
        row.status !== "draft" && row.deliveryState !== null && row.deliveryState !== "WA" ? records : null,
      deliveryState: row.deliveryState,
      view,
      signedFrom: row.acceptedAt ? { client: row.acceptedClient ?? "", userAgent: row.acceptedUserAgent ?? "" } : null,
      units: row.paymentSchedule.units,
      schedule:
        row.status === "draft"
          ? null
          : schedulePanel(row, invoiceRows, board, now, {
              plan: row.status === "accepted" ? await plannedInvoices(db, row) : [],
              invoiceIds: new Set(
                (
                  await db
                    .select({ id: changeOrders.invoiceId })
                    .from(changeOrders)
                    .where(and(eq(changeOrders.proposalId, id), isNotNull(changeOrders.invoiceId)))
                ).map((one) => one.id ?? 0),
              ),
            }),
      history: history.map((entry) => ({
        id: entry.id,
        when: formatBusinessDateTime(entry.createdAt),
        actorEmail: entry.actorEmail,
        action: describeAction(entry.action),
      })),
    };
  });
}
