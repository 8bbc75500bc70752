/**
 * The owner's changes to the build and the delivery calendar: the weekly
 * rate, a stage reached, a day's truck capacity, a delivery moved, a delivery
 * made. Each is one transaction with its audit entry and the buyer's email.
 * Changes to one order lock its proposal first (request, then proposal, as
 * every other change does), so two marks of one order take turns and the
 * last unit to reach a stage is the one that tells billing.
 */
import { asc, eq, inArray } from "drizzle-orm";

import { capacityProblem, openableDay } from "#app/domain/production/delivery-calendar";
import {
  BUILD_STAGE_LABELS,
  type BuildStage,
  everyUnitReached,
  isBuildStage,
  stageRefusal,
} from "#app/domain/production/stages";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { orderReachedBuildStage, type StageResult, unitDelivered } from "#app/server/billing/stage-triggers.server";
import { getEnv } from "#app/server/config/env.server";
import { linkToken, proposalUrl } from "#app/server/config/private-links.server";
import { type Transaction, withDb } from "#app/server/db/client.server";
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from "#app/server/db/pg-errors.server";
import {
  buildSettings,
  deliveryBookings,
  deliveryDays,
  deliveryRecords,
  orderUnits,
  orderUnitStages,
  proposals,
} from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { deliveryMovedEmail } from "#app/server/email/production-templates.server";
import type { PreparedPhoto } from "#app/server/photos/pipeline.server";

import { tellBuyerOfStage } from "./stage-emails.server";
import { storeUnitPhotos } from "./unit-photos.server";

/** A day's booked count would pass its capacity: the database's rule, said in words. */
export const isDayFull = (error: unknown) => {
  const found = pgErrorOf(error);
  return found?.code === PG_CHECK_VIOLATION && found.constraint === "delivery_days_within_capacity";
};

export const unitLabelOf = (unit: number, of: number) => (of === 1 ? "Your home" : `Home ${unit} of ${of}`);

/** Sets the homes finished a week; every expected month follows at once. */
export async function setWeeklyRate(actor: Actor, weeklyRate: number): Promise<{ changed: boolean }> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(buildSettings).where(eq(buildSettings.id, 1)).for("update");
      if (before?.weeklyRate === weeklyRate) return { changed: false };
      await tx
        .insert(buildSettings)
        .values({ id: 1, weeklyRate })
        .onConflictDoUpdate({ target: buildSettings.id, set: { weeklyRate, updatedAt: new Date() } });
      await recordChange(tx, actor, {
        action: "production.weekly-rate-set",
        subjectType: "production",
        subjectId: "build-rate",
        before: { weeklyRate: before?.weeklyRate ?? 0 },
        after: { weeklyRate },
      });
      return { changed: true };
    }),
  );
}

/** A second delivery record for one home: the database's rule, said in words. */
const isUnitRecorded = (error: unknown) => {
  const found = pgErrorOf(error);
  return found?.code === PG_UNIQUE_VIOLATION && found.constraint === "delivery_records_unit_unique";
};

/** The unit, its order locked; null when there is no such unit. */
export async function lockUnit(tx: Transaction, orderUnitId: number) {
  const [head] = await tx.select().from(orderUnits).where(eq(orderUnits.id, orderUnitId));
  if (!head) return null;
  const locked = await lockProposal(tx, eq(proposals.id, head.proposalId));
  if (!locked) return null;
  const units = await tx
    .select()
    .from(orderUnits)
    .where(eq(orderUnits.proposalId, head.proposalId))
    .orderBy(asc(orderUnits.unit));
  const unit = units.find((row) => row.id === orderUnitId);
  if (!unit) return null;
  return { ...locked, unit, units, reference: proposalReference(locked.request.reference, locked.proposal.version) };
}

async function stagesOf(tx: Transaction, orderUnitIds: readonly number[]) {
  const rows = await tx
    .select({ id: orderUnitStages.orderUnitId, stage: orderUnitStages.stage })
    .from(orderUnitStages)
    .where(inArray(orderUnitStages.orderUnitId, [...orderUnitIds]));
  return orderUnitIds.map((id) =>
    rows
      .filter((row) => row.id === id)
      .map((row) => row.stage)
      .filter(isBuildStage),
  );
}

export type MarkStageResult =
  | {
      ok: true;
      label: string;
      orderReached: boolean;
      /** The payment schedule's invoices this mark issued, when it was the last home to reach a stage. */
      invoiced: IssuedInvoice[];
    }
  | { ok: false; reason: "not-found" | "already" | "out-of-order" };

/** An invoice of the payment schedule that a mark or a delivery issued, for the board's notice. */
export interface IssuedInvoice {
  number: string;
  amountCents: number;
}

/** The invoices a trigger newly issued (none when refused, or issued before). */
const newlyIssued = (result: StageResult): IssuedInvoice[] =>
  result.ok
    ? result.issued
        .filter((one) => one.created)
        .map(({ invoice }) => ({ number: invoice.number, amountCents: invoice.amountCents }))
    : [];

