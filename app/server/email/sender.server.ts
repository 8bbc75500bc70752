import { and, asc, eq, gt } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";

import type { Env } from "#app/server/config/env.server";

import { getDb } from "../db/client.server";
import { outbox } from "../db/schema.server";
import { type AttachmentResolvers, resolveAttachments } from "./attachments.server";
import { claimDue, markFailed, markInterrupted, markSent, type OutboxRow } from "./outbox.server";

export interface OutboxSender {
  /** Sends what is due now; resolves when this round is done. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

interface Options {
  env: Env;
  /** Reads each kind of attached file (app/email-attachments.server.ts joins them). */
  attachments: AttachmentResolvers;
  log?: (line: string) => void;
  intervalMs?: number;
  /** Tests hand in their own transport; otherwise SMTP_URL decides. */
  transport?: Transporter;
}

/**
 * The loop that delivers the outbox: every couple of seconds it claims due
 * messages and hands them to the mail server. Several server instances can
 * run it at once (claims skip each other's rows). Without SMTP_URL nothing is
 * sent: messages wait in the outbox, and outside a deployment they are
 * printed to the log so a developer can follow a reset link.
 */
export function startOutboxSender({
  env,
  attachments: resolvers,
  log = console.log,
  intervalMs = 2_000,
  transport,
}: Options): OutboxSender {
  const mailer =
    transport ??
    (env.SMTP_URL
      ? // Short timeouts: a dead mail server should mean "retry later", not a stuck loop.
        nodemailer.createTransport({
          url: env.SMTP_URL,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined);
  if (!mailer) {
    log(
      env.isDeployed
        ? "email: SMTP_URL is not set; messages are kept in the outbox table"
        : "email: SMTP_URL is not set; messages are kept in the outbox and printed here",
    );
  }

  let lastPrintedId = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliver(row: OutboxRow, smtp: Transporter) {
    try {
      // Files are read now, not when queued: the row names them, the database holds them.
      const attachments = await resolveAttachments(row.attachments, resolvers);
      await smtp.sendMail({
        from: env.MAIL_FROM,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: attachments.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
        messageId: `<outbox-${row.id}@${new URL(env.PUBLIC_URL).hostname}>`,
      });
      await markSent(row.id);
      log(`email: sent #${row.id} (${row.kind}) to ${row.recipient}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(row, message);
      log(`email: #${row.id} not delivered (${message}); will retry`);
    }
  }

  async function printPending() {
    const rows = await getDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), gt(outbox.id, lastPrintedId)))
      .orderBy(asc(outbox.id))
      .limit(50);
    for (const row of rows) {
      lastPrintedId = row.id;
      log(
        `email #${row.id} (not sent: no SMTP_URL)\n  To: ${row.recipient}\n  Subject: ${row.subject}\n` +
          (row.attachments.length ? `  Attachments: ${row.attachments.length}\n` : "") +
          `\n${row.text}\n`,
      );
    }
  }

  async function round() {
    await markInterrupted();
    if (!mailer) {
      if (!env.isDeployed) await printPending();
      return;
    }
    for (;;) {
      const batch = await claimDue();
      if (batch.length === 0) return;
      for (const row of batch) await deliver(row, mailer);
      if (stopped) return;
    }
  }

  function runOnce(): Promise<void> {
    running ??= round()
      .catch((error: unknown) => {
        // The database may be down; the next round tries again.
        log(`email: outbox round failed (${error instanceof Error ? error.message : String(error)})`);
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    },
  };
}
