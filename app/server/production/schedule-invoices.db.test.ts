/** The production board invoices the payment schedule: the last home to reach a stage, and each home delivered. */
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DEFAULT_SCHEDULES } from "#app/domain/billing/schedule";
import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { getDb } from "#app/server/db/client.server";
import { invoices, orderUnits, outbox } from "#app/server/db/schema.server";
import { acceptProposal } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { bookDeliveryDay } from "./bookings.server";
import { markStage, recordUnitDelivered, setDeliveryDay } from "./changes.server";

const owner = { id: null, email: "owner@nestz.example" };
const CHECKLIST = ["access", "clearance", "pad", "sewer", "power"];

/** A company's order of two homes on the 40/40/20 schedule (its middle stage at `shell`), accepted. */
async function companyOrder() {
  const request = await storeQuoteRequest({ buyerType: "corporate", units: 2, deliveryState: "OR" });
  const id = await pricedDraft(request.id, 2_345_678, {
    paymentTerms: "card",
    schedule: { units: 2, stages: [...DEFAULT_SCHEDULES.corporate.stages] },
  });
  const { token, proposal, contentHash } = await sendDraft(id);
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
  const units = await getDb()
    .select()
    .from(orderUnits)
    .where(eq(orderUnits.proposalId, proposal.id))
    .orderBy(asc(orderUnits.unit));
  return { token, proposal, unitIds: units.map((unit) => unit.id) };
}

const mark = (unitId: number, stage: "frame" | "shell" | "interior" | "inspection" | "ready") =>
  markStage(owner, { unitId, stage, note: "", photos: [] });

const stageInvoices = (proposalId: number) =>
  getDb()
    .select()
    .from(invoices)
    .where(eq(invoices.proposalId, proposalId))
    .orderBy(asc(invoices.sequence))
    .then((rows) => rows.filter((row) => row.stage !== null));

describe("the production board and the payment schedule", () => {
  it("invoices the shell stage once, when the last home reaches shell, even when both are marked at once", async () => {
    const { proposal, unitIds } = await companyOrder();
    const [first = 0, second = 0] = unitIds;
    for (const unitId of unitIds) expect(await mark(unitId, "frame")).toMatchObject({ ok: true });
    expect(await stageInvoices(proposal.id)).toEqual([]);

    // The two homes reach shell together: the second to take the order's lock is the last, and invoices it.
    const marked = await Promise.all([mark(first, "shell"), mark(second, "shell")]);
    expect(marked.map((one) => one.ok && one.orderReached).sort()).toEqual([false, true]);
    const shell = await stageInvoices(proposal.id);
    expect(shell).toMatchObject([{ stage: 1, unit: null, kind: "balance" }]);
    // The mark that issued it says so, for the board's notice.
    expect(marked.flatMap((one) => (one.ok ? one.invoiced : []))).toEqual([
      { number: shell[0]?.number, amountCents: shell[0]?.amountCents },
    ]);
    expect(shell[0]?.amountCents).toBe(Math.round(proposal.totalCents * 0.4));

    // Later stages reached by every home invoice nothing more; the buyer was emailed the one invoice.
    for (const unitId of unitIds) expect(await mark(unitId, "interior")).toMatchObject({ ok: true });
    expect(await stageInvoices(proposal.id)).toHaveLength(1);
    const mails = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "invoice-issued"), eq(outbox.recipient, proposal.buyerEmail)));
    expect(mails).toHaveLength(1);
  });

  it("invoices a home's delivery stage when its delivery is recorded, and that home's alone", async () => {
    const { token, proposal, unitIds } = await companyOrder();
    const [first = 0] = unitIds;
    for (const stage of ["frame", "shell", "interior", "inspection", "ready"] as const) await mark(first, stage);
    const day = addDays(businessDay(new Date()), 21);
    await setDeliveryDay(owner, { day, capacity: 20 });
    expect(await bookDeliveryDay(token, { unitId: first, day, checklist: CHECKLIST })).toEqual({ ok: true, day });
    const before = await stageInvoices(proposal.id);

    const delivered = await recordUnitDelivered(owner, {
      unitId: first,
      deliveredAt: new Date(),
      receivedBy: "Ada Lovelace",
      acknowledgedName: "Grace Hopper",
      note: "",
      photos: [],
    });
    expect(delivered).toMatchObject({ ok: true, outOfState: true });
    const after = await stageInvoices(proposal.id);
    expect(after.slice(before.length)).toMatchObject([{ stage: 2, unit: 1 }]);
    expect(delivered).toMatchObject({
      invoiced: [{ number: after.at(-1)?.number, amountCents: after.at(-1)?.amountCents }],
    });
    expect(after.filter((row) => row.stage === 2)).toHaveLength(1);
  });
});