/**
 * Marks a stage reached today, with the owner's note and photos: once per
 * unit and stage, in order. The buyer hears of it by email; when the last
 * unit of the order reaches it, billing hears too.
 */
export async function markStage(
  actor: Actor,
  input: { unitId: number; stage: BuildStage; note: string; photos: readonly PreparedPhoto[] },
  now = new Date(),
): Promise<MarkStageResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockUnit(tx, input.unitId);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { unit, units, proposal, reference } = locked;
      const reached = await stagesOf(
        tx,
        units.map((row) => row.id),
      );
      const index = units.findIndex((row) => row.id === unit.id);
      const refusal = stageRefusal(reached[index] ?? [], input.stage);
      if (refusal) return { ok: false, reason: refusal } as const;
      const today = businessDay(now);
      await tx.insert(orderUnitStages).values({
        orderUnitId: unit.id,
        stage: input.stage,
        reachedOn: today,
        note: input.note,
        markedBy: actor.id,
      });
      if (input.stage === "ready") await tx.update(orderUnits).set({ readyAt: now }).where(eq(orderUnits.id, unit.id));
      const photoIds = await storeUnitPhotos(tx, unit.id, input.stage, today, input.photos);
      const label = `${unitLabelOf(unit.unit, units.length)} of ${reference}`;
      await recordChange(tx, actor, {
        action: "production.stage-reached",
        subjectType: "proposal",
        subjectId: proposal.id,
        after: { unit: unit.unit, stage: input.stage, reachedOn: today, note: input.note, photoIds },
      });
      // One email per order and stage, listing the homes that reached it (stage-emails.server.ts).
      await tellBuyerOfStage(tx, {
        proposal,
        reference,
        unit: unit.unit,
        of: units.length,
        stage: input.stage,
        note: input.note,
        photoCount: photoIds.length,
        now,
      });
      const after = reached.map((stages, at) => (at === index ? [...stages, input.stage] : stages));
      const orderReached = everyUnitReached(after, input.stage);
      // The board is the one place a stage is marked: the schedule's stage it triggers is invoiced here, once.
      const invoiced = orderReached
        ? newlyIssued(await orderReachedBuildStage(tx, proposal.id, input.stage, actor, now))
        : [];
      return { ok: true, label: `${label}: ${BUILD_STAGE_LABELS[input.stage]}`, orderReached, invoiced } as const;
    }),
  );
}

export type DayResult = { ok: true; changed: boolean } | { ok: false; reason: "past" | "range" | "below-booked" };

/** Opens a delivery day, or changes how many homes it takes (never below those booked; 0 closes it). */
export async function setDeliveryDay(
  actor: Actor,
  input: { day: string; capacity: number },
  now = new Date(),
): Promise<DayResult> {
  if (!openableDay(input.day, businessDay(now))) return { ok: false, reason: "past" };
  try {
    return await withDb((db) =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(deliveryDays).where(eq(deliveryDays.day, input.day)).for("update");
        const problem = capacityProblem(input.capacity, before?.booked ?? 0);
        if (problem) return { ok: false, reason: problem } as const;
        if (before?.capacity === input.capacity) return { ok: true, changed: false } as const;
        await tx
          .insert(deliveryDays)
          .values({ day: input.day, capacity: input.capacity })
          .onConflictDoUpdate({ target: deliveryDays.day, set: { capacity: input.capacity, updatedAt: now } });
        await recordChange(tx, actor, {
          action: "production.delivery-day-set",
          subjectType: "delivery-day",
          subjectId: input.day,
          before: before ? { capacity: before.capacity } : null,
          after: { capacity: input.capacity },
        });
        return { ok: true, changed: true } as const;
      }),
    );
  } catch (error) {
    // A booking taken between the read and the write: the database keeps the count within the capacity.
    if (isDayFull(error)) return { ok: false, reason: "below-booked" };
    throw error;
  }
}

export type MoveResult =
  { ok: true; changed: boolean } | { ok: false; reason: "not-found" | "no-booking" | "delivered" | "no-day" | "full" };

