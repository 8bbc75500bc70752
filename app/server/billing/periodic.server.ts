/**
 * The periodic money job: first the dated stages whose day has come are
 * invoiced (stage-triggers.server.ts) and the rentals' billing periods begun
 * (rentals/rental-billing.server.ts), then the reminders due are sent
 * (reminders.server.ts). Both are safe to run from several instances, and
 * both catch up once after downtime.
 */
import { issueDueRentalPeriods } from "#app/server/rentals/rental-billing.server";

import { sendDueReminders } from "./reminders.server";
import { issueDatedStages } from "./stage-triggers.server";

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
