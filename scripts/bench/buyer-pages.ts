/**
 * A proposal and an invoice in the bench server's database, made with the
 * same functions the console and the buyer's pages use: a civic buyer's
 * request, priced and sent (its page is the proposal measured), and a second
 * one accepted and answered with a purchase order (its invoice is measured,
 * and its page is the order's, with a change order sent, measured too).
 * Returns the buyer's addresses.
 */
import { randomUUID } from "node:crypto";

import { defaultValidUntil } from "#app/domain/proposals/valid-until";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { consoleChangeOrders } from "#app/server/proposals/change-order-queries.server";
import { saveChangeOrderDraft, sendChangeOrder } from "#app/server/proposals/change-orders.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { findProposalByToken } from "#app/server/proposals/queries.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

/** A civic buyer's quote request, priced and sent; answers the buyer's token and the content hash they accept. */
async function sentProposal(): Promise<{ token: string; contentHash: string }> {
  const request = await storeQuoteRequest({
    name: "Rosa Parks",
    email: `bench-buyer-${randomUUID()}@example.com`,
    organization: "Cascade County Housing",
    units: 2,
    options: ["kitchen"],
  });
  const id = await pricedDraft(request.id, 3_780_000, { paymentTerms: "both" });
  const { token, contentHash } = await sendDraft(id);
  return { token, contentHash };
}

/** A change order to the accepted proposal, sent: its page is measured, and the order's page lists it. */
async function sentChangeOrder(orderToken: string): Promise<string> {
  const found = await findProposalByToken(orderToken);
  if (!found) throw new Error("the bench's order is missing");
  const owner = { id: null, email: "bench@nestz.example" };
  const saved = await saveChangeOrderDraft(
    owner,
    found.proposal.id,
    {
      lines: [
        { description: "Solar preparation", quantity: 2, unitPriceCents: 125_000 },
        { description: "Porch light", quantity: 1, unitPriceCents: -18_000 },
      ],
      note: "As we discussed on the phone.",
      validUntil: defaultValidUntil(new Date()),
    },
    null,
  );
  if (!saved.ok) throw new Error(`the bench's change order was not drafted: ${saved.reason}`);
  const sent = await sendChangeOrder(owner, saved.id);
  if (!sent.ok) throw new Error(`the bench's change order was not sent: ${sent.reason}`);
  const page = await consoleChangeOrders(found.proposal.id);
  const path = page?.items.find((item) => item.id === saved.id)?.summary.path;
  if (!path) throw new Error("the bench's change order has no link");
  return path;
}

export async function seedBuyerPages(
  databaseUrl: string,
): Promise<{ proposal: string; invoice: string; order: string; changeOrder: string }> {
  connectDatabase(databaseUrl);
  try {
    const open = await sentProposal();
    const answered = await sentProposal();
    const accepted = await acceptProposal(answered.token, {
      name: "Rosa Parks",
      contentHash: answered.contentHash,
      client: "127.0.0.1",
      userAgent: "bench",
    });
    if (!accepted.ok) throw new Error(`the bench's proposal was not accepted: ${accepted.reason}`);
    const invoice = await answerWithPurchaseOrder(answered.token, "PO-2027-0042");
    if (!invoice.ok) throw new Error(`the bench's purchase order was not taken: ${invoice.reason}`);
    const changeOrder = await sentChangeOrder(answered.token);
    return {
      proposal: `/proposal/${open.token}`,
      invoice: `/invoice/${invoice.invoiceToken}`,
      order: `/proposal/${answered.token}`,
      changeOrder,
    };
  } finally {
    await disconnectDatabase();
  }
}
