/** The acceptance proves what the buyer was shown, and its record never changes (docs/decisions/0088). */
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { getEnv } from "#app/server/config/env.server";
import { getDb } from "#app/server/db/client.server";
import { proposals } from "#app/server/db/schema.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";

import { acceptProposal } from "./changes.server";
import { contentHashOf, proposalViewByToken } from "./queries.server";

const env = getEnv();
const legalName = env.COMPANY_LEGAL_NAME;
afterEach(() => {
  env.COMPANY_LEGAL_NAME = legalName;
});

async function sent() {
  const request = await storeQuoteRequest();
  return { request, ...(await sendDraft(await pricedDraft(request.id, 3_000_000, { paymentTerms: "both" }))) };
}

describe("the acceptance hash", () => {
  it("is of the page as shown: the seller's legal name, the deposit, the terms' words and the stored totals", async () => {
    const { request, token, proposal } = await sent();
    // The business's legal name changed after the proposal was sent: the page shows the new one.
    env.COMPANY_LEGAL_NAME = "Nestz Homes of the Northwest LLC";
    const view = await proposalViewByToken(token);
    if (!view) throw new Error("no page");
    expect(view.business.name).toBe("Nestz Homes of the Northwest LLC");
    expect(view.totalCents).toBe(proposal.totalCents);
    expect(view.depositCents).toBe(proposal.depositCents);
    const shown = contentHashOf(proposal, request.reference, "Nestz Homes of the Northwest LLC");
    expect(view.contentHash).toBe(shown);
    expect(view.contentHash).not.toBe(proposal.contentHash);

    // A page read under another name is not what the version shows now.
    const stale = contentHashOf(proposal, request.reference, legalName);
    const name = "Grace Hopper";
    expect(
      await acceptProposal(token, { name, contentHash: stale, client: "198.51.100.7", userAgent: "vitest" }),
    ).toEqual({ ok: false, reason: "changed" });
    expect(
      await acceptProposal(token, { name, contentHash: shown, client: "198.51.100.7", userAgent: "vitest" }),
    ).toEqual({ ok: true, changed: true });
    const [accepted] = await getDb().select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(accepted?.acceptedHash).toBe(shown);
  });

  it("changes with the terms' wording and the deposit, which it covers", async () => {
    const { request, proposal } = await sent();
    const hash = contentHashOf(proposal, request.reference);
    expect(contentHashOf({ ...proposal, paymentTerms: "card" }, request.reference)).not.toBe(hash);
    expect(contentHashOf({ ...proposal, depositCents: proposal.depositCents + 1 }, request.reference)).not.toBe(hash);
    expect(contentHashOf({ ...proposal, totalCents: proposal.totalCents + 1 }, request.reference)).not.toBe(hash);
  });
});

describe("the acceptance record", () => {
  it("is frozen in every column, even by SQL", async () => {
    const { token, contentHash, proposal } = await sent();
    const answer = await acceptProposal(token, {
      name: "Grace Hopper",
      contentHash,
      client: "198.51.100.7",
      userAgent: "vitest",
    });
    expect(answer).toEqual({ ok: true, changed: true });
    for (const change of [
      sql`accepted_client = '203.0.113.9'`,
      sql`accepted_user_agent = 'someone else'`,
      sql`accepted_name = 'Someone Else'`,
      sql`accepted_hash = ${"0".repeat(64)}`,
      sql`accepted_at = now() - interval '1 day'`,
    ]) {
      await expect(getDb().execute(sql`update proposals set ${change} where id = ${proposal.id}`)).rejects.toThrow();
    }
  });
});
