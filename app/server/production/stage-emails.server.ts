/**
 * The buyer hears of a build stage once per order, not once per home: the
 * first home of an order to reach a stage queues the email, held for a short
 * while for a multi-home order, and each home of the same order that reaches
 * the stage while it waits is added to it. A home that reaches the stage
 * after the email left starts the next one.
 */
import { and, eq, sql } from "drizzle-orm";

import type { BuildStage } from "#app/domain/production/stages";
import { linkToken, proposalUrl } from "#app/server/config/private-links.server";
import type { Transaction } from "#app/server/db/client.server";
import { orderStageEmails, outbox, type ProposalRow } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { stageReachedEmail } from "#app/server/email/production-templates.server";

/** How long a multi-home order's stage email waits for the other homes marked in the same sitting. */
export const STAGE_EMAIL_HOLD_MINUTES = 10;

/** "Home 3 of 20", "Homes 1–4 and 7 of 20", "Your home". */
export function homesLabel(units: readonly number[], of: number): string {
  const sorted = [...new Set(units)].sort((a, b) => a - b);
  if (of === 1) return "Your home";
  if (sorted.length === 1) return `Home ${sorted[0]} of ${of}`;
  if (sorted.length === of) return `All ${of} homes`;
  const runs: string[] = [];
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && (sorted[end + 1] ?? 0) === (sorted[end] ?? 0) + 1) end++;
    runs.push(end > at ? `${sorted[at]}–${sorted[end]}` : String(sorted[at]));
    at = end + 1;
  }
  const list = runs.length > 1 ? `${runs.slice(0, -1).join(", ")} and ${runs[runs.length - 1]}` : runs[0];
  return `Homes ${list} of ${of}`;
}

/** Tells the buyer that `unit` (of `of`) reached `stage`: in the order's waiting email if there is one, else a new one. */
export async function tellBuyerOfStage(
  tx: Transaction,
  p: {
    proposal: ProposalRow;
    reference: string;
    unit: number;
    of: number;
    stage: BuildStage;
    note: string;
    photoCount: number;
    now: Date;
  },
): Promise<void> {
  const [held] = await tx
    .select({ outboxId: orderStageEmails.outboxId, units: orderStageEmails.units, status: outbox.status })
    .from(orderStageEmails)
    .innerJoin(outbox, eq(outbox.id, orderStageEmails.outboxId))
    .where(and(eq(orderStageEmails.proposalId, p.proposal.id), eq(orderStageEmails.stage, p.stage)))
    .for("update", { of: outbox });
  const units = held?.status === "pending" ? [...new Set([...held.units, p.unit])].sort((a, b) => a - b) : [p.unit];
  const message = stageReachedEmail({
    to: p.proposal.buyerEmail,
    name: p.proposal.buyerName,
    reference: p.reference,
    unitLabel: homesLabel(units, p.of),
    homes: units.length,
    stage: p.stage,
    note: p.note,
    photoCount: p.photoCount,
    url: proposalUrl(linkToken("proposal", p.proposal.linkNonce)),
  });
  if (held?.status === "pending") {
    await tx
      .update(outbox)
      .set({ subject: message.subject, text: message.text, html: message.html ?? null })
      .where(eq(outbox.id, held.outboxId));
    await tx
      .update(orderStageEmails)
      .set({ units })
      .where(and(eq(orderStageEmails.proposalId, p.proposal.id), eq(orderStageEmails.stage, p.stage)));
    return;
  }
  const outboxId = await enqueueEmail(tx, message);
  if (p.of > 1) {
    await tx
      .update(outbox)
      .set({ nextAttemptAt: sql`${p.now}::timestamptz + make_interval(mins => ${STAGE_EMAIL_HOLD_MINUTES})` })
      .where(eq(outbox.id, outboxId));
  }
  await tx
    .insert(orderStageEmails)
    .values({ proposalId: p.proposal.id, stage: p.stage, outboxId, units })
    .onConflictDoUpdate({ target: [orderStageEmails.proposalId, orderStageEmails.stage], set: { outboxId, units } });
}
