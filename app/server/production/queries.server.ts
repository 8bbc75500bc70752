/** The build queue, the production board and an order's page, read from the database and told in words. */
import { and, asc, eq, gte, inArray, isNull } from "drizzle-orm";

import { buildQueue, type QueuePlace } from "#app/domain/production/build-queue";
import { bookable, firstBookableDay, placesLeft } from "#app/domain/production/delivery-calendar";
import {
  BUILD_STAGE_DESCRIPTIONS,
  BUILD_STAGE_LABELS,
  BUILD_STAGES,
  type BuildStage,
  currentStage,
  isBuildStage,
  nextStage,
} from "#app/domain/production/stages";
import type {
  BoardUnitView,
  CalendarDayView,
  OrderUnitView,
  OrderView,
  ProductionBoardView,
} from "#app/domain/production/views";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay, formatBusinessDate, formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel, monthShortLabel } from "#app/domain/time/calendar-day";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import {
  buildSettings,
  deliveryBookings,
  deliveryDays,
  orderUnits,
  orderUnitStages,
  proposals,
  quoteRequests,
} from "#app/server/db/schema.server";

import { unitLabelOf } from "./changes.server";
import { unitPhotosOf } from "./unit-photos.server";

type Db = Database | Transaction;

/** Calendar days shown ahead on the board and offered to buyers. */
const CALENDAR_WEEKS = 12;

async function weeklyRateOf(db: Db): Promise<number> {
  const [row] = await db
    .select({ weeklyRate: buildSettings.weeklyRate })
    .from(buildSettings)
    .where(eq(buildSettings.id, 1));
  return row?.weeklyRate ?? 0;
}

/** Every unit not yet ready, in the queue's order, keyed "proposal/unit". */
async function queueOf(db: Db, today: string): Promise<{ weeklyRate: number; places: Map<string, QueuePlace> }> {
  const weeklyRate = await weeklyRateOf(db);
  const waiting = await db
    .select({ proposalId: orderUnits.proposalId, unit: orderUnits.unit, acceptedAt: orderUnits.acceptedAt })
    .from(orderUnits)
    .where(isNull(orderUnits.readyAt));
  const places = new Map(
    buildQueue(
      waiting.map((row) => ({ ...row, ready: false })),
      weeklyRate,
      today,
    ).map((place) => [`${place.proposalId}/${place.unit}`, place]),
  );
  return { weeklyRate, places };
}

const monthLabel = (month: string | null) => (month ? monthShortLabel(month, true) : null);

async function stagesByUnit(db: Db, unitIds: readonly number[]) {
  const found = new Map<number, (typeof orderUnitStages.$inferSelect)[]>();
  if (unitIds.length === 0) return found;
  const rows = await db
    .select()
    .from(orderUnitStages)
    .where(inArray(orderUnitStages.orderUnitId, [...unitIds]));
  for (const row of rows) found.set(row.orderUnitId, [...(found.get(row.orderUnitId) ?? []), row]);
  return found;
}

async function bookingsByUnit(db: Db, unitIds: readonly number[]) {
  if (unitIds.length === 0) return new Map<number, typeof deliveryBookings.$inferSelect>();
  const rows = await db
    .select()
    .from(deliveryBookings)
    .where(inArray(deliveryBookings.orderUnitId, [...unitIds]));
  return new Map(rows.map((row) => [row.orderUnitId, row]));
}

/** The open days from `from` on, for the next weeks, in order. */
async function calendarFrom(db: Db, from: string) {
  return db
    .select()
    .from(deliveryDays)
    .where(gte(deliveryDays.day, from))
    .orderBy(asc(deliveryDays.day))
    .limit(CALENDAR_WEEKS * 7);
}

/**
 * The order behind an accepted proposal, unit by unit, as its buyer sees it;
 * photos are addressed under `photoBase` (the private link's own path).
 */
