/** An order after acceptance: its units, their stages (once each, one email each) and delivery days the database keeps within capacity. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { getDb } from "#app/server/db/client.server";
import {
  auditLog,
  deliveryBookings,
  deliveryDays,
  deliveryRecords,
  orderUnits,
  outbox,
  proposals,
} from "#app/server/db/schema.server";
import { acceptProposal } from "#app/server/proposals/changes.server";
import { saveDraft } from "#app/server/proposals/console-changes.server";
import { draftContentOf } from "#app/server/proposals/queries.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { makeImage, PDF_BYTES } from "#tests/support/test-images";

import { bookDeliveryDay } from "./bookings.server";
import { markStage, moveDelivery, recordUnitDelivered, setDeliveryDay, setWeeklyRate } from "./changes.server";
import { orderViewOf, productionBoard } from "./queries.server";
import { prepareUnitPhotos } from "./unit-photos.server";

const owner = { id: null, email: "owner@nestz.example" };
const never = (): never => {
  throw new Error("the draft is missing");
};
const BACKFILL_COMMENT = "-- Every home of a purchase accepted before orders had units";
const today = businessDay(new Date());
const CHECKLIST = ["access", "clearance", "pad", "sewer", "power"];
const STAGES = ["frame", "shell", "interior", "inspection", "ready"] as const;

/** An accepted purchase; `homes` changes the home line's quantity from the request's, as a revision may. */
async function acceptedOrder(changes: Parameters<typeof storeQuoteRequest>[0] = {}, homes?: number) {
  const request = await storeQuoteRequest(changes);
  const draftId = await pricedDraft(request.id, 3_000_000);
  if (homes !== undefined) {
    const [draft] = await getDb().select().from(proposals).where(eq(proposals.id, draftId));
    const content = draftContentOf(draft ?? never());
    const lines = content.lines.map((line, index) => (index === 0 ? { ...line, quantity: homes } : line));
    expect(await saveDraft(owner, draftId, { ...content, lines })).toMatchObject({ ok: true });
  }
  const { token, proposal, contentHash, reference } = await sendDraft(draftId);
  const accepted = await acceptProposal(token, {
    name: "Grace Hopper",
    contentHash,
    client: "203.0.113.9",
    userAgent: "vitest",
  });
  expect(accepted).toEqual({ ok: true, changed: true });
  const units = await getDb()
    .select()
    .from(orderUnits)
    .where(eq(orderUnits.proposalId, proposal.id))
    .orderBy(orderUnits.unit);
  return { token, proposal, units, reference };
}

async function readyUnit(unitId: number) {
  for (const stage of STAGES)
    expect(await markStage(owner, { unitId, stage, note: "", photos: [] })).toMatchObject({ ok: true });
}

const mark = (unitId: number, stage: (typeof STAGES)[number]) =>
  markStage(owner, { unitId, stage, note: "", photos: [] }).then((result) =>
    expect(result).toMatchObject({ ok: true }),
  );

const emailsTo = async (to: string, kind: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.kind, kind)));

