/**
 * The periodic money job: first the dated stages whose day has come are
 * invoiced (billing/stage-triggers.server.ts) and the rentals' billing periods
 * begun (rentals/rental-billing.server.ts), then the reminders due are sent
 * (billing/reminders.server.ts). Each step is safe to run from several
 * instances and catches up once after downtime. It lives apart from billing
 * because rentals build on billing: server.ts and `npm run reminders:send`
 * start it.
 */
import { sendDueReminders } from "#app/server/billing/reminders.server";
import { issueDatedStages } from "#app/server/billing/stage-triggers.server";
import { issueDueRentalPeriods } from "#app/server/rentals/rental-billing.server";

export interface BillingRun {
  stagesIssued: number;
  rentalPeriodsIssued: number;
  remindersConsidered: number;
  remindersSent: number;
}

export async function runBillingSchedule(now = new Date()): Promise<BillingRun> {
  const stages = await issueDatedStages(now);
  const rentals = await issueDueRentalPeriods(now);
  const reminders = await sendDueReminders(now);
  return {
    stagesIssued: stages.issued,
    rentalPeriodsIssued: rentals.periodsIssued,
    remindersConsidered: reminders.considered,
    remindersSent: reminders.sent,
  };
}