export async function orderViewOf(proposalId: number, photoBase: string, now = new Date()): Promise<OrderView | null> {
  return withDb(async (db) => {
    const today = businessDay(now);
    const units = await db
      .select()
      .from(orderUnits)
      .where(eq(orderUnits.proposalId, proposalId))
      .orderBy(asc(orderUnits.unit));
    if (units.length === 0) return null;
    const ids = units.map((unit) => unit.id);
    const [{ weeklyRate, places }, stages, bookings, days] = await Promise.all([
      queueOf(db, today),
      stagesByUnit(db, ids),
      bookingsByUnit(db, ids),
      calendarFrom(db, firstBookableDay(today)),
    ]);
    const labels = new Map(units.map((unit) => [unit.id, unitLabelOf(unit.unit, units.length)]));
    const photos = await unitPhotosOf(db, ids, photoBase, (unitId, stage) =>
      photoAlt(labels.get(unitId) ?? "The home", stage),
    );
    return {
      weeklyRate,
      openDays: days
        .filter((day) => bookable(day, today))
        .map((day) => ({ day: day.day, label: dayLabel(day.day), placesLeft: placesLeft(day) })),
      units: units.map((unit): OrderUnitView => {
        const marks = stages.get(unit.id) ?? [];
        const reached = marks.map((mark) => mark.stage).filter(isBuildStage);
        const place = places.get(`${proposalId}/${unit.unit}`) ?? null;
        const booking = bookings.get(unit.id);
        const unitPhotos = photos.get(unit.id);
        return {
          id: unit.id,
          unit: unit.unit,
          label: labels.get(unit.id) ?? "",
          place: place?.place ?? null,
          expectedMonthLabel: monthLabel(place?.expectedMonth ?? null),
          current: currentStage(reached),
          next: nextStage(reached),
          stages: BUILD_STAGES.map((stage) => {
            const mark = marks.find((row) => row.stage === stage);
            return {
              stage,
              label: BUILD_STAGE_LABELS[stage],
              description: BUILD_STAGE_DESCRIPTIONS[stage],
              reachedOnLabel: mark ? dayLabel(mark.reachedOn) : null,
              note: mark?.note ?? "",
              photos: unitPhotos?.get(stage) ?? [],
            };
          }),
          delivery: booking
            ? {
                day: booking.day,
                dayLabel: dayLabel(booking.day),
                checklistAcknowledgedLabel: `${formatBusinessDateTime(booking.checklistAcknowledgedAt)} Pacific`,
                delivered:
                  booking.deliveredAt && booking.receivedBy && booking.acknowledgedName
                    ? {
                        whenLabel: `${formatBusinessDateTime(booking.deliveredAt)} Pacific`,
                        receivedBy: booking.receivedBy,
                        acknowledgedName: booking.acknowledgedName,
                        note: booking.note,
                      }
                    : null,
                photos: unitPhotos?.get("delivered") ?? [],
              }
            : null,
        };
      }),
    };
  });
}

function photoAlt(unitLabel: string, stage: string): string {
  const what = isBuildStage(stage) ? `at the ${BUILD_STAGE_LABELS[stage].toLowerCase()} stage` : "on its delivery day";
  return `${unitLabel} ${what}`;
}

