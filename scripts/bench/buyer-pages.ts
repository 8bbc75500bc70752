/**
 * A proposal and an invoice in the bench server's database, made with the
 * same functions the console and the buyer's pages use: a civic buyer's
 * request, priced and sent (its page is the proposal measured), and a second
 * one accepted and answered with a purchase order (its invoice is measured).
 * Returns the buyer's two addresses.
 */
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { proposals, quoteRequests } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { prepareProposal, saveDraft, sendProposal } from "#app/server/proposals/console-changes.server";
import { draftContentOf } from "#app/server/proposals/queries.server";

const owner = { id: null, email: "owner@nestz.example" };

type Database = ReturnType<typeof connectDatabase>;

/** A quote request, priced and sent; answers the buyer's token and the content hash they accept. */
async function sentProposal(db: Database): Promise<{ token: string; contentHash: string }> {
  const [request] = await db
    .insert(quoteRequests)
    .values({
      idempotencyKey: randomUUID(),
      buyerType: "civic",
      intent: "buy",
      name: "Rosa Parks",
      email: `bench-buyer-${randomUUID()}@example.com`,
      organization: "Cascade County Housing",
      units: 2,
      model: "bedroom",
      options: ["kitchen"],
      zip: "97201",
      deliveryCity: "Portland",
      deliveryState: "OR",
      deliveryMiles: 9,
      deliveryFeeCents: 20_000,
      neededBy: "2027-05",
    })
    .returning();
  if (!request) throw new Error("the bench's quote request was not stored");
  const prepared = await prepareProposal(owner, request.id);
  if (!prepared.ok) throw new Error(`the bench's proposal was not prepared: ${prepared.reason}`);
  const [draft] = await db.select().from(proposals).where(eq(proposals.id, prepared.id));
  if (!draft) throw new Error("the bench's draft is missing");
  const content = draftContentOf(draft);
  const saved = await saveDraft(owner, prepared.id, {
    ...content,
    paymentTerms: "both",
    taxRateMilli: 0,
    lines: content.lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? 3_780_000 })),
  });
  if (!saved.ok) throw new Error(`the bench's draft was not saved: ${saved.reason}`);
  const sent = await sendProposal(owner, prepared.id);
  if (!sent.ok) throw new Error(`the bench's proposal was not sent: ${sent.reason}`);
  const [row] = await db.select().from(proposals).where(eq(proposals.id, prepared.id));
  if (!row?.contentHash) throw new Error("the bench's proposal has no content hash");
  return { token: sent.token, contentHash: row.contentHash };
}

export async function seedBuyerPages(databaseUrl: string): Promise<{ proposal: string; invoice: string }> {
  const db = connectDatabase(databaseUrl);
  try {
    const open = await sentProposal(db);
    const answered = await sentProposal(db);
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
