/**
 * Voiding an invoice (docs/decisions/0091): it keeps its number and says why,
 * asks for nothing more and gets no more reminders. Only an invoice nothing
 * was paid on is voided; money received is corrected with a credit note.
 */
import { eq } from "drizzle-orm";

import { formatCents } from "#app/domain/common/money";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { invoices } from "#app/server/db/schema.server";

import { paidCentsByInvoice } from "./ledger.server";

export type VoidResult = { ok: true; number: string; changed: boolean } | { ok: false; reason: "not-found" | "paid" };

export async function voidInvoice(
  actor: Actor,
  invoiceId: number,
  reason: string,
  now = new Date(),
): Promise<VoidResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
      if (!invoice) return { ok: false, reason: "not-found" } as const;
      if (invoice.status === "void") return { ok: true, number: invoice.number, changed: false } as const;
      // A part payment counts too: once money is in the ledger, only a credit note corrects it.
      const paidCents = (await paidCentsByInvoice(tx, [invoiceId])).get(invoiceId) ?? 0;
      if (invoice.status === "paid" || paidCents > 0) return { ok: false, reason: "paid" } as const;
      await tx
        .update(invoices)
        .set({ status: "void", voidedAt: now, voidReason: reason })
        .where(eq(invoices.id, invoiceId));
      await recordChange(tx, actor, {
        action: "invoice.voided",
        subjectType: "invoice",
        subjectId: invoiceId,
        before: { status: invoice.status },
        after: { number: invoice.number, amount: formatCents(invoice.amountCents), reason },
      });
      return { ok: true, number: invoice.number, changed: true } as const;
    }),
  );
}