describe("the units of an accepted order", () => {
  it("are a row per home bought, numbered from 1, in the queue from acceptance", async () => {
    const { proposal, units, token } = await acceptedOrder({ units: 3 });
    expect(units.map((unit) => unit.unit)).toEqual([1, 2, 3]);
    expect(units.every((unit) => unit.acceptedAt.getTime() === units[0]?.acceptedAt.getTime())).toBe(true);
    // Accepting again changes nothing and makes no more.
    await acceptProposal(token, {
      name: "Grace Hopper",
      contentHash: proposal.contentHash ?? "",
      client: "",
      userAgent: "",
    });
    expect(await getDb().select().from(orderUnits).where(eq(orderUnits.proposalId, proposal.id))).toHaveLength(3);
    const view = await orderViewOf(proposal.id, "/x");
    expect(view?.units.map((unit) => unit.label)).toEqual(["Home 1 of 3", "Home 2 of 3", "Home 3 of 3"]);
    expect(view?.units.every((unit) => unit.place !== null)).toBe(true);
  });

  it("are as many as the accepted home lines, when a revision changed the request's count", async () => {
    const { units } = await acceptedOrder({ units: 2 }, 3);
    expect(units.map((unit) => unit.unit)).toEqual([1, 2, 3]);
  });

  it("are made by the migration for purchases accepted before orders had units, counted the same way", async () => {
    const { proposal } = await acceptedOrder({ units: 2 }, 3);
    await getDb().delete(orderUnits).where(eq(orderUnits.proposalId, proposal.id));
    // The migration's own statement, found by its comment (its file's number may change).
    const folder = path.join(process.cwd(), "drizzle");
    const file = readdirSync(folder)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => readFileSync(path.join(folder, name), "utf8"))
      .find((text) => text.includes(BACKFILL_COMMENT));
    const statement = file?.slice(file.indexOf(BACKFILL_COMMENT)).split("--> statement-breakpoint")[0];
    if (!statement) throw new Error("the backfill statement is missing");
    await getDb().execute(sql.raw(statement));
    const units = await getDb().select().from(orderUnits).where(eq(orderUnits.proposalId, proposal.id));
    expect(units.map((unit) => unit.unit).sort()).toEqual([1, 2, 3]);
    expect(units[0]?.acceptedAt.getTime()).toBe(
      (await getDb().select().from(proposals).where(eq(proposals.id, proposal.id)))[0]?.acceptedAt?.getTime(),
    );
  });

  it("are none for a rental, which the fleet serves", async () => {
    const { units } = await acceptedOrder({ intent: "rent", rentalStart: addDays(today, 30), rentalDays: 60 });
    expect(units).toEqual([]);
  });
});

