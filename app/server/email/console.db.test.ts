import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { outboxView } from "#app/domain/email/outbox-status";
import { attachmentResolvers } from "#app/email-attachments.server";
import { parseEnv } from "#app/server/config/env.server";
import { overviewFigures } from "#app/server/console/queries.server";
import { getDb } from "#app/server/db/client.server";
import { freePort } from "#app/server/db/embedded.server";
import { auditLog, outbox } from "#app/server/db/schema.server";
import { setUpSmtpInbox } from "#tests/support/test-services";

import { retryMessage } from "./console-changes.server";
import { countOutboxViews, getOutboxMessage, listOutbox } from "./console-queries.server";
import { claimDue, enqueueEmail, markInterrupted } from "./outbox.server";
import { startOutboxSender } from "./sender.server";

const owner = { id: null, email: "owner@nestz.example" };
const inbox = setUpSmtpInbox();

function sender(smtpUrl: string) {
  const env = parseEnv({ SMTP_URL: smtpUrl, MAIL_FROM: "Nestz <hello@nestz.example>" });
  return startOutboxSender({ env, attachments: attachmentResolvers, log: () => {}, intervalMs: 60_000 });
}

/** Runs one round of a sender against this SMTP address. */
async function sendRound(smtpUrl: string) {
  const loop = sender(smtpUrl);
  await loop.runOnce();
  await loop.stop();
}

const queue = (to: string) =>
  enqueueEmail(getDb(), { kind: "test", to, subject: `For ${to}`, text: `Hello ${to}, a line of text.` });

const row = async (id: number) => (await getDb().select().from(outbox).where(eq(outbox.id, id)))[0];
const retries = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'email.retried' and ${auditLog.subjectId} = ${String(id)}`);

/** A message whose try failed: the mail server was down. */
async function failedMessage(to: string): Promise<number> {
  const id = await queue(to);
  // Other tests' messages may be due too; only this one matters here.
  await getDb()
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
    .where(sql`${outbox.id} <> ${id} and ${outbox.status} = 'pending'`);
  await sendRound(`smtp://127.0.0.1:${await freePort()}`);
  expect(await row(id)).toMatchObject({ status: "pending", attempts: 1 });
  return id;
}

/** A message whose sender stopped mid-send: nobody knows whether it arrived. */
async function uncertainMessage(to: string): Promise<number> {
  const id = await queue(to);
  await getDb()
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
    .where(sql`${outbox.id} <> ${id} and ${outbox.status} = 'pending'`);
  expect((await claimDue()).map((claimed) => claimed.id)).toContain(id);
  await markInterrupted(0);
  expect((await row(id))?.status).toBe("uncertain");
  return id;
}

describe("the outbox as the console sees it", () => {
  it("files every message under one view, and the filters, counts and overview agree with it", async () => {
    await queue("waiting@example.com");
    const failed = await failedMessage("failed@example.com");
    await uncertainMessage("uncertain@example.com");
    const sent = await queue("sent@example.com");
    await getDb()
      .update(outbox)
      .set({ status: "sent", sentAt: sql`now()` })
      .where(eq(outbox.id, sent));
    // A second try under way after a failure.
    await getDb()
      .update(outbox)
      .set({ status: "sending", claimedAt: sql`now()` })
      .where(eq(outbox.id, failed));
    const sending = await failedMessage("failed-again@example.com");
    await getDb()
      .update(outbox)
      .set({ status: "sending", claimedAt: sql`now()` })
      .where(eq(outbox.id, sending));
    await failedMessage("still-failed@example.com");

    const all = await getDb().select().from(outbox);
    const expected = { failed: 0, waiting: 0, sent: 0 };
    for (const message of all) expected[outboxView(message.status, message.lastError !== null)] += 1;
    expect(expected).toEqual({ failed: 2, waiting: 3, sent: 1 });
    expect(await countOutboxViews()).toEqual(expected);
    for (const view of ["failed", "waiting", "sent"] as const) {
      const listed = await listOutbox({ view, limit: 100 });
      expect(listed.messages.every((message) => message.view === view)).toBe(true);
      expect(listed.messages).toHaveLength(expected[view]);
    }
    expect(await overviewFigures()).toMatchObject({ emailFailed: expected.failed, emailWaiting: expected.waiting });
  });

  it("lists newest first, a page at a time", async () => {
    const first = await listOutbox({ limit: 2 });
    expect(first.messages).toHaveLength(2);
    expect(first.messages[0]!.id).toBeGreaterThan(first.messages[1]!.id);
    const second = await listOutbox({ limit: 2, before: first.older ?? 0 });
    expect(second.messages[0]!.id).toBeLessThan(first.messages[1]!.id);
    const everything = await listOutbox({ limit: 1000 });
    expect(everything.older).toBeNull();
  });
});

