/**
 * The payment-reminder job over 10,000 open invoices (docs/decisions/0091):
 * one invoice made with the functions the buyer's pages use, copied row for
 * row (its request, proposal and invoice) into 10,000, with due days from a
 * week ahead to five weeks past, so every one owes a reminder at once, as
 * after a long outage. Timed: that run (every invoice locked, its step row,
 * email and Activity entry written), and a second run, which finds nothing
 * left to send. Runs as a section of `npm run bench` against the bench
 * server's database; alone with `node --import tsx scripts/bench/reminders.ts`
 * on an embedded PostgreSQL of its own.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

import { businessDay } from "#app/domain/time/business-time";
import { sendDueReminders } from "#app/server/billing/reminders.server";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { startEmbeddedPostgres } from "#app/server/db/embedded.server";
import { prepareDatabase } from "#app/server/db/migrate.server";
import { acceptProposal, answerWithPurchaseOrder } from "#app/server/proposals/changes.server";
import { pricedDraft, sendDraft, storeQuoteRequest } from "#tests/support/proposal-fixtures";
import { sqlOnce } from "#tests/support/sql";

import { judged, printTable } from "./table";

export const REMINDER_GOALS = { invoices: 10_000, runMs: 2_000 };

export interface ReminderBench {
  invoices: number;
  seedSeconds: number;
  first: { ms: number; considered: number; sent: number };
  again: { ms: number; considered: number; sent: number };
}

/** One accepted proposal answered with a purchase order; its ids. */
async function oneInvoice(): Promise<{ requestId: number; proposalId: number; invoiceId: number }> {
  const request = await storeQuoteRequest({ email: `bench-reminders-${randomUUID()}@example.com` });
  const { token, contentHash, proposal } = await sendDraft(
    await pricedDraft(request.id, 3_780_000, { paymentTerms: "po" }),
  );
  const accepted = await acceptProposal(token, {
    name: "Rosa Parks",
    contentHash,
    client: "127.0.0.1",
    userAgent: "bench",
  });
  if (!accepted.ok) throw new Error(`the bench's proposal was not accepted: ${accepted.reason}`);
  const answered = await answerWithPurchaseOrder(token, "PO-2027-0042");
  if (!answered.ok) throw new Error(`the bench's purchase order was not taken: ${answered.reason}`);
  const [invoice] = await sqlOnceIds(`select id from invoices where proposal_id = ${proposal.id}`);
  if (invoice === undefined) throw new Error("the bench's invoice is missing");
  return { requestId: request.id, proposalId: proposal.id, invoiceId: invoice };
}

let databaseUrl = "";
const sqlOnceIds = async (query: string) =>
  (await sqlOnce<{ id: string }>(databaseUrl, query)).map((row) => Number(row.id));

/**
 * Copies row `sourceId` of `table` `count` times, each copy changed by `changes` (a jsonb SQL
 * expression of the series number `n`). Every stored column is copied, whatever the table holds.
 */
