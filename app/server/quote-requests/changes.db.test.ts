import { randomUUID } from "node:crypto";

import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { QuoteRequestInput } from "#app/domain/quote-requests/form";
import { getDb } from "#app/server/db/client.server";
import { outbox, quoteRequests, user } from "#app/server/db/schema.server";

import { createQuoteRequest, listQuoteRequestsForUser, type NewQuoteRequest, refusalMessages } from "./changes.server";

const BUSINESS = "owner@nestz.example";

const request = (changes: Partial<QuoteRequestInput> = {}): QuoteRequestInput => ({
  name: "Grace Hopper",
  email: `grace-${randomUUID()}@example.com`,
  phone: "(503) 555-0199",
  organization: "Riverside Parks",
  buyerType: "civic",
  poReference: null,
  intent: "buy",
  units: 4,
  model: "office",
  options: ["bathroom", "custom-paint"],
  papers: [],
  street: "600 4th Ave",
  city: "Seattle",
  zip: "98101",
  neededBy: "2027-05",
  rentalStart: null,
  rentalDays: null,
  message: "Four offices for a park.",
  ...changes,
});

function submission(changes: Partial<NewQuoteRequest> = {}): NewQuoteRequest {
  return {
    request: request(),
    idempotencyKey: randomUUID(),
    userId: null,
    ...changes,
  };
}

const send = (input: NewQuoteRequest) => createQuoteRequest(input, { businessEmail: BUSINESS });

const rowsWithKey = (key: string) => getDb().select().from(quoteRequests).where(eq(quoteRequests.idempotencyKey, key));

/** The emails about one request: both carry its reference in the subject. */
const emailsAbout = (reference: string) =>
  getDb()
    .select()
    .from(outbox)
    .where(like(outbox.subject, `%${reference}%`));

const emailsTo = (address: string) => getDb().select().from(outbox).where(eq(outbox.recipient, address));