describe("build stages", () => {
  it("are marked once each, in order, with one email to the buyer per order and stage", async () => {
    const { proposal, units } = await acceptedOrder({ units: 2 });
    const [first, second] = units;
    if (!first || !second) throw new Error("two units expected");
    expect(await markStage(owner, { unitId: first.id, stage: "shell", note: "", photos: [] })).toEqual({
      ok: false,
      reason: "out-of-order",
    });
    const frame = await markStage(owner, { unitId: first.id, stage: "frame", note: "Welded and squared.", photos: [] });
    expect(frame).toMatchObject({ ok: true, orderReached: false });
    expect(await markStage(owner, { unitId: first.id, stage: "frame", note: "again", photos: [] })).toEqual({
      ok: false,
      reason: "already",
    });
    expect(await emailsTo(proposal.buyerEmail, "order-stage-reached")).toHaveLength(1);
    // Two marks of the second unit at once: one is stored and emailed, the other is refused.
    const racing = await Promise.all([
      markStage(owner, { unitId: second.id, stage: "frame", note: "", photos: [] }),
      markStage(owner, { unitId: second.id, stage: "frame", note: "", photos: [] }),
    ]);
    expect(racing.filter((result) => result.ok)).toHaveLength(1);
    expect(racing.find((result) => !result.ok)).toEqual({ ok: false, reason: "already" });
    expect(racing.find((result) => result.ok)).toMatchObject({ orderReached: true });
    // The second home joins the order's waiting email for the stage: one email lists both.
    const emails = await emailsTo(proposal.buyerEmail, "order-stage-reached");
    expect(emails).toHaveLength(1);
    expect(emails[0]?.text).toContain("All 2 homes of your order");
    const audited = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "production.stage-reached"), eq(auditLog.subjectId, String(proposal.id))));
    expect(audited).toHaveLength(2);
  });

  it("tell the buyer of a 20-home order once per stage, listing the homes, and again for homes after it left", async () => {
    const { proposal, units } = await acceptedOrder({ units: 20 }, 20);
    expect(units).toHaveLength(20);
    for (const unit of units.slice(0, 12)) await mark(unit.id, "frame");
    for (const unit of units.slice(0, 3)) await mark(unit.id, "shell");
    const waiting = await emailsTo(proposal.buyerEmail, "order-stage-reached");
    expect(waiting.map((email) => email.subject).sort()).toEqual([
      expect.stringMatching(/^Homes 1–12 of 20 of .*: frame done$/),
      expect.stringMatching(/^Homes 1–3 of 20 of .*: shell done$/),
    ]);
    // Held a little while, so the homes marked in one sitting go out together.
    expect(waiting.every((email) => email.nextAttemptAt.getTime() > Date.now())).toBe(true);
    // Once the frame email has left, the next home to reach frame starts a new one.
    const frame = waiting.find((email) => email.subject.includes("frame"));
    await getDb()
      .update(outbox)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outbox.id, frame?.id ?? 0));
    await mark(units[12]?.id ?? 0, "frame");
    const after = await emailsTo(proposal.buyerEmail, "order-stage-reached");
    expect(after.map((email) => email.subject)).toContainEqual(
      expect.stringMatching(/^Home 13 of 20 of .*: frame done$/),
    );
    expect(after).toHaveLength(3);
  });

  it("keep their photos, and refuse a file that is not an image, storing nothing", async () => {
    const refused = await prepareUnitPhotos([
      new File([new Uint8Array(PDF_BYTES)], "plan.pdf", { type: "application/pdf" }),
    ]);
    expect(refused).toEqual({ ok: false, message: expect.stringContaining("isn't a JPEG, PNG or WebP photo") });
    const { proposal, units } = await acceptedOrder();
    const prepared = await prepareUnitPhotos([
      new File([new Uint8Array(await makeImage("jpeg", { width: 800, height: 600 }))], "frame.jpg"),
    ]);
    if (!prepared.ok) throw new Error(prepared.message);
    const unitId = units[0]?.id ?? 0;
    await markStage(owner, { unitId, stage: "frame", note: "", photos: prepared.photos });
    const view = await orderViewOf(proposal.id, "/proposal/t/photos");
    const photos = view?.units[0]?.stages[0]?.photos ?? [];
    expect(photos).toHaveLength(1);
    expect(photos[0]?.src).toMatch(/^\/proposal\/t\/photos\/\d+-[0-9a-f]{16}-\d+\.jpg$/);
  });
});

describe("the build queue", () => {
  it("follows the owner's weekly rate, and a ready unit leaves it", async () => {
    await setWeeklyRate(owner, 2);
    const { proposal, units } = await acceptedOrder({ units: 2 });
    const before = await orderViewOf(proposal.id, "/x");
    const places = before?.units.map((unit) => unit.place ?? 0) ?? [];
    expect(places[1]).toBe((places[0] ?? 0) + 1);
    expect(before?.units[0]?.expectedMonthLabel).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    await readyUnit(units[0]?.id ?? 0);
    const after = await orderViewOf(proposal.id, "/x");
    expect(after?.units[0]?.place).toBeNull();
    expect(after?.units[1]?.place).toBe(places[0]);
    const board = await productionBoard();
    expect(board.weeklyRate).toBe(2);
    expect(board.columns.find((column) => column.stage === "ready")?.units.map((unit) => unit.id)).toContain(
      units[0]?.id,
    );
  });
});

