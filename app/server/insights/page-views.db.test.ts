import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { PageViewEvent } from "#app/domain/insights/event";
import { periodOf } from "#app/domain/insights/period";
import { quoteRequestIdFromReference } from "#app/domain/quote-requests/console-forms";
import type { QuoteRequestInput } from "#app/domain/quote-requests/form";
import { addDays } from "#app/domain/time/calendar-day";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { confirmTestPayment } from "#app/server/billing/settlements.server";
import { getDb } from "#app/server/db/client.server";
import { insightEvents, insightSalts, proposals, quoteRequests } from "#app/server/db/schema.server";
import { receivePageView } from "#app/server/front-door/insights-beacon.server";
import { testProvider } from "#app/server/payments/test-provider.server";
import { acceptProposal } from "#app/server/proposals/changes.server";
import { prepareProposal, saveDraft, sendProposal } from "#app/server/proposals/console-changes.server";
import { draftContentOf } from "#app/server/proposals/queries.server";
import { createQuoteRequest } from "#app/server/quote-requests/changes.server";
import { DEPOSIT_THEN_DELIVERY } from "#tests/support/proposal-fixtures";

import { attributeRequest } from "./attribution.server";
import { collectPageView, flushPageViews, limitKey, SharedLimiter } from "./page-views.server";
import { insightsReport } from "./queries.server";
import { currentSalt, forgetSalt } from "./visitors.server";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A browser: its own address, its user agent, any other headers. */
function browser(extra: Record<string, string> = {}) {
  const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const headers = new Headers({ "user-agent": CHROME, "x-client-ip": address, ...extra });
  return { address, headers };
}

async function view(who: ReturnType<typeof browser>, event: PageViewEvent) {
  const result = await collectPageView(who, event);
  await flushPageViews();
  return result;
}

const eventsFor = (path: string) => getDb().select().from(insightEvents).where(eq(insightEvents.path, path));

