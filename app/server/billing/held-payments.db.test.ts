/**
 * Applying held money to an open invoice is a payment in the ledger
 * (docs/decisions/0109): the invoice's paid-to-date rises and the held money
 * is settled, exactly once, however many times it is pressed at once.
 */
import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { getDb } from "#app/server/db/client.server";
import { auditLog, heldPayments, payments } from "#app/server/db/schema.server";
import { purchaseOrderInvoice } from "#tests/support/proposal-fixtures";

import { applyHeldPayment } from "./held-payments.server";
import { paidCentsByInvoice } from "./ledger.server";

const owner = { id: null, email: "owner@nestz.example" };

async function poInvoice() {
  const { invoice } = await purchaseOrderInvoice(1_200_000, "PO-9", { organization: "Polk County" });
  return invoice;
}

async function hold(amountCents: number, currency = "usd") {
  const [row] = await getDb()
    .insert(heldPayments)
    .values({ provider: "test", intentId: `pi_test_held_${randomUUID()}`, reason: "no-match", amountCents, currency })
    .returning();
  if (!row) throw new Error("not held");
  return row;
}

describe("applying held money to an invoice", () => {
  it("pays it in the ledger once, however often it is pressed at once, and settles the held money", async () => {
    const invoice = await poInvoice();
    const held = await hold(250_000);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => applyHeldPayment(owner, held.id, invoice.number, "From the stray card payment")),
    );
    expect(results.filter((result) => result.ok && result.changed)).toHaveLength(1);
    expect((await paidCentsByInvoice(getDb(), [invoice.id])).get(invoice.id)).toBe(250_000);
    const [payment] = await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ method: "card", amountCents: 250_000, reference: `Held payment ${held.intentId}` });
    const [settled] = await getDb().select().from(heldPayments).where(eq(heldPayments.id, held.id));
    expect(settled).toMatchObject({ resolution: "applied" });
    expect(settled?.resolutionNote).toContain(invoice.number);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.applied"), eq(auditLog.subjectId, String(held.id))));
    expect(audit).toHaveLength(1);
  });

  it("refuses more than the invoice asks for, a closed or unknown invoice, and other currencies, changing nothing", async () => {
    const invoice = await poInvoice();
    const tooMuch = await hold(invoice.amountCents + 1);
    expect(await applyHeldPayment(owner, tooMuch.id, invoice.number, "")).toMatchObject({
      ok: false,
      reason: "amount",
    });
    expect(await applyHeldPayment(owner, tooMuch.id, "INV-999999", "")).toEqual({ ok: false, reason: "no-invoice" });
    const euros = await hold(100, "eur");
    expect(await applyHeldPayment(owner, euros.id, invoice.number, "")).toEqual({ ok: false, reason: "currency" });
    expect(await applyHeldPayment(owner, 2_000_000_000, invoice.number, "")).toEqual({
      ok: false,
      reason: "not-found",
    });
    const whole = await hold(invoice.amountCents);
    expect(await applyHeldPayment(owner, whole.id, invoice.number, "")).toMatchObject({ ok: true, paidInFull: true });
    const late = await hold(100);
    expect(await applyHeldPayment(owner, late.id, invoice.number, "")).toEqual({ ok: false, reason: "not-open" });
    for (const row of [tooMuch, euros, late]) {
      const [after] = await getDb().select().from(heldPayments).where(eq(heldPayments.id, row.id));
      expect(after?.resolution).toBeNull();
    }
    expect((await paidCentsByInvoice(getDb(), [invoice.id])).get(invoice.id)).toBe(invoice.amountCents);
  });
});
