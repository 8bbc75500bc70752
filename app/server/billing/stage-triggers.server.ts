/**
 * A payment schedule's triggers: when one happens (the buyer answers with a
 * purchase order, every unit reaches a build stage on the production board,
 * a unit is delivered there, a stage's day comes), the stage's invoice is
 * issued and emailed, exactly once. The production board
 * (production/changes.server.ts) is the one place the build and deliveries
 * are recorded, so it is the one caller of the build and delivery triggers. The
 * proposal is locked first, so triggers fired together queue; the unique
 * index `invoices_stage_once` (proposal, stage, unit) refuses a second
 * invoice whatever path leads to it. The schedule and the amounts come from
 * the frozen version: each invoice asks for its stage's share of the total
 * and carries its share of the tax, to the cent (billing/schedule.ts).
 */
import { and, eq, isNull, ne, notExists, sql } from "drizzle-orm";

import { isPerUnit, type PaymentStage } from "#app/domain/billing/schedule";
import { formatCents } from "#app/domain/common/money";
import type { BuildStage } from "#app/domain/production/stages";
import { businessDay } from "#app/domain/time/business-time";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { changeOrders, type InvoiceRow, invoices, type ProposalRow, proposals } from "#app/server/db/schema.server";

import { issueInvoice } from "./changes.server";
import { plannedInvoices } from "./contract-plan.server";
import { lockProposal } from "./proposal-lock.server";

/** Who issues an invoice the schedule raises by itself (a stage's day). */
export const PAYMENT_SCHEDULE_ACTOR: Actor = { id: null, email: "payment schedule" };

export type StageRefusal =
  /** No such proposal. */
  | "not-found"
  /** Only an accepted proposal is invoiced by its schedule. */
  | "not-accepted"
  /** The schedule has no stage that this trigger raises (no such build stage, no per-unit stage, a unit out of range). */
  | "no-stage"
  /** It was invoiced before schedules, as a whole or a balance: its schedule raises nothing more. */
  | "billed-outside-schedule";

export interface IssuedStage {
  invoice: InvoiceRow;
  /** False when the stage was already invoiced: the same invoice, not a new one. */
  created: boolean;
}

export type StageResult = { ok: true; issued: IssuedStage[] } | { ok: false; reason: StageRefusal };

/** Locks the proposal and checks that its schedule may raise invoices. */
async function lockForStages(tx: Transaction, proposalId: number) {
  const locked = await lockProposal(tx, eq(proposals.id, proposalId));
  if (!locked) return { ok: false, reason: "not-found" } as const;
  const { proposal, request } = locked;
  if (proposal.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
  const [outside] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.proposalId, proposalId),
        isNull(invoices.stage),
        ne(invoices.status, "void"),
        // A change order's own invoice (every stage was invoiced before it) is not a bill outside the schedule.
        notExists(tx.select({ id: changeOrders.id }).from(changeOrders).where(eq(changeOrders.invoiceId, invoices.id))),
      ),
    )
    .limit(1);
  if (outside) return { ok: false, reason: "billed-outside-schedule" } as const;
  return { ok: true, proposal, quoteReference: request.reference } as const;
}

/**
 * Issues the invoice of one stage (and unit) of a locked, accepted proposal,
 * or finds the one issued before. Against the buyer's purchase order when
 * they sent one (net 30), else to pay by card or bank transfer (on receipt).
 */
async function issueStage(
  tx: Transaction,
  proposal: ProposalRow,
  quoteReference: string,
  stage: number,
  unit: number | null,
  actor: Actor,
  now: Date,
): Promise<IssuedStage> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.proposalId, proposal.id),
        eq(invoices.stage, stage),
        sql`coalesce(${invoices.unit}, 0) = ${unit ?? 0}`,
      ),
    )
    // The live invoice when the owner issued the stage again after voiding it.
    .orderBy(sql`${invoices.status} = 'void'`);
  // A stage voided by the owner stays so: its trigger firing again issues nothing (reissueVoidedStage may).
  if (existing) return { invoice: existing, created: false };
  // The schedule as its accepted change orders left it (contract-plan.server.ts).
  return { invoice: await issueStageInvoice(tx, proposal, quoteReference, stage, unit, actor, now), created: true };
}