describe("collecting page views", () => {
  it("stores the path, the referrer's host, the tags and the device, and no address or user agent", async () => {
    const who = browser();
    const path = `/FAQ-${randomUUID()}`;
    expect(await view(who, { p: path, r: "www.google.com", s: "Newsletter", c: "Fall-2026" })).toEqual({
      outcome: "counted",
    });
    const [row] = await eventsFor(path);
    expect(row).toMatchObject({
      path,
      referrerHost: "google.com",
      utmSource: "newsletter",
      utmCampaign: "fall-2026",
      source: "newsletter",
      device: "desktop",
    });
    expect(JSON.stringify(row)).not.toContain(who.address);
    expect(JSON.stringify(row)).not.toContain("Chrome");
  });

  it("leaves out robots, prefetches, opted-out browsers and the console", async () => {
    const path = `/Specs-${randomUUID()}`;
    for (const who of [
      browser({ "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      browser({ "sec-purpose": "prefetch" }),
      browser({ "sec-gpc": "1" }),
      browser({ dnt: "1" }),
    ]) {
      expect((await view(who, { p: path })).outcome).toBe("not-counted");
    }
    expect((await view(browser(), { p: "/admin/insights" })).outcome).toBe("not-counted");
    expect(await eventsFor(path)).toEqual([]);
    expect(await eventsFor("/admin/insights")).toEqual([]);
  });

  it("names the same browser the same visitor all day, and uses one salt for every instance", async () => {
    const who = browser();
    const path = `/story-${randomUUID()}`;
    await view(who, { p: path });
    forgetSalt(); // as another instance would, it finds today's salt in the database
    await view(who, { p: path });
    await view(browser(), { p: path });
    const rows = await eventsFor(path);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor);
    expect(rows[2]?.visitor).not.toBe(rows[0]?.visitor);
  });

  it("makes a new salt for a new day and destroys the old one", async () => {
    const today = await currentSalt(new Date("2026-11-25T20:00:00Z"));
    const tomorrow = await currentSalt(new Date("2026-11-26T20:00:00Z"));
    expect(tomorrow).not.toBe(today);
    const days = (await getDb().select({ day: insightSalts.day }).from(insightSalts)).map((row) => row.day);
    expect(days).not.toContain("2026-11-25");
    expect(days).toContain("2026-11-26");
    forgetSalt();
  });

  it("answers the beacon 204, and refuses what the site never sends", async () => {
    const who = browser({ "content-type": "text/plain;charset=UTF-8" });
    const body = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value));
    expect((await receivePageView({ ...who, body: body({ p: "/" }) })).status).toBe(204);
    expect((await receivePageView({ ...who, body: body("{") })).status).toBe(400);
    expect((await receivePageView({ ...who, body: body({ p: "/", extra: 1 }) })).status).toBe(400);
    expect((await receivePageView({ ...who, body: body({ p: "no-slash" }) })).status).toBe(400);
    expect((await receivePageView({ ...who, body: Buffer.alloc(5_000, 32) })).status).toBe(413);
    const form = browser({ "content-type": "application/x-www-form-urlencoded" });
    expect((await receivePageView({ ...form, body: body({ p: "/" }) })).status).toBe(415);
  });

  it("limits each client address, counting across instances", async () => {
    const who = browser();
    const outcomes: string[] = [];
    // The default limit is 300 a minute; the count is shared through request_limits in batches.
    for (let n = 0; n < 320; n++) outcomes.push((await collectPageView(who, { p: "/limit" })).outcome);
    await flushPageViews();
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(300);
    expect(outcomes.at(-1)).toBe("rate-limited");
    const [limit] = (
      await getDb().execute(
        sql`select hits from request_limits where key = ${limitKey(await currentSalt(), who.address)}`,
      )
    ).rows as { hits: number }[];
    expect(limit?.hits).toBe(300);
    const raw = await getDb().execute(sql`select key from request_limits where key like ${`%${who.address}%`}`);
    expect(raw.rows, "no address in request_limits").toEqual([]);
  });

  it("limits an IPv6 client by its /64, however many of its addresses it sends from", async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const outcomes: string[] = [];
    for (let n = 1; n <= 320; n++) {
      const address = `${network}:${n.toString(16)}::${(n * 7).toString(16)}`;
      const headers = new Headers({ "user-agent": CHROME, "x-client-ip": address });
      outcomes.push((await collectPageView({ address, headers }, { p: "/limit-64" })).outcome);
    }
    await flushPageViews();
    expect(outcomes.filter((outcome) => outcome === "counted")).toHaveLength(300);
    expect(outcomes.at(-1)).toBe("rate-limited");
    // The next /64 is another client.
    const neighbour = { address: "2001:db8:ffff:ffff::1", headers: new Headers({ "user-agent": CHROME }) };
    expect((await collectPageView(neighbour, { p: "/limit-64" })).outcome).toBe("counted");
  });

  it("reads no session once a client is past its limit, whatever cookie it sends", async () => {
    const who = browser({ cookie: "__Secure-nestz.session_token=forged; nestz.session_token=forged" });
    let sessionReads = 0;
    const isAdmin = () => {
      sessionReads += 1;
      return Promise.resolve(false);
    };
    const outcomes: string[] = [];
    for (let n = 0; n < 320; n++)
      outcomes.push((await collectPageView(who, { p: "/flood" }, new Date(), isAdmin)).outcome);
    await flushPageViews();
    expect(outcomes.filter((outcome) => outcome === "rate-limited")).toHaveLength(20);
    // One read for each beacon within the limit; none for the twenty past it.
    expect(sessionReads).toBe(300);
  });
});

describe("the per-client limit on two instances", () => {
  it("holds across them: what one has counted, the other learns at its next sync", async () => {
    const key = `insights:two-instances-${randomUUID()}`;
    const first = new SharedLimiter();
    const second = new SharedLimiter();
    const take = (limiter: SharedLimiter, times: number) =>
      Array.from({ length: times }, () => limiter.take(key).allowed).filter(Boolean).length;

    expect(take(first, 200)).toBe(200);
    await first.sync();
    // The second instance counts one beacon before it has heard of the first's 200.
    expect(take(second, 1)).toBe(1);
    await second.sync();
    // Now it knows 201 of the 300 are spent, by whichever instance.
    expect(take(second, 150)).toBe(99);
    await second.sync();
    // The first still knows only its own 200 until its next sync: within that moment it can let a
    // few more through (the bound decision 0026 states), and refuses from the sync on.
    expect(take(first, 10)).toBe(10);
    await first.sync();
    expect(take(first, 1)).toBe(0);
    expect(take(second, 1)).toBe(0);
    const [limit] = (await getDb().execute(sql`select hits from request_limits where key = ${key}`)).rows as {
      hits: number;
    }[];
    expect(limit?.hits).toBe(310);
  });
});

