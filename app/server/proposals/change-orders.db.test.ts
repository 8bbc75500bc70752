/** Change orders: the contract after accepted and expired ones, the schedule they move, and their races. */
import { and, asc, eq, isNotNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { DEFAULT_SCHEDULES } from "#app/domain/billing/schedule";
import type { ChangeOrderDraft } from "#app/domain/proposals/change-orders";
import { businessDay } from "#app/domain/time/business-time";
import { addDays } from "#app/domain/time/calendar-day";
import { changeOrderRefusals, handleChangeOrderForm } from "#app/routes/buyer/change-order.server";
import { contractOf } from "#app/server/billing/contract-plan.server";
import { recordInvoicePayment } from "#app/server/billing/ledger.server";
import { invoiceViewByToken } from "#app/server/billing/queries.server";
import { linkToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, changeOrders, creditNotes, invoices, orderUnits, outbox } from "#app/server/db/schema.server";
import { markStage } from "#app/server/production/changes.server";
import { acceptProposal } from "#app/server/proposals/changes.server";
import { pricedDraft, purchaseOrderInvoice, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { changeOrderViewByToken } from "./change-order-queries.server";
import { acceptChangeOrder, saveChangeOrderDraft, sendChangeOrder, withdrawChangeOrder } from "./change-orders.server";
import { proposalViewByToken } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const today = businessDay(new Date());

/** A company's order of two homes on the 40/40/20 schedule, accepted. */
async function companyOrder() {
  const request = await storeQuoteRequest({ buyerType: "corporate", units: 2, deliveryState: "OR" });
  const id = await pricedDraft(request.id, 2_345_678, {
    paymentTerms: "card",
    schedule: { units: 2, stages: [...DEFAULT_SCHEDULES.corporate.stages] },
  });
  const { token, proposal, contentHash } = await sendDraft(id);
  await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
  return { token, proposal };
}

const draftOf = (unitPriceCents: number, validUntil = addDays(today, 14)): ChangeOrderDraft => ({
  lines: [
    { description: unitPriceCents > 0 ? "Solar preparation" : "Porch light removed", quantity: 1, unitPriceCents },
  ],
  note: "",
  validUntil,
});

/** Drafts and sends a change order; answers its token and the hash its page shows. */
async function sent(proposalId: number, unitPriceCents: number, validUntil?: string) {
  const saved = await saveChangeOrderDraft(owner, proposalId, draftOf(unitPriceCents, validUntil), null);
  if (!saved.ok) throw new Error(`not drafted: ${saved.reason}`);
  const result = await sendChangeOrder(owner, saved.id);
  if (!result.ok) throw new Error(`not sent: ${JSON.stringify(result)}`);
  const [row] = await getDb().select().from(changeOrders).where(eq(changeOrders.id, saved.id));
  if (!row) throw new Error("no change order");
  const token = linkToken("change-order", row.linkNonce);
  const view = await changeOrderViewByToken(token);
  if (!view) throw new Error("no view");
  return { id: saved.id, token, view, number: saved.number };
}

const accept = (token: string, contentHash: string, now?: Date) =>
  acceptChangeOrder(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" }, now);

describe("change orders", () => {
  it("make the contract the original plus the accepted ones, never an expired one, numbered without gaps", async () => {
    const { proposal } = await companyOrder();
    const first = await sent(proposal.id, 1_000_00);
    expect(first.number).toMatch(/-P1-CO1$/);
    expect(first.view.contractAfterCents).toBe(proposal.totalCents + 1_000_00);
    expect(await accept(first.token, first.view.contentHash)).toEqual({ ok: true, changed: true });
    expect(await contractOf(getDb(), proposal)).toEqual({
      totalCents: proposal.totalCents + 1_000_00,
      taxCents: proposal.taxCents,
    });

    const second = await sent(proposal.id, 5_000_00, today);
    expect(second.number).toMatch(/-P1-CO2$/);
    // The day after its last day, it is refused and changes nothing.
    const later = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    expect(await accept(second.token, second.view.contentHash, later)).toEqual({ ok: false, reason: "expired" });
    expect((await contractOf(getDb(), proposal)).totalCents).toBe(proposal.totalCents + 1_000_00);
    const [row] = await getDb().select().from(changeOrders).where(eq(changeOrders.id, second.id));
    expect(row).toMatchObject({ status: "sent", acceptedAt: null, scheduleAfter: null });
  });

  it("recompute the stages not yet invoiced, leave the deposit, and later invoices carry the new contract", async () => {
    const { proposal } = await companyOrder();
    const change = await sent(proposal.id, 3_000_01);
    expect(change.view.effect.stages.map((stage) => stage.afterCents - stage.beforeCents)).toEqual([
      0, 2_000_01, 1_000_00,
    ]);
    expect(await accept(change.token, change.view.contentHash)).toEqual({ ok: true, changed: true });
    const units = await getDb()
      .select()
      .from(orderUnits)
      .where(eq(orderUnits.proposalId, proposal.id))
      .orderBy(asc(orderUnits.unit));
    for (const stage of ["frame", "shell"] as const)
      for (const unit of units) await markStage(owner, { unitId: unit.id, stage, note: "", photos: [] });
    const [shell] = await getDb()
      .select()
      .from(invoices)
      .where(and(eq(invoices.proposalId, proposal.id), eq(invoices.stage, 1)));
    const planned = Math.round(proposal.totalCents * 0.4);
    expect(shell?.amountCents).toBe(planned + 2_000_01);
    const view = await invoiceViewByToken(linkToken("invoice", shell?.linkNonce ?? ""));
    expect(view?.stage?.progress.contractCents).toBe(proposal.totalCents + 3_000_01);
    // A second change after the shell was invoiced moves only the deliveries.
    const next = await sent(proposal.id, 2_000_00);
    expect(next.view.effect.stages.map((stage) => stage.afterCents - stage.beforeCents)).toEqual([0, 0, 2_000_00]);
  });

  it("accepting twice at once records once", async () => {
    const { proposal, token } = await companyOrder();
    const change = await sent(proposal.id, 1_500_00);
    const results = await Promise.all([
      accept(change.token, change.view.contentHash),
      accept(change.token, change.view.contentHash),
    ]);
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    expect(results.every((result) => result.ok)).toBe(true);
    const audited = await getDb().select().from(auditLog).where(eq(auditLog.action, "change-order.accepted"));
    expect(audited.filter((entry) => entry.subjectId === String(proposal.id))).toHaveLength(1);
    expect((await contractOf(getDb(), proposal)).totalCents).toBe(proposal.totalCents + 1_500_00);
    // What the order comes to, and what is left to pay, follow the contract.
    const view = await proposalViewByToken(token);
    expect(view?.owedCents).toBe(proposal.totalCents + 1_500_00);
    expect(view?.remainingCents).toBe(proposal.totalCents + 1_500_00);
  });

  it("refuse one replaced by a newer change order or withdrawn, writing nothing", async () => {
    const { proposal } = await companyOrder();
    const older = await sent(proposal.id, 1_000_00);
    const newer = await sent(proposal.id, 1_200_00);
    expect(await accept(older.token, older.view.contentHash)).toEqual({ ok: false, reason: "superseded" });
    expect(await withdrawChangeOrder(owner, newer.id)).toMatchObject({ ok: true });
    expect(await accept(newer.token, newer.view.contentHash)).toEqual({ ok: false, reason: "withdrawn" });
    expect(await contractOf(getDb(), proposal)).toEqual({
      totalCents: proposal.totalCents,
      taxCents: proposal.taxCents,
    });
    // A page read before a stage was invoiced shows another effect: the buyer reads it again.
    const third = await sent(proposal.id, 900_00);
    expect(await accept(third.token, "0".repeat(64))).toEqual({ ok: false, reason: "changed" });
  });

  it("with every stage invoiced, invoice an increase on its own and credit a decrease", async () => {
    const { invoice } = await purchaseOrderInvoice(4_000_000, "PO-CO-1");
    const up = await sent(invoice.proposalId, 800_00);
    expect(up.view.effect).toMatchObject({ kind: "invoice" });
    expect(await accept(up.token, up.view.contentHash)).toEqual({ ok: true, changed: true });
    const [raised] = await getDb()
      .select()
      .from(invoices)
      .where(and(eq(invoices.proposalId, invoice.proposalId), eq(invoices.amountCents, up.view.differenceCents)));
    expect(raised).toMatchObject({
      stage: null,
      poNumber: "PO-CO-1",
      taxCents: up.view.taxCents,
      changeOrderId: up.id,
    });
    // A second increase has its own invoice too, beside the first.
    const again = await sent(invoice.proposalId, 300_00);
    expect(await accept(again.token, again.view.contentHash)).toEqual({ ok: true, changed: true });
    const own = await getDb()
      .select({ changeOrderId: invoices.changeOrderId, amountCents: invoices.amountCents })
      .from(invoices)
      .where(and(eq(invoices.proposalId, invoice.proposalId), isNotNull(invoices.changeOrderId)))
      .orderBy(asc(invoices.id));
    expect(own).toEqual([
      { changeOrderId: up.id, amountCents: up.view.differenceCents },
      { changeOrderId: again.id, amountCents: again.view.differenceCents },
    ]);
    const issued = await getDb()
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%${raised?.number ?? "?"}%`));
    expect(issued.length).toBeGreaterThan(0);

    expect(
      await recordInvoicePayment(owner, invoice.id, { method: "check", reference: "1001", paidOn: today }),
    ).toMatchObject({ ok: true });
    const down = await sent(invoice.proposalId, -500_00);
    expect(down.view.effect).toMatchObject({ kind: "credit" });
    expect(await accept(down.token, down.view.contentHash)).toEqual({ ok: true, changed: true });
    const notes = await getDb().select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes.map((note) => note.amountCents)).toEqual([-down.view.differenceCents]);
  });

  it("answer the buyer's bad or late form with a 4xx and its reason, and keep a sent one's content frozen", async () => {
    const { proposal } = await companyOrder();
    const change = await sent(proposal.id, 700_00, today);
    const post = async (fields: Record<string, string>) => {
      const answer = await handleChangeOrderForm(
        new Request(`http://localhost/change-order/${change.token}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        change.token,
      );
      if (answer instanceof Response) throw new Error(`a redirect to ${answer.headers.get("location")}`);
      return { status: answer.init?.status, state: answer.data };
    };
    expect(
      await post({ intent: "accept", name: "", agree: "yes", contentHash: change.view.contentHash }),
    ).toMatchObject({ status: 400, state: { form: "accept", errors: { name: expect.any(String) } } });
    expect(await post({ intent: "unknown" })).toMatchObject({ status: 400 });
    expect(await withdrawChangeOrder(owner, change.id)).toMatchObject({ ok: true });
    expect(
      await post({ intent: "accept", name: "Grace Hopper", agree: "yes", contentHash: change.view.contentHash }),
    ).toEqual({
      status: 409,
      state: { form: "accept", message: changeOrderRefusals.withdrawn, values: { name: "Grace Hopper" } },
    });
    await expect(
      getDb().update(changeOrders).set({ totalCents: 1, subtotalCents: 1 }).where(eq(changeOrders.id, change.id)),
    ).rejects.toThrow();
  });
});
