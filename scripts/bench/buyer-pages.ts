/**
 * A proposal and an invoice in the bench server's database, made with the
 * same functions the console and the buyer's pages use: a civic buyer's
 * request, priced and sent (its page is the proposal measured), and a second
 * one accepted and answered with a purchase order (its invoice is measured).
 * Returns the buyer's two addresses.
 */
import { randomUUID } from "node:crypto";

import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
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

export async function seedBuyerPages(databaseUrl: string): Promise<{ proposal: string; invoice: string }> {
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
    return { proposal: `/proposal/${open.token}`, invoice: `/invoice/${invoice.invoiceToken}` };
  } finally {
    await disconnectDatabase();
  }
}
