/**
 * What the buyer's proposal page says was paid and is left: every payment in
 * the ledger, part payments recorded by hand included, and credit notes.
 */

import { describe, expect, it } from "vitest";

import { businessDay } from "#app/domain/time/business-time";
import { proposalViewByToken } from "#app/server/proposals/queries.server";
import { purchaseOrderInvoice } from "#tests/support/proposal-fixtures";

import { issueCreditNote } from "./credit-notes.server";
import { recordInvoicePayment } from "./ledger.server";

const owner = { id: null, email: "owner@nestz.example" };

describe("the buyer's proposal page", () => {
  it("shows a part payment recorded by hand, what is left, and a credit note's share", async () => {
    const { invoice, token } = await purchaseOrderInvoice(2_500_000, "PO-77", { organization: "Benton County" });

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