describe("createQuoteRequest", () => {
  it("stores the request with its delivery estimate and queues both emails", async () => {
    const input = submission();
    const result = await send(input);
    if (!result.ok) throw new Error(result.message);
    expect(result.repeated).toBe(false);
    const { confirmation } = result;
    expect(confirmation.reference).toMatch(/^Q-\d{4,}$/);

    const [row] = await rowsWithKey(input.idempotencyKey);
    expect(row).toMatchObject({
      reference: confirmation.reference,
      status: "new",
      buyerType: "civic",
      intent: "buy",
      units: 4,
      model: "office",
      options: ["bathroom", "custom-paint"],
      deliveryStreet: "600 4th Ave",
      deliveryCityName: "Seattle",
      zip: "98101",
      deliveryCity: "Seattle",
      deliveryState: "WA",
      deliveryMiles: 141,
      deliveryFeeCents: 64_400,
      userId: null,
    });
    expect(confirmation.delivery).toMatchObject({ ok: true, quote: { city: "Seattle", feeCents: 64_400 } });

    const emails = await emailsAbout(confirmation.reference);
    expect(emails.map((email) => [email.kind, email.recipient]).sort()).toEqual(
      [
        ["quote-confirmation", input.request.email],
        ["quote-request", BUSINESS],
      ].sort(),
    );
    const summary = emails.find((email) => email.kind === "quote-request")!;
    expect(summary.subject).toBe(
      `Quote request ${confirmation.reference}: 4 × Office Nestz to buy, for a city or civic group`,
    );
    for (const fact of [
      "Grace Hopper",
      input.request.email,
      "(503) 555-0199",
      "Riverside Parks",
      "Bathroom, Custom paint",
      "$644",
      "May 2027",
      "Four offices for a park.",
    ]) {
      expect(summary.text).toContain(fact);
    }
    const buyer = emails.find((email) => email.kind === "quote-confirmation")!;
    expect(buyer.subject).toBe(`Your Nestz quote request ${confirmation.reference}`);
    expect(buyer.text).toContain(`Your reference is ${confirmation.reference}`);
    expect(buyer.text).toContain("What happens next");
  });

  it("stores a rental with its dates, and a ZIP outside the area without an estimate", async () => {
    const input = submission({
      request: request({
        intent: "rent",
        rentalStart: "2027-02-01",
        rentalDays: 90,
        zip: "83702",
        buyerType: "government",
        poReference: "RFQ-7",
      }),
    });
    const result = await send(input);
    if (!result.ok) throw new Error(result.message);
    const [row] = await rowsWithKey(input.idempotencyKey);
    expect(row).toMatchObject({
      intent: "rent",
      rentalStart: "2027-02-01",
      rentalDays: 90,
      poReference: "RFQ-7",
      deliveryFeeCents: null,
      deliveryCity: null,
    });
    expect(result.confirmation.delivery).toMatchObject({ ok: false, message: expect.stringContaining("Idaho") });
    const summary = (await emailsAbout(result.confirmation.reference)).find((email) => email.kind === "quote-request")!;
    expect(summary.text).toContain("Rental length: 90 days");
    expect(summary.text).toContain("Bid or PO reference: RFQ-7");
  });

  it("writes the request and both emails, or nothing at all", async () => {
    // Make the second email fail inside the database, after the request and the first email went in.
    await getDb().execute(
      sql.raw(`
      create function refuse_quote_confirmation() returns trigger language plpgsql as $$
      begin raise exception 'no confirmations today'; end $$;
      create trigger refuse_quote_confirmation before insert on outbox
        for each row when (new.kind = 'quote-confirmation') execute function refuse_quote_confirmation();
    `),
    );
    const input = submission();
    try {
      const failure = await send(input).then(
        () => null,
        (error: unknown) => error,
      );
      // The database's own refusal, under the query error that carries it.
      expect(failure instanceof Error && String(failure.cause)).toMatch(/no confirmations today/);
    } finally {
      await getDb().execute(
        sql.raw(`
        drop trigger refuse_quote_confirmation on outbox;
        drop function refuse_quote_confirmation();
      `),
      );
    }
    expect(await rowsWithKey(input.idempotencyKey)).toEqual([]);
    expect(await emailsTo(input.request.email)).toEqual([]);
    const summaries = await getDb()
      .select()
      .from(outbox)
      .where(like(outbox.text, `%${input.request.email}%`));
    expect(summaries).toEqual([]);

    // The same form then goes through once the fault is gone.
    const retried = await send(input);
    expect(retried.ok && !retried.repeated).toBe(true);
  });

  it("finds the same request when the same form is sent again", async () => {
    const input = submission();
    const first = await send(input);
    const second = await send(input);
    if (!first.ok || !second.ok) throw new Error("expected both to succeed");
    expect(second.repeated).toBe(true);
    expect(second.confirmation).toEqual(first.confirmation);
    expect(await rowsWithKey(input.idempotencyKey)).toHaveLength(1);
    expect(await emailsAbout(first.confirmation.reference)).toHaveLength(2);
  });

  it("makes one request, and two emails, from concurrent submissions of one form", async () => {
    const input = submission();
    const results = await Promise.all(Array.from({ length: 6 }, () => send(input)));
    const references = new Set(results.map((result) => (result.ok ? result.confirmation.reference : result.reason)));
    expect(references.size).toBe(1);
    expect(results.filter((result) => result.ok && !result.repeated)).toHaveLength(1);
    const [row] = await rowsWithKey(input.idempotencyKey);
    expect(row).toBeDefined();
    expect(await emailsAbout(row!.reference)).toHaveLength(2);
  });

  it("refuses a key that belongs to someone else's request, storing nothing", async () => {
    const first = submission();
    await send(first);
    const other = await send({ ...first, request: request() });
    expect(other).toEqual({ ok: false, reason: "key-conflict", message: refusalMessages.keyConflict });
    expect(await rowsWithKey(first.idempotencyKey)).toHaveLength(1);
  });
});

describe("listQuoteRequestsForUser", () => {
  it("lists a signed-in buyer's requests, newest first, and no one else's", async () => {
    const id = randomUUID();
    await getDb()
      .insert(user)
      .values({ id, name: "Ada", email: `ada-${id}@example.com` });
    const older = await send(submission({ userId: id, request: request({ model: "bedroom", units: 1 }) }));
    const newer = await send(
      submission({ userId: id, request: request({ intent: "rent", rentalStart: "2027-03-01", rentalDays: 30 }) }),
    );
    await send(submission());
    if (!older.ok || !newer.ok) throw new Error("expected both requests to be stored");
    const listed = await listQuoteRequestsForUser(id);
    expect(listed.map((item) => item.reference)).toEqual([newer.confirmation.reference, older.confirmation.reference]);
    expect(listed[0]).toMatchObject({
      status: "new",
      intent: "rent",
      model: "office",
      units: 4,
      zip: "98101",
      neededBy: "2027-05",
    });
    expect(listed[1]).toMatchObject({ intent: "buy", model: "bedroom", units: 1 });
    expect(await listQuoteRequestsForUser(randomUUID())).toEqual([]);
  });
});