/** Writes and emails a stage's invoice for its planned amount: the one place a schedule's invoice is made. */
async function issueStageInvoice(
  tx: Transaction,
  proposal: ProposalRow,
  quoteReference: string,
  stage: number,
  unit: number | null,
  actor: Actor,
  now: Date,
): Promise<InvoiceRow> {
  // The schedule as its accepted change orders left it (contract-plan.server.ts).
  const planned = (await plannedInvoices(tx, proposal)).find((one) => one.stage === stage && one.unit === unit);
  if (!planned) throw new RangeError(`proposal ${proposal.id} has no invoice for stage ${stage}, unit ${unit}`);
  return issueInvoice(
    {
      proposal,
      quoteReference,
      kind: proposal.purchaseOrderNumber ? "purchase-order" : "balance",
      amountCents: planned.amountCents,
      poNumber: proposal.purchaseOrderNumber,
      actor,
      now,
      scheduled: { stage, unit, taxCents: planned.taxCents },
    },
    tx,
  );
}

export type ReissueResult =
  | { ok: true; voided: string; invoice: InvoiceRow }
  | { ok: false; reason: StageRefusal | "not-void" | "not-a-stage" | "already-reissued" };

/**
 * The owner issues a voided stage's invoice again (voided by mistake, or to be
 * billed anew): a new number for the stage's planned amount, emailed, once.
 * Under the proposal's lock, and the partial unique index allows one live
 * invoice per stage and unit, so two presses make one invoice.
 */
export async function reissueVoidedStage(actor: Actor, invoiceId: number, now = new Date()): Promise<ReissueResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [voided] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
      if (!voided) return { ok: false, reason: "not-found" } as const;
      if (voided.stage === null) return { ok: false, reason: "not-a-stage" } as const;
      if (voided.status !== "void") return { ok: false, reason: "not-void" } as const;
      const ready = await lockForStages(tx, voided.proposalId);
      if (!ready.ok) return ready;
      const [live] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.proposalId, voided.proposalId),
            eq(invoices.stage, voided.stage),
            sql`coalesce(${invoices.unit}, 0) = ${voided.unit ?? 0}`,
            ne(invoices.status, "void"),
          ),
        );
      if (live) return { ok: false, reason: "already-reissued" } as const;
      const invoice = await issueStageInvoice(
        tx,
        ready.proposal,
        ready.quoteReference,
        voided.stage,
        voided.unit,
        actor,
        now,
      );
      await recordChange(tx, actor, {
        action: "invoice.reissued",
        subjectType: "invoice",
        subjectId: invoice.id,
        before: { voided: voided.number },
        after: { number: invoice.number, amount: formatCents(invoice.amountCents) },
      });
      return { ok: true, voided: voided.number, invoice } as const;
    }),
  );
}

/** Issues the invoices of the stages `pick` chooses (with their units), once each. */
async function issueStages(
  tx: Transaction,
  proposalId: number,
  pick: (stages: readonly PaymentStage[], units: number) => { stage: number; unit: number | null }[],
  actor: Actor,
  now: Date,
): Promise<StageResult> {
  const ready = await lockForStages(tx, proposalId);
  if (!ready.ok) return ready;
  const { proposal, quoteReference } = ready;
  const chosen = pick(proposal.paymentSchedule.stages, proposal.paymentSchedule.units);
  if (chosen.length === 0) return { ok: false, reason: "no-stage" };
  const issued: IssuedStage[] = [];
  for (const { stage, unit } of chosen) {
    issued.push(await issueStage(tx, proposal, quoteReference, stage, unit, actor, now));
  }
  return { ok: true, issued };
}

