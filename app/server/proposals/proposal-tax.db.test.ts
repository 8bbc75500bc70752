/**
 * A proposal's sales tax as stored: the address's rate with its record, the
 * street asked for when a ZIP spans codes, the deposit's and the invoices'
 * shares adding up to the tax, a new quarter deciding the rate again, and an
 * Oregon delivery carrying none.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { quarterOf } from "#app/domain/tax/rate-choice";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { invoiceBalance } from "#app/server/billing/changes.server";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { getDb } from "#app/server/db/client.server";
import { invoices, proposals } from "#app/server/db/schema.server";
import { testProvider } from "#app/server/payments/test-provider.server";
import { DorLookupStandIn } from "#tests/support/dor-lookup-stand-in";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { acceptProposal } from "./changes.server";
import { prepareProposal, reviseProposal } from "./console-changes.server";
import { settleDraftRate } from "./draft-rate.server";
import { draftContentOf } from "./queries.server";

const owner = { id: null, email: "owner@nestz.example" };
const dor = new DorLookupStandIn();

beforeAll(async () => {
  await dor.start();
  // Read once, at the first lookup: this file's lookups go to the stand-in.
  process.env.DOR_LOOKUP_URL = dor.url;
  process.env.DOR_LOOKUP_TIMEOUT_MS = "500";
});

afterAll(async () => {
  await dor.stop();
});

const row = async (id: number) => {
  const [found] = await getDb().select().from(proposals).where(eq(proposals.id, id));
  if (!found) throw new Error("no proposal");
  return found;
};

const seattleRequest = () =>
  storeQuoteRequest({
    buyerType: "corporate",
    zip: "98109",
    deliveryCity: "Seattle",
    deliveryState: "WA",
    deliveryStreet: "400 Broad St",
    deliveryCityName: "Seattle",
  });

describe("a Washington delivery", () => {
  it("is priced at its address's rate, and the proposal keeps the code, parts, source, quarter and address", async () => {
    const request = await seattleRequest();
    const id = await pricedDraft(request.id, 1_234_567);
    const draft = await row(id);
    expect(draft).toMatchObject({
      taxTreatment: "taxable",
      taxBuyerKind: "company",
      deliveryStreet: "400 Broad St",
      deliveryZip: "98109",
      taxLocationCode: "1726",
      taxRateMilli: 10_350,
      taxStateRateMilli: 6_500,
      taxLocalRateMilli: 3_850,
      taxRateSource: "dor-lookup",
      taxRateMatch: "address",
      taxQuarter: quarterOf(new Date()),
      taxAddressUsed: "400 Broad St, Seattle, WA 98109",
    });
    // Everything the buyer pays for the homes is taxed, the delivery fee included.
    expect(draft.taxableCents).toBe(draft.subtotalCents);
    expect(draft.taxCents).toBe(Math.round((draft.subtotalCents * 10_350) / 100_000));
    const { proposal } = await sendDraft(id);
    expect(proposal).toMatchObject({ status: "sent", taxLocationCode: "1726", taxRateMilli: 10_350 });
  });

  it("asks for the street address when the ZIP spans codes, then for a code, and keeps the owner's choice", async () => {
    const request = await storeQuoteRequest({
      buyerType: "corporate",
      zip: "98335",
      deliveryCity: "Gig Harbor",
      deliveryState: "WA",
    });
    const prepared = await prepareProposal(owner, request.id);
    if (!prepared.ok) throw new Error(prepared.reason);
    const content = draftContentOf(await row(prepared.id));
    expect(content.rate).toBeNull();
    const noStreet = await settleDraftRate(content, null, null);
    expect(noStreet).toMatchObject({ rate: null, question: { needsStreet: true, candidates: [] } });

    const withStreet = { ...content, delivery: { ...content.delivery, street: "12 Nowhere Ln" } };
    const asked = await settleDraftRate(withStreet, null, null);
    expect(asked.rate).toBeNull();
    expect(asked.question?.needsStreet).toBe(false);
    expect(asked.question?.candidates.map((candidate) => candidate.code)).toContain("2705");

    const chosen = await settleDraftRate(withStreet, null, "2705");
    expect(chosen.rate).toMatchObject({ code: "2705", rateMilli: 8_700, source: "owner-choice", match: "owner" });
  });

  it("splits the tax between the card deposit and the balance invoice, to the cent", async () => {
    const request = await seattleRequest();
    // Prices that leave fractions of a cent in the tax and the deposit.
    const { token, proposal, contentHash } = await sendDraft(
      await pricedDraft(request.id, 1_234_567, {
        paymentTerms: "card",
        schedule: {
          units: 1,
          stages: [
            { name: "Deposit", share: { kind: "percent", basisPoints: 3_300 }, trigger: { kind: "acceptance" } },
            { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
          ],
        },
      }),
    );
    await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
    const started = await startDeposit(token, testProvider);
    if (!started.ok) throw new Error(started.reason);
    const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" };
    await confirmTestPayment({ intentId: started.intentId, clientSecret: started.clientSecret, card });
    const balance = await invoiceBalance(owner, proposal.id);
    if (!balance.ok) throw new Error(balance.reason);
    const [invoice] = await getDb().select().from(invoices).where(eq(invoices.proposalId, proposal.id));
    if (!invoice) throw new Error("no invoice");
    expect(proposal.depositTaxCents).toBeGreaterThan(0);
    expect(proposal.depositTaxCents + invoice.taxCents).toBe(proposal.taxCents);
    expect(invoice.preTaxCents + invoice.taxCents).toBe(invoice.amountCents);
    expect(proposal.depositCents - proposal.depositTaxCents + invoice.preTaxCents).toBe(proposal.subtotalCents);
  });

  it("keeps a sent proposal's rate, and a revision in a later quarter decides it again", async () => {
    const request = await seattleRequest();
    const { proposal } = await sendDraft(await pricedDraft(request.id, 1_000_000));
    const sameQuarter = await reviseProposal(owner, proposal.id);
    if (!sameQuarter.ok) throw new Error(sameQuarter.reason);
    expect(await row(sameQuarter.id)).toMatchObject({ taxLocationCode: "1726", taxRateMilli: 10_350 });
    expect(await row(proposal.id)).toMatchObject({ taxLocationCode: "1726", taxRateMilli: 10_350 });

    // Three months on, the kept rate is from another quarter: no file is uploaded for it, so the owner is asked.
    const later = new Date(Date.now() + 92 * 24 * 60 * 60 * 1000);
    const content = draftContentOf(await row(sameQuarter.id));
    const settled = await settleDraftRate(content, content.rate, null, later);
    expect(settled.rate).toBeNull();
    expect(settled.notice).toContain(`chosen again for ${quarterOf(later)}`);
    expect(settled.question).not.toBeNull();
  });
});

describe("an Oregon delivery", () => {
  it("carries no Washington tax once accepted", async () => {
    const request = await storeQuoteRequest({ buyerType: "corporate" });
    const { token, proposal, contentHash } = await sendDraft(await pricedDraft(request.id, 2_000_000));
    expect(proposal).toMatchObject({
      taxTreatment: "no-washington-tax",
      taxCents: 0,
      taxableCents: 0,
      taxRateMilli: null,
      deliveryState: "OR",
    });
    await acceptProposal(token, { name: "Grace Hopper", contentHash, client: "198.51.100.7", userAgent: "vitest" });
    const [accepted] = await getDb().select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(accepted).toMatchObject({ status: "accepted", taxCents: 0 });
  });
});
