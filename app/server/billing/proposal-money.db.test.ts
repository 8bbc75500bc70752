/**
 * What the buyer's proposal page says was paid and is left: every payment in
 * the ledger, part payments recorded by hand included, and credit notes.
 */
import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import { businessDay } from "#app/domain/time/business-time";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { invoices } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { proposalViewByToken } from "#app/server/proposals/queries.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { issueCreditNote } from "./credit-notes.server";
import { recordInvoicePayment } from "./ledger.server";

const owner = { id: null, email: "owner@nestz.example" };

describe("the buyer's proposal page", () => {
  it("shows a part payment recorded by hand, what is left, and a credit note's share", async () => {
    const request = await storeQuoteRequest({
      email: `buyer-${randomUUID()}@example.gov`,
      organization: "Benton County",
    });
    const { token, contentHash } = await sendDraft(await pricedDraft(request.id, 2_500_000, { paymentTerms: "po" }));
    const accepted = await acceptProposal(token, {
      name: "Ada",
      contentHash,
      client: "198.51.100.7",
      userAgent: "vitest",
    });
    if (!accepted.ok) throw new Error(accepted.reason);
    const answered = await answerWithPurchaseOrder(token, "PO-77");
    if (!answered.ok) throw new Error(answered.reason);
    if (!answered.invoiceToken) throw new Error("the acceptance stage was not invoiced");
    const [invoice] = await getDb().select().from(invoices).where(byToken(invoices, answered.invoiceToken));
    if (!invoice) throw new Error("no invoice");

    const paid = await recordInvoicePayment(owner, invoice.id, {
      method: "check",
      reference: "Check 501",
      paidOn: businessDay(new Date()),
      amountCents: 400_000,
    });
    expect(paid).toMatchObject({ ok: true, paidInFull: false });
    const view = await proposalViewByToken(token);
    expect(view).toMatchObject({ paidCents: 400_000, remainingCents: view ? view.totalCents - 400_000 : -1 });

    expect(
      await issueCreditNote(owner, invoice.id, { amountCents: 100_000, reason: "Smaller porch", excessTo: "credit" }),
    ).toMatchObject({ ok: true });
    const credited = await proposalViewByToken(token);
    expect(credited).toMatchObject({
      paidCents: 400_000,
      remainingCents: credited ? credited.totalCents - 100_000 - 400_000 : -1,
    });
  });
});