describe("where a quote request came from", () => {
  const requestFrom = (who: ReturnType<typeof browser>, referer?: string) =>
    new Request("http://localhost:3000/Contact", {
      method: "POST",
      headers: { ...Object.fromEntries(who.headers), ...(referer ? { referer } : {}) },
    });

  it("takes the visitor's first page view today when the form carries nothing", async () => {
    const who = browser();
    await view(who, { p: "/", s: "facebook", m: "social", c: "open-house" });
    await view(who, { p: "/Contact" });
    expect(await attributeRequest(requestFrom(who, "http://localhost:3000/Contact"), {})).toEqual({
      source: "facebook",
      medium: "social",
      campaign: "open-house",
      referrerHost: null,
    });
  });

  it("prefers what the form carries, then the tags of the form's own page", async () => {
    const who = browser();
    await view(who, { p: "/", r: "bing.com" });
    expect(
      await attributeRequest(requestFrom(who), { utmSource: "Flyer", utmCampaign: "Fair", referrer: "" }),
    ).toMatchObject({ source: "flyer", campaign: "fair" });
    expect(
      await attributeRequest(
        requestFrom(who, "http://localhost:3000/Contact?utm_source=radio&utm_campaign=spring"),
        {},
      ),
    ).toMatchObject({ source: "radio", campaign: "spring" });
    expect(await attributeRequest(requestFrom(who), {})).toMatchObject({ source: "bing.com", medium: "organic" });
  });

  it("knows nothing of a browser that never sent a view, or opted out", async () => {
    expect(await attributeRequest(requestFrom(browser()), {})).toBeNull();
    const optedOut = browser({ "sec-gpc": "1" });
    await view(optedOut, { p: "/" });
    expect(await attributeRequest(requestFrom(optedOut), {})).toBeNull();
  });
});