describe("retrying a failed message", () => {
  it("puts it back in the queue now, keeps its attempts, audits it, and the sender delivers it", async () => {
    const id = await failedMessage("retry-me@example.com");
    const before = await row(id);
    expect(outboxView(before!.status, before!.lastError !== null)).toBe("failed");

    const result = await retryMessage(owner, { id, acceptDuplicate: false });
    expect(result).toMatchObject({ ok: true, message: { view: "waiting", attempts: 1, lastError: null } });
    const after = await row(id);
    expect(after).toMatchObject({ status: "pending", attempts: 1, lastError: null, claimedAt: null });
    expect(after!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    const [audit] = await retries(id);
    expect(audit).toMatchObject({
      actorEmail: "owner@nestz.example",
      subjectType: "email",
      before: { status: "pending", lastError: before!.lastError },
      after: { status: "pending", lastError: null },
    });

    await sendRound(inbox.url);
    expect(inbox.messages.filter((mail) => mail.to.includes("retry-me@example.com"))).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("asks before retrying a message that may already have arrived, and sends it once accepted", async () => {
    const id = await uncertainMessage("maybe-arrived@example.com");
    const refused = await retryMessage(owner, { id, acceptDuplicate: false });
    expect(refused).toMatchObject({ ok: false, reason: "needs-confirmation" });
    expect((await row(id))?.status).toBe("uncertain");
    expect(await retries(id)).toEqual([]);

    const accepted = await retryMessage(owner, { id, acceptDuplicate: true });
    expect(accepted.ok).toBe(true);
    expect((await retries(id))[0]?.after).toMatchObject({ status: "pending", duplicateAccepted: true });
    await sendRound(inbox.url);
    expect(inbox.messages.filter((mail) => mail.to.includes("maybe-arrived@example.com"))).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("changes nothing for a message that was sent or is already waiting, and says which", async () => {
    const waiting = await queue("patient@example.com");
    await getDb()
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.id, waiting));
    const sent = await queue("done@example.com");
    await getDb()
      .update(outbox)
      .set({ status: "sent", sentAt: sql`now()` })
      .where(eq(outbox.id, sent));
    const sending = await failedMessage("in-flight@example.com");
    await getDb()
      .update(outbox)
      .set({ status: "sending", claimedAt: sql`now()` })
      .where(eq(outbox.id, sending));

    for (const [id, view] of [
      [waiting, "waiting"],
      [sent, "sent"],
      [sending, "waiting"],
    ] as const) {
      const before = await row(id);
      expect(await retryMessage(owner, { id, acceptDuplicate: true })).toMatchObject({
        ok: false,
        reason: "not-failed",
        message: { view },
      });
      expect(await row(id)).toEqual(before);
      expect(await retries(id)).toEqual([]);
    }
    expect(await retryMessage(owner, { id: 987_654, acceptDuplicate: false })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("retries once when the button is pressed twice at the same moment", async () => {
    const id = await failedMessage("double-click@example.com");
    const results = await Promise.all([
      retryMessage(owner, { id, acceptDuplicate: false }),
      retryMessage(owner, { id, acceptDuplicate: false }),
    ]);
    expect(results.map((result) => (result.ok ? "retried" : result.reason)).sort()).toEqual(["not-failed", "retried"]);
    expect(await retries(id)).toHaveLength(1);
  });

  it("is not made at all when it cannot be audited", async () => {
    const id = await failedMessage("unaudited@example.com");
    const before = await row(id);
    // An actor id that is no account breaks the audit row's foreign key, inside the same transaction.
    await expect(
      retryMessage({ id: "no-such-account", email: "x@nestz.example" }, { id, acceptDuplicate: false }),
    ).rejects.toThrow();
    expect(await row(id)).toEqual(before);
    expect((await getOutboxMessage(id))?.view).toBe("failed");
  });
});
