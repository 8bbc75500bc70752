/**
 * The production board's forms: the weekly build rate, a stage reached, a
 * delivery day's capacity, a delivery moved, a delivery made. Each is
 * checked here and answered with a notice (a 4xx with the reason and
 * nothing changed when refused).
 */
import { data } from "react-router";

import { formatCents } from "#app/domain/common/money";
import { parseFields } from "#app/domain/console/form-result";
import {
  deliveredForm,
  deliveryDayForm,
  FORM_UNREADABLE,
  moveDeliveryForm,
  stageMarkForm,
  weeklyRateForm,
} from "#app/domain/production/forms";
import { businessInstant } from "#app/domain/production/forms";
import { BUILD_STAGE_LABELS } from "#app/domain/production/stages";
import { dayLabel } from "#app/domain/time/calendar-day";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields } from "#app/server/http/form-data.server";
import {
  type IssuedInvoice,
  markStage,
  moveDelivery,
  recordUnitDelivered,
  setDeliveryDay,
  setWeeklyRate,
} from "#app/server/production/changes.server";
import { deliveryDayOf } from "#app/server/production/queries.server";
import { prepareUnitPhotos } from "#app/server/production/unit-photos.server";

export interface ProductionAnswer {
  notice: { tone: "success" | "error"; text: string };
  /** The form the notice is about, and its unit, so the page can open it again. */
  form?: string;
  unitId?: number;
}

const answer = (status: number, body: ProductionAnswer) => data(body, { status });
const refused = (status: number, text: string, form?: string, unitId?: number) =>
  answer(status, { notice: { tone: "error", text }, form, unitId });
const done = (text: string) => answer(200, { notice: { tone: "success", text } });

const firstError = (errors: Record<string, string | undefined>) =>
  Object.values(errors).find(Boolean) ?? FORM_UNREADABLE;

export async function handleProductionForm(request: Request, admin: AdminUser) {
  const form = await readForm(request);
  const intent = form.get("intent");
  switch (intent) {
    case "weekly-rate":
      return weeklyRate(form, admin);
    case "mark-stage":
      return stage(form, admin);
    case "delivery-day":
      return deliveryDay(form, admin);
    case "move-delivery":
      return move(form, admin);
    case "delivered":
      return delivered(form, admin);
    default:
      return refused(400, FORM_UNREADABLE);
  }
}

/** The payment schedule's invoices a mark or a delivery issued, in a sentence after the notice; empty when none. */
function invoicedSentence(issued: readonly IssuedInvoice[]): string {
  return issued
    .map((invoice) => ` Invoice ${invoice.number} for ${formatCents(invoice.amountCents)} is issued to the buyer.`)
    .join("");
}

async function weeklyRate(form: FormData, admin: AdminUser) {
  const parsed = parseFields(weeklyRateForm, textFields(form, ["weeklyRate"]));
  if (!parsed.ok) return refused(400, firstError(parsed.errors), "weekly-rate");
  const { changed } = await setWeeklyRate(admin.actor, parsed.data.weeklyRate);
  const rate = parsed.data.weeklyRate;
  if (!changed) return done(`The build rate is already ${rate} a week.`);
  return done(
    rate === 0
      ? "The build rate is cleared: buyers see their place in the queue without a month."
      : `The build rate is now ${rate} home${rate === 1 ? "" : "s"} a week; every expected month follows it.`,
  );
}

async function stage(form: FormData, admin: AdminUser) {
  const parsed = parseFields(stageMarkForm, textFields(form, ["unitId", "stage", "note"]));
  if (!parsed.ok) return refused(400, firstError(parsed.errors), "mark-stage");
  const { unitId } = parsed.data;
  const photos = await prepareUnitPhotos(form.getAll("photos"));
  if (!photos.ok) return refused(415, photos.message, "mark-stage", unitId);
  const result = await markStage(admin.actor, { ...parsed.data, photos: photos.photos });
  if (!result.ok) {
    const label = BUILD_STAGE_LABELS[parsed.data.stage];
    const why = {
      "not-found": [404, "That home is no longer on the board. The board below is up to date."],
      already: [
        409,
        `${label} was already marked for this home: nothing was changed, and the buyer was not emailed again.`,
      ],
      "out-of-order": [409, `${label} can't be marked yet: mark the stages before it first.`],
    } as const;
    const [status, text] = why[result.reason];
    return refused(status, text, "mark-stage", unitId);
  }
  return done(`${result.label}. The buyer is emailed.${invoicedSentence(result.invoiced)}`);
}

