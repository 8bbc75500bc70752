/**
 * The /Contact quote form's action (app/routes/site/contact.server.ts), sent
 * as a browser sends it, against this file's own database: its robot trap
 * and its per-client limit, which run before anything is stored.
 */
import { randomUUID } from "node:crypto";

import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { handleQuoteForm, refusalMessages } from "#app/routes/site/contact.server";
import { getDb } from "#app/server/db/client.server";
import { outbox, quoteRequests, requestLimits } from "#app/server/db/schema.server";
import { findQuoteRequestByKey } from "#app/server/quote-requests/changes.server";

const BUSINESS = "owner@nestz.example";

interface Sent {
  /** The form's one-time key, so a test can look for what it stored. */
  key: string;
  email: string;
  /** Who sends it: the address server.ts puts in x-client-ip. A client of its own by default. */
  address: string;
  website: string;
}

const form = (changes: Partial<Sent> = {}): Sent => ({
  key: `key-${randomUUID()}`,
  email: `grace-${randomUUID()}@example.com`,
  // A client of its own per submission, so tests never share a rate-limit window by accident.
  address: `test-${randomUUID()}`,
  website: "",
  ...changes,
});

async function send(sent: Sent, limit = { max: 100, windowSeconds: 3600 }) {
  const body = new URLSearchParams({
    name: "Grace Hopper",
    email: sent.email,
    phone: "(503) 555-0199",
    organization: "Riverside Parks",
    buyerType: "civic",
    intent: "buy",
    units: "4",
    model: "office",
    zip: "98101",
    neededBy: `${new Date().getFullYear() + 1}-05`,
    message: "Four offices for a park.",
    idempotencyKey: sent.key,
    website: sent.website,
  });
  body.append("options", "bathroom");
  const request = new Request("http://localhost:3000/Contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": sent.address },
    body,
  });
  const answer = await handleQuoteForm(request, { limit, businessEmail: BUSINESS });
  return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), body: answer.data };
}

const rowsWithKey = (key: string) => getDb().select().from(quoteRequests).where(eq(quoteRequests.idempotencyKey, key));
const emailsTo = (address: string) => getDb().select().from(outbox).where(eq(outbox.recipient, address));

describe("the quote form's robot trap and per-client limit", () => {
  it("sends a request and confirms it", async () => {
    const sent = form();
    const answer = await send(sent);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "sent", repeated: false });
    expect(await rowsWithKey(sent.key)).toHaveLength(1);
  });

  it("politely refuses a filled-in honeypot and stores nothing, not even a hit", async () => {
    const sent = form({ website: "https://cheap-pills.example" });
    const answer = await send(sent);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: "refused", message: refusalMessages.bot });
    expect(await rowsWithKey(sent.key)).toEqual([]);
    expect(await emailsTo(sent.email)).toEqual([]);
    const hits = await getDb()
      .select()
      .from(requestLimits)
      .where(eq(requestLimits.key, `quote:${sent.address}`));
    expect(hits).toEqual([]);
  });

  it("counts an IPv6 client by its /64, so a new address in it is still the same client", async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xfffe).toString(16)}:1`;
    const limit = { max: 2, windowSeconds: 600 };
    for (const host of ["::1", "::2"])
      expect((await send(form({ address: `${network}${host}` }), limit)).status).toBe(200);
    const refused = await send(form({ address: `${network}:ab:cd:ef:1` }), limit);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "refused" });
    expect((await send(form({ address: `${network.slice(0, -1)}2::1` }), limit)).status).toBe(200);
  });

  it("lets one client send a few requests, then refuses politely with 429 and stores nothing", async () => {
    const address = `busy-${randomUUID()}`;
    const limit = { max: 2, windowSeconds: 600 };
    const made = [form({ address }), form({ address })];
    for (const sent of made) expect((await send(sent, limit)).status).toBe(200);
    const third = form({ address });
    const refused = await send(third, limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(500);
    if (refused.body.status !== "refused") throw new Error("expected a refusal");
    expect(refused.body.message).toMatch(/about 10 minutes/);
    expect(await rowsWithKey(third.key)).toEqual([]);
    expect(await emailsTo(third.email)).toEqual([]);
    // Another client is not held up.
    expect((await send(form(), limit)).status).toBe(200);
    // A resubmission of a request already made still finds it: the limit is counted only for new ones.
    const again = await send(made[0]!, limit);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "sent", repeated: true });
    const latest = (
      await getDb()
        .select()
        .from(quoteRequests)
        .orderBy(sql`id desc`)
        .limit(1)
    )[0]!;
    expect(await findQuoteRequestByKey(latest.idempotencyKey)).toMatchObject({ reference: latest.reference });
  });

  it("holds the limit when a client's requests arrive at once, over several connections", async () => {
    const address = `burst-${randomUUID()}`;
    const sent = Array.from({ length: 8 }, () => form({ address }));
    const answers = await Promise.all(sent.map((one) => send(one, { max: 3, windowSeconds: 600 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    const stored = await getDb()
      .select()
      .from(quoteRequests)
      .where(
        inArray(
          quoteRequests.idempotencyKey,
          sent.map((one) => one.key),
        ),
      );
    expect(stored).toHaveLength(3);
  });
});
