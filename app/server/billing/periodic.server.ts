/**
 * The periodic money job: first the dated stages whose day has come are
 * invoiced (stage-triggers.server.ts), then the reminders due are sent
 * (reminders.server.ts). Both are safe to run from several instances, and
 * both catch up once after downtime.
 */
import { sendDueReminders } from "./reminders.server";
import { issueDatedStages } from "./stage-triggers.server";

export interface BillingRun {
  stagesIssued: number;
  remindersConsidered: number;
  remindersSent: number;
}

export async function runBillingSchedule(now = new Date()): Promise<BillingRun> {
  const stages = await issueDatedStages(now);
  const reminders = await sendDueReminders(now);
  return { stagesIssued: stages.issued, remindersConsidered: reminders.considered, remindersSent: reminders.sent };
}