/** Moves a unit's delivery to another open day, and tells the buyer. */
export async function moveDelivery(
  actor: Actor,
  input: { unitId: number; day: string },
  now = new Date(),
): Promise<MoveResult> {
  try {
    return await withDb((db) =>
      db.transaction(async (tx) => {
        const locked = await lockUnit(tx, input.unitId);
        if (!locked) return { ok: false, reason: "not-found" } as const;
        const { unit, units, proposal, reference } = locked;
        const [booking] = await tx
          .select()
          .from(deliveryBookings)
          .where(eq(deliveryBookings.orderUnitId, unit.id))
          .for("update");
        if (!booking) return { ok: false, reason: "no-booking" } as const;
        if (booking.deliveredAt) return { ok: false, reason: "delivered" } as const;
        if (booking.day === input.day) return { ok: true, changed: false } as const;
        const [target] = await tx.select().from(deliveryDays).where(eq(deliveryDays.day, input.day));
        if (!target || !openableDay(input.day, businessDay(now))) return { ok: false, reason: "no-day" } as const;
        await tx
          .update(deliveryBookings)
          .set({ day: input.day, updatedAt: now })
          .where(eq(deliveryBookings.id, booking.id));
        await recordChange(tx, actor, {
          action: "production.delivery-moved",
          subjectType: "proposal",
          subjectId: proposal.id,
          before: { unit: unit.unit, day: booking.day },
          after: { unit: unit.unit, day: input.day },
        });
        await enqueueEmail(
          tx,
          deliveryMovedEmail({
            to: proposal.buyerEmail,
            name: proposal.buyerName,
            reference,
            unitLabel: unitLabelOf(unit.unit, units.length),
            fromLabel: dayLabel(booking.day),
            toLabel: dayLabel(input.day),
            url: proposalUrl(linkToken("proposal", proposal.linkNonce)),
          }),
        );
        return { ok: true, changed: true } as const;
      }),
    );
  } catch (error) {
    if (isDayFull(error)) return { ok: false, reason: "full" };
    throw error;
  }
}

export interface DeliveredInput {
  unitId: number;
  deliveredAt: Date;
  receivedBy: string;
  acknowledgedName: string;
  note: string;
  photos: readonly PreparedPhoto[];
}

export type DeliveredResult =
  /** `invoiced`: the payment schedule's invoices for this home that the delivery issued. */
  | { ok: true; outOfState: boolean; invoiced: IssuedInvoice[] }
  | { ok: false; reason: "not-found" | "no-booking" | "already" | "not-ready" };

/**
 * Records a unit delivered on its booked day: the time, who received it,
 * the buyer's typed acknowledgement and photos. Outside Washington this is
 * also the delivery record the sale's exemption rests on (WAC 458-20-193).
 */
export async function recordUnitDelivered(
  actor: Actor,
  input: DeliveredInput,
  now = new Date(),
): Promise<DeliveredResult> {
  try {
    return await recordDelivered(actor, input, now);
  } catch (error) {
    if (isUnitRecorded(error)) return { ok: false, reason: "already" };
    throw error;
  }
}

async function recordDelivered(actor: Actor, input: DeliveredInput, now: Date): Promise<DeliveredResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const locked = await lockUnit(tx, input.unitId);
      if (!locked) return { ok: false, reason: "not-found" } as const;
      const { unit, proposal } = locked;
      if (!unit.readyAt) return { ok: false, reason: "not-ready" } as const;
      const [booking] = await tx
        .select()
        .from(deliveryBookings)
        .where(eq(deliveryBookings.orderUnitId, unit.id))
        .for("update");
      if (!booking) return { ok: false, reason: "no-booking" } as const;
      if (booking.deliveredAt) return { ok: false, reason: "already" } as const;
      const outOfState = proposal.deliveryState !== null && proposal.deliveryState !== "WA";
      let deliveryRecordId: number | null = null;
      if (outOfState) {
        const [record] = await tx
          .insert(deliveryRecords)
          .values({
            proposalId: proposal.id,
            orderUnitId: unit.id,
            deliveredBy: getEnv().COMPANY_LEGAL_NAME,
            place:
              [proposal.deliveryStreet, proposal.deliveryCityName].filter(Boolean).join(", ") ||
              "The order's delivery address",
            state: proposal.deliveryState ?? "",
            deliveredOn: booking.day,
            receivedBy: input.receivedBy,
            acknowledgement: "typed",
            acknowledgedName: input.acknowledgedName,
            acknowledgedAt: input.deliveredAt,
            recordedBy: actor.id,
          })
          .returning({ id: deliveryRecords.id });
        deliveryRecordId = record?.id ?? null;
      }
      await tx
        .update(deliveryBookings)
        .set({
          deliveredAt: input.deliveredAt,
          receivedBy: input.receivedBy,
          acknowledgedName: input.acknowledgedName,
          note: input.note,
          deliveryRecordId,
          updatedAt: now,
        })
        .where(eq(deliveryBookings.id, booking.id));
      await tx.update(orderUnits).set({ deliveredAt: input.deliveredAt }).where(eq(orderUnits.id, unit.id));
      const photoIds = await storeUnitPhotos(tx, unit.id, "delivered", booking.day, input.photos);
      await recordChange(tx, actor, {
        action: "production.delivered",
        subjectType: "proposal",
        subjectId: proposal.id,
        after: {
          unit: unit.unit,
          day: booking.day,
          deliveredAt: input.deliveredAt.toISOString(),
          receivedBy: input.receivedBy,
          acknowledgedName: input.acknowledgedName,
          deliveryRecordId,
          photoIds,
        },
      });
      const invoiced = newlyIssued(await unitDelivered(tx, proposal.id, unit.unit, actor, now));
      return { ok: true, outOfState, invoiced } as const;
    }),
  );
}