describe("delivery days", () => {
  it("never take more homes than their capacity, even when two buyers race for the last place", async () => {
    const day = addDays(today, 10);
    expect(await setDeliveryDay(owner, { day, capacity: 1 })).toEqual({ ok: true, changed: true });
    const orders = await Promise.all([acceptedOrder(), acceptedOrder()]);
    for (const order of orders) await readyUnit(order.units[0]?.id ?? 0);
    const results = await Promise.all(
      orders.map((order) =>
        bookDeliveryDay(order.token, { unitId: order.units[0]?.id ?? 0, day, checklist: CHECKLIST }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "full" });
    const [row] = await getDb().select().from(deliveryDays).where(eq(deliveryDays.day, day));
    expect(row).toMatchObject({ capacity: 1, booked: 1 });
    // The capacity cannot drop below the homes booked.
    expect(await setDeliveryDay(owner, { day, capacity: 0 })).toEqual({ ok: false, reason: "below-booked" });
  });

  it("are refused by the database itself past capacity", async () => {
    const day = addDays(today, 11);
    await setDeliveryDay(owner, { day, capacity: 1 });
    const [a, b] = await Promise.all([acceptedOrder(), acceptedOrder()]);
    const insert = (unitId: number) =>
      getDb()
        .insert(deliveryBookings)
        .values({ orderUnitId: unitId, day, checklist: CHECKLIST, checklistAcknowledgedAt: new Date() });
    await insert(a?.units[0]?.id ?? 0);
    await expect(insert(b?.units[0]?.id ?? 0)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "delivery_days_within_capacity" }),
    });
  });

  it("are taken only for a ready home, and moved by the owner with one email to the buyer", async () => {
    const [first, second] = [addDays(today, 12), addDays(today, 13)];
    await setDeliveryDay(owner, { day: first, capacity: 3 });
    await setDeliveryDay(owner, { day: second, capacity: 3 });
    const { token, proposal, units, reference } = await acceptedOrder({ deliveryState: "OR" });
    const unitId = units[0]?.id ?? 0;
    expect(await bookDeliveryDay(token, { unitId, day: first, checklist: CHECKLIST })).toEqual({
      ok: false,
      reason: "not-ready",
    });
    await readyUnit(unitId);
    expect(await bookDeliveryDay(token, { unitId, day: first, checklist: CHECKLIST })).toEqual({
      ok: true,
      day: first,
    });
    const notices = await getDb().select().from(outbox).where(eq(outbox.kind, "order-delivery-booked"));
    expect(notices.filter((mail) => mail.subject.includes(`Home 1 of 1 of ${reference}`))).toHaveLength(1);
    expect(await bookDeliveryDay(token, { unitId, day: second, checklist: CHECKLIST })).toEqual({
      ok: false,
      reason: "booked",
    });
    expect(await moveDelivery(owner, { unitId, day: second })).toEqual({ ok: true, changed: true });
    expect(await emailsTo(proposal.buyerEmail, "order-delivery-moved")).toHaveLength(1);
    const counts = await getDb().execute<{ day: string; booked: number }>(
      sql`select day::text, booked from delivery_days where day in (${first}, ${second}) order by day`,
    );
    expect(counts.rows.map((row) => row.booked)).toEqual([0, 1]);
    // On the day: delivered outside Washington, so the delivery record is made too.
    const delivered = await recordUnitDelivered(owner, {
      unitId,
      deliveredAt: new Date(),
      receivedBy: "Ada Lovelace",
      acknowledgedName: "Grace Hopper",
      note: "",
      photos: [],
    });
    expect(delivered).toMatchObject({ ok: true, outOfState: true });
    const records = await getDb().select().from(deliveryRecords).where(eq(deliveryRecords.proposalId, proposal.id));
    expect(records).toMatchObject([
      { orderUnitId: unitId, receivedBy: "Ada Lovelace", acknowledgedName: "Grace Hopper", state: "OR" },
    ]);
    // One record per home: the database refuses a second, whatever path it comes by.
    const [record] = records;
    if (!record) throw new Error("the delivery record is missing");
    const { id: _id, createdAt: _createdAt, ...copy } = record;
    await expect(getDb().insert(deliveryRecords).values(copy)).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "delivery_records_unit_unique" }),
    });
    expect(await moveDelivery(owner, { unitId, day: first })).toEqual({ ok: false, reason: "delivered" });
  });
});