async function deliveryDay(form: FormData, admin: AdminUser) {
  const parsed = parseFields(deliveryDayForm, textFields(form, ["day", "capacity"]));
  if (!parsed.ok) return refused(400, firstError(parsed.errors), "delivery-day");
  const result = await setDeliveryDay(admin.actor, parsed.data);
  const label = dayLabel(parsed.data.day);
  if (!result.ok) {
    const why = {
      past: "Choose a day from today up to a year ahead.",
      range: "Enter the homes the trucks can carry, from 0 to 50.",
      "below-booked": `More homes are already booked on ${label}: move some of them before lowering its capacity.`,
    } as const;
    return refused(result.reason === "below-booked" ? 409 : 400, why[result.reason], "delivery-day");
  }
  const { capacity } = parsed.data;
  return done(
    capacity === 0
      ? `${label} is closed to new bookings.`
      : `${label} takes ${capacity} home${capacity === 1 ? "" : "s"}.`,
  );
}

async function move(form: FormData, admin: AdminUser) {
  const parsed = parseFields(moveDeliveryForm, textFields(form, ["unitId", "day"]));
  if (!parsed.ok) return refused(400, firstError(parsed.errors), "move-delivery");
  const result = await moveDelivery(admin.actor, parsed.data);
  const { unitId } = parsed.data;
  if (!result.ok) {
    const why = {
      "not-found": [404, "That home is no longer on the board."],
      "no-booking": [409, "That home has no delivery day to move yet."],
      delivered: [409, "That home is already delivered."],
      "no-day": [409, "Choose an open delivery day from today on."],
      full: [409, `${dayLabel(parsed.data.day)} is full: raise its capacity or choose another day.`],
    } as const;
    const [status, text] = why[result.reason];
    return refused(status, text, "move-delivery", unitId);
  }
  if (!result.changed) return done("The delivery is already on that day.");
  return done(`Moved to ${dayLabel(parsed.data.day)}. The buyer is emailed.`);
}

async function delivered(form: FormData, admin: AdminUser) {
  const parsed = parseFields(
    deliveredForm,
    textFields(form, ["unitId", "time", "receivedBy", "acknowledgedName", "acknowledged", "note"]),
  );
  if (!parsed.ok) return refused(400, firstError(parsed.errors), "delivered");
  const { unitId } = parsed.data;
  const day = await deliveryDayOf(unitId);
  if (!day) return refused(409, "That home has no delivery day yet.", "delivered", unitId);
  const photos = await prepareUnitPhotos(form.getAll("photos"));
  if (!photos.ok) return refused(415, photos.message, "delivered", unitId);
  const result = await recordUnitDelivered(admin.actor, {
    unitId,
    deliveredAt: businessInstant(day, parsed.data.time),
    receivedBy: parsed.data.receivedBy,
    acknowledgedName: parsed.data.acknowledgedName,
    note: parsed.data.note,
    photos: photos.photos,
  });
  if (!result.ok) {
    const why = {
      "not-found": [404, "That home is no longer on the board."],
      "no-booking": [409, "That home has no delivery day yet."],
      already: [409, "That delivery is already recorded: nothing was changed."],
      "not-ready": [409, "That home isn't marked ready yet."],
    } as const;
    const [status, text] = why[result.reason];
    return refused(status, text, "delivered", unitId);
  }
  return done(
    (result.outOfState
      ? "Delivery recorded, with the out-of-state delivery record the sale's tax exemption needs."
      : "Delivery recorded.") + invoicedSentence(result.invoiced),
  );
}