/** Every unit of the order has reached a build stage: every stage of its schedule triggered by it is invoiced. */
export function orderReachedBuildStage(
  tx: Transaction,
  proposalId: number,
  stage: BuildStage,
  actor: Actor = PAYMENT_SCHEDULE_ACTOR,
  now = new Date(),
): Promise<StageResult> {
  return issueStages(
    tx,
    proposalId,
    (stages) =>
      stages.flatMap((one, index) =>
        one.trigger.kind === "build-stage" && one.trigger.stage === stage ? [{ stage: index, unit: null }] : [],
      ),
    actor,
    now,
  );
}

/** Unit `unit` (from 1) of the order is delivered: its invoice of every per-unit stage is issued. */
export function unitDelivered(
  tx: Transaction,
  proposalId: number,
  unit: number,
  actor: Actor = PAYMENT_SCHEDULE_ACTOR,
  now = new Date(),
): Promise<StageResult> {
  return issueStages(
    tx,
    proposalId,
    (stages, units) =>
      Number.isInteger(unit) && unit >= 1 && unit <= units
        ? stages.flatMap((one, index) => (isPerUnit(one) ? [{ stage: index, unit }] : []))
        : [],
    actor,
    now,
  );
}

/**
 * The acceptance stage against the buyer's purchase order: invoiced at once,
 * in the transaction that records the order. Null when the schedule has no
 * acceptance stage (a city's per-unit order: its invoices follow the deliveries).
 */
export async function invoiceAcceptanceStage(
  tx: Transaction,
  proposal: ProposalRow,
  quoteReference: string,
  actor: Actor,
  now: Date,
): Promise<IssuedStage | null> {
  const stage = proposal.paymentSchedule.stages.findIndex((one) => one.trigger.kind === "acceptance");
  if (stage < 0) return null;
  return issueStage(tx, proposal, quoteReference, stage, null, actor, now);
}

/** A dated stage whose day has come and that is not invoiced yet. */
interface DueDatedStage {
  proposalId: number;
  stage: number;
}

/** Accepted proposals with a dated stage on or before `today` not yet invoiced. */
async function dueDatedStages(today: string): Promise<DueDatedStage[]> {
  const rows = await withDb((db) =>
    db.execute<{ proposal_id: string; stage: number }>(sql`
      select p.id as proposal_id, (s.ordinality - 1)::int as stage
      from ${proposals} p
      cross join lateral jsonb_array_elements(p.payment_schedule -> 'stages') with ordinality as s(value, ordinality)
      where p.status = 'accepted'
        and p.kind = 'sale' -- a rental bills by its own periods (rentals/rental-billing.server.ts)
        and s.value -> 'trigger' ->> 'kind' = 'date'
        and s.value -> 'trigger' ->> 'day' <= ${today}
        and not exists (
          select 1 from ${invoices} i where i.proposal_id = p.id and i.stage = s.ordinality - 1
        )
      order by p.id, s.ordinality`),
  );
  return rows.rows.map((row) => ({ proposalId: Number(row.proposal_id), stage: row.stage }));
}

export interface DatedRun {
  issued: number;
}

/**
 * Issues every dated stage whose day (Pacific) has come: run by the same
 * periodic job as the reminders. A stage whose day passed while the site was
 * down is issued once when it runs again; runs on several instances, or twice
 * at once, find the invoice issued and make no other (one transaction per
 * proposal, under its lock).
 */
export async function issueDatedStages(now = new Date()): Promise<DatedRun> {
  const today = businessDay(now);
  let issued = 0;
  for (const due of await dueDatedStages(today)) {
    const result = await withDb((db) =>
      db.transaction((tx) =>
        issueStages(
          tx,
          due.proposalId,
          (stages) => {
            const trigger = stages[due.stage]?.trigger;
            return trigger?.kind === "date" && trigger.day <= today ? [{ stage: due.stage, unit: null }] : [];
          },
          PAYMENT_SCHEDULE_ACTOR,
          now,
        ),
      ),
    );
    if (result.ok) issued += result.issued.filter((one) => one.created).length;
    else if (result.reason !== "billed-outside-schedule" && result.reason !== "not-accepted")
      console.error(
        `payment schedule: proposal ${due.proposalId} stage ${due.stage} was not issued (${result.reason})`,
      );
  }
  return { issued };
}