/** The console's production board: the weekly rate, every undelivered unit by stage, and the delivery calendar. */
export async function productionBoard(now = new Date()): Promise<ProductionBoardView> {
  return withDb(async (db) => {
    const today = businessDay(now);
    const rows = await db
      .select({
        unit: orderUnits,
        version: proposals.version,
        buyerName: proposals.buyerName,
        buyerOrganization: proposals.buyerOrganization,
        deliveryState: proposals.deliveryState,
        quoteReference: quoteRequests.reference,
      })
      .from(orderUnits)
      .innerJoin(proposals, eq(proposals.id, orderUnits.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(isNull(orderUnits.deliveredAt))
      .orderBy(asc(orderUnits.acceptedAt), asc(orderUnits.proposalId), asc(orderUnits.unit));
    const ids = rows.map((row) => row.unit.id);
    const [{ weeklyRate, places }, stages, bookings, days] = await Promise.all([
      queueOf(db, today),
      stagesByUnit(db, ids),
      bookingsByUnit(db, ids),
      calendarFrom(db, today),
    ]);
    const unitCounts = await unitCountsOf(db, [...new Set(rows.map((row) => row.unit.proposalId))]);
    const board: BoardUnitView[] = rows.map(({ unit, ...order }) => {
      const reached = (stages.get(unit.id) ?? []).map((mark) => mark.stage).filter(isBuildStage);
      const place = places.get(`${unit.proposalId}/${unit.unit}`) ?? null;
      const booking = bookings.get(unit.id);
      return {
        id: unit.id,
        proposalId: unit.proposalId,
        reference: proposalReference(order.quoteReference, order.version),
        buyer: order.buyerOrganization ? `${order.buyerName}, ${order.buyerOrganization}` : order.buyerName,
        unit: unit.unit,
        label: `Home ${unit.unit} of ${unitCounts.get(unit.proposalId) ?? unit.unit}`,
        acceptedLabel: formatBusinessDate(unit.acceptedAt),
        place: place?.place ?? null,
        expectedMonthLabel: monthLabel(place?.expectedMonth ?? null),
        current: currentStage(reached),
        next: nextStage(reached),
        delivery: booking
          ? { day: booking.day, dayLabel: dayLabel(booking.day), delivered: booking.deliveredAt !== null }
          : null,
        outOfState: order.deliveryState !== null && order.deliveryState !== "WA",
      };
    });
    const stageColumns: (BuildStage | null)[] = [null, ...BUILD_STAGES];
    const calendarUnits = await calendarUnitsOf(
      db,
      days.map((day) => day.day),
    );
    const calendar: CalendarDayView[] = days.map((day) => ({
      day: day.day,
      label: dayLabel(day.day),
      capacity: day.capacity,
      booked: day.booked,
      units: calendarUnits.get(day.day) ?? [],
    }));
    return {
      weeklyRate,
      columns: stageColumns.map((stage) => ({
        stage,
        label: stage ? BUILD_STAGE_LABELS[stage] : "Not started",
        units: board.filter((unit) => unit.current === stage),
      })),
      calendar,
    };
  });
}

async function unitCountsOf(db: Db, proposalIds: readonly number[]): Promise<Map<number, number>> {
  if (proposalIds.length === 0) return new Map();
  const rows = await db
    .select({ proposalId: orderUnits.proposalId, unit: orderUnits.unit })
    .from(orderUnits)
    .where(inArray(orderUnits.proposalId, [...proposalIds]));
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(row.proposalId, Math.max(counts.get(row.proposalId) ?? 0, row.unit));
  return counts;
}

async function calendarUnitsOf(db: Db, days: readonly string[]) {
  const found = new Map<string, CalendarDayView["units"]>();
  if (days.length === 0) return found;
  const rows = await db
    .select({
      day: deliveryBookings.day,
      id: orderUnits.id,
      unit: orderUnits.unit,
      deliveredAt: deliveryBookings.deliveredAt,
      version: proposals.version,
      quoteReference: quoteRequests.reference,
    })
    .from(deliveryBookings)
    .innerJoin(orderUnits, eq(orderUnits.id, deliveryBookings.orderUnitId))
    .innerJoin(proposals, eq(proposals.id, orderUnits.proposalId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
    .where(and(inArray(deliveryBookings.day, [...days])))
    .orderBy(asc(orderUnits.proposalId), asc(orderUnits.unit));
  for (const row of rows) {
    const list = found.get(row.day) ?? [];
    list.push({
      id: row.id,
      label: `Home ${row.unit}`,
      reference: proposalReference(row.quoteReference, row.version),
      delivered: row.deliveredAt !== null,
    });
    found.set(row.day, list);
  }
  return found;
}

/** The day a unit's delivery is booked for, or null. */
export async function deliveryDayOf(orderUnitId: number): Promise<string | null> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ day: deliveryBookings.day })
      .from(deliveryBookings)
      .where(eq(deliveryBookings.orderUnitId, orderUnitId));
    return row?.day ?? null;
  });
}

/** Whether an accepted proposal has homes to build (a purchase; a rental has none). */
export async function hasOrderUnits(proposalId: number): Promise<boolean> {
  return withDb(async (db) => {
    const [row] = await db
      .select({ id: orderUnits.id })
      .from(orderUnits)
      .where(eq(orderUnits.proposalId, proposalId))
      .limit(1);
    return row !== undefined;
  });
}
