import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { attachmentResolvers } from "#app/email-attachments.server";
import { parseEnv } from "#app/server/config/env.server";
import { SmtpInbox } from "#tests/support/smtp-inbox";

import { getDb } from "../db/client.server";
import { freePort } from "../db/embedded.server";
import { outbox } from "../db/schema.server";
import { claimDue, enqueueEmail, markInterrupted, retryDelaySeconds } from "./outbox.server";
import { startOutboxSender } from "./sender.server";

const message = (to: string) => ({ kind: "test", to, subject: "Hello from Nestz", text: "A line of text." });
const rowsTo = (to: string) => getDb().select().from(outbox).where(eq(outbox.recipient, to));

let inbox: SmtpInbox;
const logs: string[] = [];

beforeAll(async () => {
  inbox = new SmtpInbox(await freePort());
  await inbox.start();
});

afterAll(async () => {
  await inbox.stop();
});

function sender(smtpUrl?: string) {
  const env = parseEnv({ SMTP_URL: smtpUrl, MAIL_FROM: "Nestz <hello@nestz.example>" });
  return startOutboxSender({
    env,
    attachments: attachmentResolvers,
    log: (line) => logs.push(line),
    intervalMs: 60_000,
  });
}

describe("enqueueEmail", () => {
  it("writes the message only if the transaction that caused it commits", async () => {
    await getDb()
      .transaction(async (tx) => {
        await enqueueEmail(tx, message("rolled-back@example.com"));
        throw new Error("the cause failed");
      })
      .catch(() => {});
    expect(await rowsTo("rolled-back@example.com")).toHaveLength(0);
    await getDb().transaction((tx) => enqueueEmail(tx, message("committed@example.com")));
    expect(await rowsTo("committed@example.com")).toHaveLength(1);
  });

  it("refuses a malformed message before it reaches a mail server", async () => {
    await expect(enqueueEmail(getDb(), { ...message("not an email"), kind: "test" })).rejects.toThrow();
    await expect(enqueueEmail(getDb(), { ...message("ok@example.com"), subject: "two\nlines" })).rejects.toThrow();
  });
});

describe("the sender", () => {
  it("delivers a queued message exactly once over SMTP", async () => {
    await enqueueEmail(getDb(), message("once@example.com"));
    const loop = sender(inbox.url);
    await loop.runOnce();
    await loop.runOnce();
    await loop.stop();
    const received = inbox.messages.filter((mail) => mail.to.includes("once@example.com"));
    expect(received).toHaveLength(1);
    expect(received[0]?.decoded).toContain("Subject: Hello from Nestz");
    expect(received[0]?.from).toBe("hello@nestz.example");
    const [row] = await rowsTo("once@example.com");
    expect(row?.status).toBe("sent");
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a message and retries later with backoff while the mail server is down", async () => {
    await enqueueEmail(getDb(), message("patient@example.com"));
    const downPort = await freePort();
    const loop = sender(`smtp://127.0.0.1:${downPort}`);
    await loop.runOnce();
    await loop.stop();
    const [failed] = await rowsTo("patient@example.com");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The server comes back; once the retry is due, the message goes out.
    const revived = new SmtpInbox(downPort);
    await revived.start();
    await getDb()
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.recipient, "patient@example.com"));
    const again = sender(revived.url);
    await again.runOnce();
    await again.stop();
    await revived.stop();
    expect(revived.messages.filter((mail) => mail.to.includes("patient@example.com"))).toHaveLength(1);
    expect((await rowsTo("patient@example.com"))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("never sends twice a message whose sender stopped mid-send", async () => {
    await enqueueEmail(getDb(), message("interrupted@example.com"));
    // A sender claims it, then its process dies before it can record the outcome.
    const claimed = await claimDue();
    expect(claimed.map((row) => row.recipient)).toContain("interrupted@example.com");
    expect(await markInterrupted(0)).toBeGreaterThanOrEqual(1);
    const loop = sender(inbox.url);
    await loop.runOnce();
    await loop.stop();
    expect(inbox.messages.filter((mail) => mail.to.includes("interrupted@example.com"))).toHaveLength(0);
    expect((await rowsTo("interrupted@example.com"))[0]?.status).toBe("uncertain");
  });

  it("without SMTP_URL keeps messages in the outbox and prints them", async () => {
    await enqueueEmail(getDb(), message("held@example.com"));
    const loop = sender(undefined);
    await loop.runOnce();
    await loop.stop();
    expect((await rowsTo("held@example.com"))[0]?.status).toBe("pending");
    expect(logs.some((line) => line.includes("held@example.com") && line.includes("A line of text."))).toBe(true);
  });
});

describe("retryDelaySeconds", () => {
  it("doubles from 5 seconds up to 10 minutes", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(600);
  });
});
