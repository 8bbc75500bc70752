import { randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { BuyerType, Intent } from "#app/domain/quote-requests/rules";
import { overviewFigures } from "#app/server/console/queries.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, quoteRequestNotes, quoteRequests } from "#app/server/db/schema.server";

import { addQuoteRequestNote, changeQuoteRequestStatus } from "./console-changes.server";
import { exportQuoteRequests, getQuoteRequestDetail, listQuoteRequests } from "./console-queries.server";

const owner = { id: null, email: "owner@nestz.example", name: "Olive Owner" };
/** Tags this file's requests, so each test reads only its own. */
const batch = () => `batch-${randomUUID().slice(0, 8)}`;

async function request(tag: string, buyerType: BuyerType, intent: Intent, createdAt = new Date()) {
  const [row] = await getDb()
    .insert(quoteRequests)
    .values({
      idempotencyKey: randomUUID(),
      buyerType,
      intent,
      name: tag,
      email: `${tag}@example.com`,
      units: 2,
      model: "bedroom",
      zip: "97218",
      neededBy: "2027-03",
      rentalStart: intent === "rent" ? "2027-03-01" : null,
      rentalDays: intent === "rent" ? 30 : null,
      createdAt,
    })
    .returning();
  if (!row) throw new Error("no request stored");
  return row;
}

/** Makes every audit record of `action` fail: the change it describes must then not be made. */
async function withBrokenAudit(action: string, work: () => Promise<unknown>) {
  const db = getDb();
  await db.execute(
    sql.raw(`create or replace function refuse_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger refuse_audit before insert on audit_log for each row
    when (new.action = '${action}') execute function refuse_audit()`),
  );
  try {
    await expect(work()).rejects.toThrow();
  } finally {
    await db.execute(sql.raw("drop trigger refuse_audit on audit_log"));
  }
}

describe("the inbox", () => {
  it("lists requests newest first, filtered by status, buyer type and buy or rent, a page at a time", async () => {
    const tag = batch();
    const base = Date.UTC(2030, 0, 1);
    const made = [];
    for (let index = 0; index < 27; index++) {
      made.push(
        await request(
          tag,
          index % 2 ? "government" : "civic",
          index % 3 ? "buy" : "rent",
          new Date(base + index * 60_000),
        ),
      );
    }
    const all = { status: null, buyer: null, intent: null };
    const first = await listQuoteRequests({ ...all, page: 1 });
    // Newest first: the last one made (in 2030) leads every other request of the database.
    expect(first.entries[0]?.reference).toBe(made[26]?.reference);
    expect(first.entries.map((entry) => entry.createdAt)).toEqual(
      [...first.entries.map((entry) => entry.createdAt)].sort().reverse(),
    );
    expect(first.entries).toHaveLength(25);

    const rentals = await listQuoteRequests({ ...all, buyer: "civic", intent: "rent", page: 1 });
    const mine = rentals.entries.filter((entry) => entry.name === tag);
    expect(mine.map((entry) => entry.reference)).toEqual(
      made
        .filter((_, index) => index % 2 === 0 && index % 3 === 0)
        .map((row) => row.reference)
        .reverse(),
    );
    expect(rentals.entries.every((entry) => entry.buyerType === "civic" && entry.intent === "rent")).toBe(true);

    const exported = await exportQuoteRequests({ ...all, buyer: "government", page: 1 });
    expect(exported.filter((row) => row.name === tag)).toHaveLength(13);
    expect(exported.every((row) => row.buyerType === "government")).toBe(true);

    const second = await listQuoteRequests({ ...all, page: 2 });
    expect(second.page).toBe(2);
    expect(second.pageCount).toBe(Math.ceil(second.total / 25));
    expect(second.entries.some((entry) => first.entries.some((seen) => seen.id === entry.id))).toBe(false);
  });
});

describe("a request's status", () => {
  it("changes from the status the owner saw, audited with before and after", async () => {
    const row = await request(batch(), "corporate", "buy");
    expect(await changeQuoteRequestStatus(owner, { quoteRequestId: row.id, from: "new", to: "contacted" })).toEqual({
      ok: true,
      changed: true,
      status: "contacted",
    });
    const records = await getDb()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.subjectType} = 'quote-request' and ${auditLog.subjectId} = ${String(row.id)}`);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      action: "quote-request.status-changed",
      actorEmail: owner.email,
      before: { status: "new" },
      after: { status: "contacted" },
    });
    const detail = await getQuoteRequestDetail(row.id);
    expect(detail?.history.map((entry) => entry.what)).toEqual(["Status changed from New to Contacted"]);
  });

  it("refuses a change made from a status someone else has since moved, changing nothing", async () => {
    const row = await request(batch(), "individual", "buy");
    await changeQuoteRequestStatus(owner, { quoteRequestId: row.id, from: "new", to: "quoted" });
    expect(await changeQuoteRequestStatus(owner, { quoteRequestId: row.id, from: "new", to: "lost" })).toEqual({
      ok: false,
      reason: "stale",
      current: "quoted",
    });
    const [stored] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, row.id));
    expect(stored?.status).toBe("quoted");
    expect(await changeQuoteRequestStatus(owner, { quoteRequestId: 9_999_999, from: "new", to: "won" })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("is not changed when the change cannot be audited", async () => {
    const row = await request(batch(), "civic", "buy");
    await withBrokenAudit("quote-request.status-changed", () =>
      changeQuoteRequestStatus(owner, { quoteRequestId: row.id, from: "new", to: "won" }),
    );
    const [stored] = await getDb().select().from(quoteRequests).where(eq(quoteRequests.id, row.id));
    expect(stored?.status).toBe("new");
  });
});

describe("private notes", () => {
  it("are kept with their author and time, and audited", async () => {
    const row = await request(batch(), "government", "rent");
    const added = await addQuoteRequestNote(owner, row.id, "Called back.\nWants a site visit.");
    expect(added.ok).toBe(true);
    const detail = await getQuoteRequestDetail(row.id);
    expect(detail?.notes).toEqual([
      expect.objectContaining({
        authorName: "Olive Owner",
        body: "Called back.\nWants a site visit.",
        at: expect.any(String),
        when: expect.any(String),
      }),
    ]);
    const [record] = await getDb()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'quote-request.noted' and ${auditLog.subjectId} = ${String(row.id)}`);
    expect(record).toMatchObject({
      subjectType: "quote-request",
      after: { body: "Called back.\nWants a site visit." },
    });
    expect(await addQuoteRequestNote(owner, 9_999_999, "Nobody")).toEqual({ ok: false, reason: "not-found" });
  });

  it("are not kept when the note cannot be audited", async () => {
    const row = await request(batch(), "government", "buy");
    await withBrokenAudit("quote-request.noted", () => addQuoteRequestNote(owner, row.id, "Lost note"));
    expect(await getDb().select().from(quoteRequestNotes).where(eq(quoteRequestNotes.quoteRequestId, row.id))).toEqual(
      [],
    );
  });
});

describe("the overview", () => {
  it("counts the requests that are new", async () => {
    const before = (await overviewFigures()).newQuoteRequests;
    const row = await request(batch(), "civic", "buy");
    await request(batch(), "civic", "rent");
    expect((await overviewFigures()).newQuoteRequests).toBe(before + 2);
    await changeQuoteRequestStatus(owner, { quoteRequestId: row.id, from: "new", to: "contacted" });
    expect((await overviewFigures()).newQuoteRequests).toBe(before + 1);
  });
});
