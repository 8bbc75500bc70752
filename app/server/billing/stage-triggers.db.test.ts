import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DEFAULT_SCHEDULES, type PaymentStage } from "#app/domain/billing/schedule";
import { addDays } from "#app/domain/time/calendar-day";
import { getDb, type Transaction } from "#app/server/db/client.server";
import { invoices, outbox } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { issueDatedStages, orderReachedBuildStage, reissueVoidedStage, unitDelivered } from "./stage-triggers.server";
import { voidInvoice } from "./voiding.server";

const inTransaction = <T>(work: (tx: Transaction) => Promise<T>) => getDb().transaction(work);

/** An accepted proposal for `units` units with these stages, at an awkward price (the tax shares are unit-tested). */
async function accepted(stages: readonly PaymentStage[], units: number, paymentTerms: "card" | "po" | "both") {
  const request = await storeQuoteRequest({
    buyerType: "corporate",
    units,
    deliveryState: "OR",
  });
  const id = await pricedDraft(request.id, 1_234_567, { paymentTerms, schedule: { units, stages: [...stages] } });
  const { token, proposal, contentHash } = await sendDraft(id);
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
  return { id, token, proposal };
}

const invoicesOf = (proposalId: number) =>
  getDb().select().from(invoices).where(eq(invoices.proposalId, proposalId)).orderBy(asc(invoices.sequence));

describe("a schedule's triggers", () => {
  it("issues each stage's invoice once, however often or concurrently its trigger fires, adding up to the total", async () => {
    const { id, token, proposal } = await accepted(DEFAULT_SCHEDULES.corporate.stages, 2, "po");
    const answered = await answerWithPurchaseOrder(token, "PO-4040");
    expect(answered).toMatchObject({ ok: true, created: true });

    // The build stage reached twice at once, and once more after.
    const marks = await Promise.all([
      inTransaction((tx) => orderReachedBuildStage(tx, id, "shell")),
      inTransaction((tx) => orderReachedBuildStage(tx, id, "shell")),
    ]);
    expect(marks.map((mark) => mark.ok && mark.issued[0]?.created).sort()).toEqual([false, true]);
    expect(await inTransaction((tx) => orderReachedBuildStage(tx, id, "shell"))).toMatchObject({
      ok: true,
      issued: [{ created: false }],
    });
    // Each unit delivered, twice at once.
    for (const unit of [1, 2]) {
      await Promise.all([
        inTransaction((tx) => unitDelivered(tx, id, unit)),
        inTransaction((tx) => unitDelivered(tx, id, unit)),
      ]);
    }
    expect(await inTransaction((tx) => unitDelivered(tx, id, 3))).toEqual({ ok: false, reason: "no-stage" });
    expect(await inTransaction((tx) => orderReachedBuildStage(tx, id, "frame"))).toEqual({
      ok: false,
      reason: "no-stage",
    });

    const rows = await invoicesOf(id);
    expect(rows.map((row) => [row.stage, row.unit])).toEqual([
      [0, null],
      [1, null],
      [2, 1],
      [2, 2],
    ]);
    // 40 / 40 / 20 of the total, to the cent, and the tax shared the same way.
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(proposal.totalCents);
    expect(rows.reduce((sum, row) => sum + row.taxCents, 0)).toBe(proposal.taxCents);
    expect(rows[0]?.amountCents).toBe(proposal.depositCents);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: "purchase-order", poNumber: "PO-4040" });
      expect(row.preTaxCents + row.taxCents).toBe(row.amountCents);
    }
    // Net 30 against the purchase order; each invoice emailed once.
    expect(rows[1] && addDays(rows[1].issuedOn, 30)).toBe(rows[1]?.dueOn);
    const mails = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "invoice-issued"), eq(outbox.recipient, proposal.buyerEmail)));
    expect(mails).toHaveLength(4);
  });

  it("refuses to invoice a stage of a proposal not accepted, and makes a card buyer's stage due on receipt", async () => {
    const request = await storeQuoteRequest({ buyerType: "corporate", units: 1 });
    const { proposal } = await sendDraft(
      await pricedDraft(request.id, 500_000, {
        paymentTerms: "card",
        schedule: { units: 1, stages: [...DEFAULT_SCHEDULES.corporate.stages] },
      }),
    );
    expect(await inTransaction((tx) => orderReachedBuildStage(tx, proposal.id, "shell"))).toEqual({
      ok: false,
      reason: "not-accepted",
    });

    const card = await accepted(DEFAULT_SCHEDULES.corporate.stages, 1, "card");
    const marked = await inTransaction((tx) => orderReachedBuildStage(tx, card.id, "shell"));
    if (!marked.ok) throw new Error(marked.reason);
    const invoice = marked.issued[0]?.invoice;
    expect(invoice).toMatchObject({ kind: "balance", poNumber: null, stage: 1 });
    expect(invoice?.dueOn).toBe(invoice?.issuedOn);
  });

  it("refuses a second invoice for a stage in the database itself", async () => {
    const { id } = await accepted(DEFAULT_SCHEDULES.corporate.stages, 1, "card");
    const marked = await inTransaction((tx) => orderReachedBuildStage(tx, id, "shell"));
    if (!marked.ok) throw new Error(marked.reason);
    const first = marked.issued[0]?.invoice;
    if (!first) throw new Error("no invoice");
    const { id: _id, sequence: _sequence, number: _number, tokenHash: _hash, ...copy } = first;
    await expect(
      getDb()
        .insert(invoices)
        .values({ ...copy, sequence: 900_000 + id, number: `INV-X${id}`, tokenHash: "f".repeat(64) }),
    ).rejects.toMatchObject({ cause: { constraint: "invoices_stage_once" } });
  });
});

