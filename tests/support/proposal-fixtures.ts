/**
 * A buyer's quote request and its proposal in the database, made with the
 * same functions the quote form and the console use: for the database tests
 * and the benchmark's buyer pages.
 */
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";

import type { PaymentStage } from "#app/domain/billing/schedule";
import type { DraftContent } from "#app/domain/proposals/draft";
import { byToken } from "#app/server/config/private-links.server";
import { getDb } from "#app/server/db/client.server";
import { invoices, proposals, quoteRequests } from "#app/server/db/schema.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { prepareProposal, saveDraft, sendProposal } from "#app/server/proposals/console-changes.server";
import { draftContentOf } from "#app/server/proposals/queries.server";

const owner = { id: null, email: "owner@nestz.example" };

/** Stores a civic buyer's request to buy one bedroom unit delivered in Portland; `changes` make it another. */
export async function storeQuoteRequest(changes: Partial<typeof quoteRequests.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(quoteRequests)
    .values({
      idempotencyKey: randomUUID(),
      buyerType: "civic",
      intent: "buy",
      name: "Grace Hopper",
      email: `grace-${randomUUID()}@example.com`,
      units: 1,
      model: "bedroom",
      zip: "97201",
      deliveryCity: "Portland",
      deliveryState: "OR",
      deliveryMiles: 9,
      deliveryFeeCents: 20_000,
      neededBy: "2027-05",
      ...changes,
    })
    .returning();
  if (!row) throw new Error("the quote request was not stored");
  return row;
}

/** 25 % on acceptance (by card, or invoiced against a purchase order), the rest as each unit is delivered. */
export const DEPOSIT_THEN_DELIVERY: PaymentStage[] = [
  { name: "Deposit", share: { kind: "percent", basisPoints: 2_500 }, trigger: { kind: "acceptance" } },
  { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
];

/** The whole on acceptance: one invoice against a purchase order. */
export const WHOLE_ON_ACCEPTANCE: PaymentStage[] = [
  { name: "Order", share: { kind: "percent", basisPoints: 10_000 }, trigger: { kind: "acceptance" } },
];

/**
 * Prepares the request's proposal and saves its draft with `unitPriceCents`
 * on every line still without a price, and `changes`. Answers the proposal's id.
 * Unless `changes` gives a schedule, one paid only by purchase order is
 * invoiced whole on acceptance, and any other takes a 25 % deposit first.
 */
export async function pricedDraft(
  quoteRequestId: number,
  unitPriceCents: number,
  changes: Partial<DraftContent> = {},
): Promise<number> {
  const prepared = await prepareProposal(owner, quoteRequestId);
  if (!prepared.ok) throw new Error(`the proposal was not prepared: ${prepared.reason}`);
  const [draft] = await getDb().select().from(proposals).where(eq(proposals.id, prepared.id));
  if (!draft) throw new Error("the draft is missing");
  const content = draftContentOf(draft);
  const stages = (changes.paymentTerms ?? content.paymentTerms) === "po" ? WHOLE_ON_ACCEPTANCE : DEPOSIT_THEN_DELIVERY;
  const saved = await saveDraft(owner, prepared.id, {
    ...content,
    schedule: { units: content.schedule.units, stages },
    lines: content.lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? unitPriceCents })),
    ...changes,
  });
  if (!saved.ok) throw new Error(`the draft was not saved: ${saved.reason}`);
  return prepared.id;
}

/** Sends a priced draft; answers the buyer's token and the proposal as stored, with the hash they accept. */
export async function sendDraft(proposalId: number) {
  const sent = await sendProposal(owner, proposalId);
  if (!sent.ok) throw new Error(`the proposal was not sent: ${JSON.stringify(sent)}`);
  const [proposal] = await getDb().select().from(proposals).where(eq(proposals.id, proposalId));
  if (!proposal?.contentHash) throw new Error("the sent proposal has no content hash");
  return { token: sent.token, reference: sent.reference, proposal, contentHash: proposal.contentHash };
}

/**
 * A public buyer's proposal for `totalCents`, sent, accepted and answered with
 * purchase order `poNumber`: its acceptance stage's invoice, and the link token.
 */
export async function purchaseOrderInvoice(
  totalCents: number,
  poNumber: string,
  changes: Partial<typeof quoteRequests.$inferInsert> = {},
) {
  const request = await storeQuoteRequest({ email: `buyer-${randomUUID()}@example.gov`, ...changes });
  const { token, contentHash } = await sendDraft(await pricedDraft(request.id, totalCents, { paymentTerms: "po" }));
  const accepted = await acceptProposal(token, {
    name: "Ada",
    contentHash,
    client: "198.51.100.7",
    userAgent: "vitest",
  });
  if (!accepted.ok) throw new Error(`not accepted: ${accepted.reason}`);
  const answered = await answerWithPurchaseOrder(token, poNumber);
  if (!answered.ok) throw new Error(answered.reason);
  if (!answered.invoiceToken) throw new Error("the acceptance stage was not invoiced");
  const [invoice] = await getDb().select().from(invoices).where(byToken(invoices, answered.invoiceToken));
  if (!invoice) throw new Error("no invoice");
  return { invoice, token, request };
}