describe("the funnel by source", () => {
  const quote = (changes: Partial<QuoteRequestInput> = {}): QuoteRequestInput => ({
    name: "Grace Hopper",
    email: `grace-${randomUUID()}@example.com`,
    phone: null,
    organization: null,
    buyerType: "individual",
    poReference: null,
    intent: "buy",
    units: 3,
    model: "office",
    options: [],
    papers: [],
    street: null,
    city: null,
    zip: "98101",
    neededBy: "2027-05",
    rentalStart: null,
    rentalDays: null,
    message: "",
    ...changes,
  });

  it("counts a visit and the request it led to on the same day, under the visit's source", async () => {
    const who = browser();
    const campaign = `spring-${randomUUID().slice(0, 8)}`;
    const source = `newsletter-${randomUUID().slice(0, 8)}`;
    await view(who, { p: "/", s: source, m: "email", c: campaign });
    await view(who, { p: "/Contact" });
    await view(browser(), { p: "/", s: source });
    const attribution = await attributeRequest(
      new Request("http://localhost:3000/Contact", { method: "POST", headers: who.headers }),
      {},
    );
    const created = await createQuoteRequest(
      {
        request: quote({ units: 4 }),
        idempotencyKey: randomUUID(),
        userId: null,
        source: attribution,
      },
      { businessEmail: "owner@nestz.example" },
    );
    expect(created.ok).toBe(true);
    const [stored] = await getDb()
      .select({ source: quoteRequests.source, campaign: quoteRequests.campaign, medium: quoteRequests.medium })
      .from(quoteRequests)
      .where(eq(quoteRequests.campaign, campaign));
    expect(stored).toEqual({ source, campaign, medium: "email" });

    const report = await insightsReport(
      periodOf(
        { period: "today" },
        new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date()),
      ),
    );
    expect(report.funnel.stages).toEqual(["visitors", "quote-requests", "proposals-sent", "accepted", "paid"]);
    const row = report.funnel.rows.find((entry) => entry.source === source);
    expect(row?.stages).toMatchObject({
      visitors: { count: 2, units: null, cents: null },
      "quote-requests": { count: 1, units: 4, cents: null },
    });
    expect(report.current.counts.campaign.find((entry) => entry.value === campaign)).toEqual({
      value: campaign,
      views: 2,
      visitors: 1,
    });
  });

  it("follows a request through its proposal to a deposit paid a week later, under the visit's source", async () => {
    const owner = { id: null, email: "owner@nestz.example" };
    const who = browser();
    const source = `partner-${randomUUID().slice(0, 8)}`;
    await view(who, { p: "/Government", s: source, m: "referral" });
    const created = await createQuoteRequest(
      {
        request: quote({ units: 2, buyerType: "civic" }),
        idempotencyKey: randomUUID(),
        userId: null,
        source: await attributeRequest(
          new Request("http://localhost:3000/Contact", { method: "POST", headers: who.headers }),
          {},
        ),
      },
      { businessEmail: "owner@nestz.example" },
    );
    if (!created.ok) throw new Error("no request");
    const requestId = quoteRequestIdFromReference(created.confirmation.reference);
    if (requestId === null) throw new Error("no request id");
    const prepared = await prepareProposal(owner, requestId);
    if (!prepared.ok) throw new Error(prepared.reason);
    const [draft] = await getDb().select().from(proposals).where(eq(proposals.id, prepared.id));
    if (!draft) throw new Error("no draft");
    const content = draftContentOf(draft);
    await saveDraft(owner, prepared.id, {
      ...content,
      lines: content.lines.map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? 4_000_000 })),
      paymentTerms: "both",
      // A deposit on acceptance, paid by card, then the rest as the units are delivered.
      schedule: { units: 2, stages: DEPOSIT_THEN_DELIVERY },
      // Received in Oregon: no rate to decide.
      delivery: { street: "", city: "Portland", state: "OR", zip: "97201" },
    });
    const sent = await sendProposal(owner, prepared.id);
    if (!sent.ok) throw new Error(`not sent: ${JSON.stringify(sent)}`);
    const [proposal] = await getDb().select().from(proposals).where(eq(proposals.id, prepared.id));
    if (!proposal) throw new Error("no proposal");
    await acceptProposal(sent.token, {
      name: "Grace Hopper",
      contentHash: proposal.contentHash ?? "",
      client: "203.0.113.9",
      userAgent: "vitest",
    });
    const deposit = await startDeposit(sent.token, testProvider);
    if (!deposit.ok) throw new Error(deposit.reason);
    const paid = await confirmTestPayment({
      intentId: deposit.intentId,
      clientSecret: deposit.clientSecret,
      card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2040, cvc: "123" },
    });
    expect(paid.outcome).toBe("succeeded");
    // The deposit arrived a week after the visit, the request and the proposal.
    await getDb()
      .update(proposals)
      .set({ depositPaidAt: sql`${proposals.depositPaidAt} + interval '7 days'` })
      .where(eq(proposals.id, prepared.id));

    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
    const weekLater = addDays(today, 7);
    const thatDay = await insightsReport(periodOf({ period: "today" }, today));
    expect(thatDay.funnel.rows.find((entry) => entry.source === source)?.stages).toEqual({
      visitors: { count: 1, units: null, cents: null },
      "quote-requests": { count: 1, units: 2, cents: null },
      "proposals-sent": { count: 1, units: 2, cents: proposal.totalCents },
      accepted: { count: 1, units: 2, cents: proposal.totalCents },
      paid: { count: 0, units: null, cents: 0 },
    });
    const fortnight = await insightsReport(periodOf({ period: "range", from: today, to: weekLater }, weekLater));
    expect(fortnight.funnel.rows.find((entry) => entry.source === source)?.stages.paid).toEqual({
      count: 1,
      units: null,
      cents: proposal.depositCents,
    });
    expect(proposal.depositCents).toBeGreaterThan(0);
  });
});