describe("a voided stage", () => {
  const owner = { id: null, email: "owner@example.com" };

  it("is never issued again by its trigger; the owner issues it again once, for the same amount, with a new number", async () => {
    const { id } = await accepted(DEFAULT_SCHEDULES.corporate.stages, 1, "card");
    const marked = await inTransaction((tx) => orderReachedBuildStage(tx, id, "shell"));
    const shell = marked.ok ? marked.issued[0]?.invoice : undefined;
    if (!shell) throw new Error("no shell invoice");
    expect(await voidInvoice(owner, shell.id, "Sent before the shell was inspected.")).toMatchObject({ ok: true });
    const before = (await invoicesOf(id)).length;

    // The trigger firing again finds the voided stage and issues nothing.
    expect(await inTransaction((tx) => orderReachedBuildStage(tx, id, "shell"))).toMatchObject({
      ok: true,
      issued: [{ created: false }],
    });
    expect(await invoicesOf(id)).toHaveLength(before);

    // Two presses at once: one new invoice, the other told it is there.
    const [one, two] = await Promise.all([reissueVoidedStage(owner, shell.id), reissueVoidedStage(owner, shell.id)]);
    const results = [one, two];
    const made = results.flatMap((result) => (result.ok ? [result.invoice] : []));
    expect(made).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: "already-reissued" }]);
    const again = made[0];
    expect(again).toMatchObject({ stage: shell.stage, unit: null, status: "open", amountCents: shell.amountCents });
    expect(again?.taxCents).toBe(shell.taxCents);
    expect(again?.number).not.toBe(shell.number);
    // The live invoice is the one the trigger finds from now on.
    expect(await inTransaction((tx) => orderReachedBuildStage(tx, id, "shell"))).toMatchObject({
      ok: true,
      issued: [{ created: false, invoice: { id: again?.id } }],
    });
    expect(await reissueVoidedStage(owner, again?.id ?? 0)).toEqual({ ok: false, reason: "not-void" });
    expect(await invoicesOf(id)).toHaveLength(before + 1);
  });

  it("refuses what is not a voided stage", async () => {
    expect(await reissueVoidedStage(owner, 2_000_000_000)).toEqual({ ok: false, reason: "not-found" });
  });
});

describe("a dated stage", () => {
  const stages: PaymentStage[] = [
    { name: "Deposit", share: { kind: "percent", basisPoints: 3_000 }, trigger: { kind: "acceptance" } },
    { name: "Spring payment", share: { kind: "rest" }, trigger: { kind: "date", day: "2027-03-01" } },
  ];

  it("is invoiced once when its day comes, after a jump of the clock too, by runs at once", async () => {
    const { id } = await accepted(stages, 1, "card");
    // The day before: nothing.
    await issueDatedStages(new Date("2027-03-01T07:00:00Z")); // Feb 28, 11 PM Pacific
    expect(await invoicesOf(id)).toHaveLength(0);
    // The site was down from then until three days later: the runs that come back issue it once.
    const later = new Date("2027-03-04T18:00:00Z");
    await Promise.all([issueDatedStages(later), issueDatedStages(later)]);
    await issueDatedStages(new Date("2027-03-05T18:00:00Z"));
    const rows = await invoicesOf(id);
    expect(rows.map((row) => [row.stage, row.unit, row.issuedOn])).toEqual([[1, null, "2027-03-04"]]);
  });
});
