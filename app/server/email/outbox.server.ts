import { and, asc, eq, lt, lte, sql } from "drizzle-orm";

import { z } from "#app/domain/common/zod";
import { ATTACHMENT_KINDS, ATTACHMENTS_MAX } from "#app/domain/email/attachments";
import { EMAIL_MAX } from "#app/domain/email/email";
import { getDb } from "#app/server/db/client.server";

import type { Database } from "../db/client.server";
import { outbox } from "../db/schema.server";

/** What callers hand to the outbox; validated, because it ends up in a mail server. */
export const emailMessage = z.object({
  kind: z.string().min(1).max(60),
  to: z.email().max(EMAIL_MAX),
  subject: z
    .string()
    .min(1)
    .max(200)
    .refine((value) => !/[\r\n]/.test(value), "a subject is one line"),
  text: z.string().min(1).max(100_000),
  html: z.string().max(200_000).optional(),
  /** Files by reference (app/server/email/attachments.server.ts resolves them when sending). */
  attachments: z
    .array(z.object({ kind: z.enum(ATTACHMENT_KINDS), id: z.number().int().positive() }))
    .max(ATTACHMENTS_MAX)
    .optional(),
});

export type EmailMessage = z.infer<typeof emailMessage>;

/** A database or an open transaction: pass the transaction of what caused the email. */
export type Executor = Pick<Database, "insert">;

/**
 * Queues an email. Call it inside the transaction that causes the email, so
 * the message exists exactly when its cause does; the sender loop delivers it.
 */
export async function enqueueEmail(executor: Executor, message: EmailMessage): Promise<number> {
  const valid = emailMessage.parse(message);
  const [row] = await executor
    .insert(outbox)
    .values({
      kind: valid.kind,
      recipient: valid.to,
      subject: valid.subject,
      text: valid.text,
      html: valid.html,
      attachments: valid.attachments ?? [],
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("outbox insert returned nothing");
  return row.id;
}

/** A database or an open transaction that runs a statement of its own. */
export type BulkExecutor = Pick<Database, "execute">;

/**
 * Queues many emails in one statement, in the transaction that causes them (a
 * job's batch). The rows travel as one JSON value: thousands of messages cost
 * one parameter, not seven each.
 */
export async function enqueueEmails(executor: BulkExecutor, messages: readonly EmailMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = messages.map((message) => {
    const valid = emailMessage.parse(message);
    return {
      kind: valid.kind,
      recipient: valid.to,
      subject: valid.subject,
      text: valid.text,
      html: valid.html ?? null,
      attachments: valid.attachments ?? [],
    };
  });
  const result = await executor.execute<{ id: string }>(sql`
    insert into ${outbox} (kind, recipient, subject, text, html, attachments)
    select kind, recipient, subject, text, html, attachments
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as message(kind text, recipient text, subject text, text text, html text, attachments jsonb)
    returning id`);
  return result.rows.map((row) => Number(row.id));
}

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages for this sender. The claim commits before
 * any mail is sent: a sender that dies mid-send leaves the row in `sending`,
 * which is never retried (see markInterrupted), so no one gets a message twice.
 */
export async function claimDue(limit = 10): Promise<OutboxRow[]> {
  const db = getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
      .where(
        sql`${outbox.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function markSent(id: number): Promise<void> {
  const db = getDb();
  await db
    .update(outbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, "sending")));
}

/** Seconds until the next try after `attempts` failed ones: 5 s, 10 s, 20 s … up to 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(600, 5 * 2 ** Math.max(0, attempts - 1));
}

/** The mail server refused or could not be reached: nothing was delivered, so try again later. */
export async function markFailed(row: Pick<OutboxRow, "id" | "attempts">, error: string): Promise<void> {
  const db = getDb();
  await db
    .update(outbox)
    .set({
      status: "pending",
      claimedAt: null,
      lastError: error.slice(0, 1_000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
    })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, "sending")));
}

/**
 * Rows left in `sending` longer than any send takes belong to a sender that
 * stopped mid-conversation. The mail may or may not have gone out; they are
 * set aside as `uncertain` for a person to check instead of being sent again.
 */
export async function markInterrupted(olderThanSeconds = 300): Promise<number> {
  const db = getDb();
  const rows = await db
    .update(outbox)
    .set({ status: "uncertain", lastError: "The sender stopped while sending; not retried to avoid a duplicate." })
    .where(
      and(eq(outbox.status, "sending"), lt(outbox.claimedAt, sql`now() - make_interval(secs => ${olderThanSeconds})`)),
    )
    .returning({ id: outbox.id });
  return rows.length;
}
