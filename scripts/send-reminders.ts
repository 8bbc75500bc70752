/**
 * `npm run reminders:send`: invoices the dated schedule stages whose day has come and sends the payment reminders due now, once, against DATABASE_URL
 * (docs/decisions/0091), for a cron entry when servers run with REMINDER_INTERVAL_MINUTES=0. Safe
 * while servers send theirs: each step is one row per invoice, taken with the invoice locked.
 */
import process from "node:process";

import { getEnv } from "#app/server/config/env.server";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { runBillingSchedule } from "#app/server/jobs/periodic-billing.server";

const url = getEnv().DATABASE_URL;
if (!url) {
  console.error(
    "reminders:send: set DATABASE_URL (the server's own embedded database: stop the server, or use its URL).",
  );
  process.exit(1);
}
connectDatabase(url);
try {
  const run = await runBillingSchedule();
  console.log(
    `reminders:send: ${run.stagesIssued} dated stages invoiced; ${run.remindersSent} reminders sent; ${run.remindersConsidered} open invoices were near or past their due day`,
  );
} finally {
  await disconnectDatabase();
}