async function copyRows(table: string, sourceId: number, count: number, changes: string): Promise<void> {
  const columns = (
    await sqlOnce<{ name: string }>(
      databaseUrl,
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    )
  ).map((column) => `"${column.name}"`);
  await sqlOnce(
    databaseUrl,
    `insert into ${table} (${columns.join(", ")})
     select ${columns.map((column) => `copy.${column}`).join(", ")}
     from ${table} original, generate_series(1, ${count}) as n,
       lateral jsonb_populate_record(null::${table}, to_jsonb(original) || ${changes}) as copy
     where original.id = ${sourceId}`,
  );
  await sqlOnce(databaseUrl, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}

async function seed(invoices: number, today: string): Promise<void> {
  const source = await oneInvoice();
  const copies = invoices - 1;
  const [requestBase = 0] = await sqlOnceIds("select max(id) as id from quote_requests");
  const [proposalBase = 0] = await sqlOnceIds("select max(id) as id from proposals");
  const [invoiceBase = 0] = await sqlOnceIds("select max(id) as id from invoices");
  const [sequenceBase = 0] = await sqlOnceIds("select last as id from invoice_counter");
  const hash = (prefix: string) => `encode(sha256(convert_to('${prefix}' || n, 'UTF8')), 'hex')`;
  await copyRows(
    "quote_requests",
    source.requestId,
    copies,
    `jsonb_build_object('id', ${requestBase} + n, 'idempotency_key', 'bench-reminders-' || n)`,
  );
  await copyRows(
    "proposals",
    source.proposalId,
    copies,
    `jsonb_build_object('id', ${proposalBase} + n, 'quote_request_id', ${requestBase} + n,
       'token_hash', ${hash("bench-proposal-")}, 'earlier_token_hash', null, 'deposit_intent_id', null)`,
  );
  await copyRows(
    "invoices",
    source.invoiceId,
    copies,
    `jsonb_build_object('id', ${invoiceBase} + n, 'proposal_id', ${proposalBase} + n,
       'sequence', ${sequenceBase} + n, 'number', 'INV-' || lpad((${sequenceBase} + n)::text, greatest(4, length((${sequenceBase} + n)::text)), '0'),
       'token_hash', ${hash("bench-invoice-")}, 'earlier_token_hash', null, 'intent_id', null,
       'buyer_email', 'bench-buyer-' || n || '@example.com')`,
  );
  await sqlOnce(databaseUrl, `update invoice_counter set last = ${sequenceBase + copies}`);
  // Due from a week ahead to five weeks past: each invoice owes one step (a week before … a month late).
  await sqlOnce(
    databaseUrl,
    `update invoices set due_on = '${today}'::date + 7 - (id % 45)::int, issued_on = '${today}'::date - 60
     where status = 'open'`,
  );
}

async function timed(now: Date) {
  const started = performance.now();
  const run = await sendDueReminders(now);
  return { ms: performance.now() - started, ...run };
}

export async function measureReminders(url: string, invoices = REMINDER_GOALS.invoices): Promise<ReminderBench> {
  databaseUrl = url;
  connectDatabase(url);
  try {
    // 18:00 UTC is 10:00 or 11:00 in Portland: past the 9:00 send hour, whatever the season.
    const now = new Date(`${businessDay(new Date())}T18:00:00Z`);
    const started = performance.now();
    await seed(invoices, businessDay(now));
    const seedSeconds = (performance.now() - started) / 1000;
    const [open = 0] = await sqlOnceIds("select count(*) as id from invoices where status = 'open'");
    const first = await timed(now);
    const again = await timed(now);
    return { invoices: open, seedSeconds, first, again };
  } finally {
    await disconnectDatabase();
  }
}

export function printReminders(bench: ReminderBench): void {
  printTable(
    `Payment reminders: the job over ${bench.invoices.toLocaleString("en-US")} open invoices (copied in ${bench.seedSeconds.toFixed(1)} s), each owing one reminder`,
    [{ header: "run", align: "left" }, "invoices read", "reminders sent", `ms (<${REMINDER_GOALS.runMs})`],
    [
      [
        "every invoice owes a step",
        bench.first.considered,
        bench.first.sent,
        judged(bench.first.ms.toFixed(0), bench.first.ms < REMINDER_GOALS.runMs && bench.first.sent === bench.invoices),
      ],
      [
        "again: nothing left to send",
        bench.again.considered,
        bench.again.sent,
        judged(bench.again.ms.toFixed(0), bench.again.ms < REMINDER_GOALS.runMs && bench.again.sent === 0),
      ],
    ],
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "nestz-bench-reminders-"));
  const database = await startEmbeddedPostgres({ dataDir, log: () => {} });
  try {
    await prepareDatabase(database.url);
    printReminders(await measureReminders(database.url));
  } finally {
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
