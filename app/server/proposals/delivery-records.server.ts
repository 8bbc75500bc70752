/**
 * Out-of-state deliveries on record: kept with the order, made on the day of
 * delivery from the owner's console (docs/decisions/0083).
 */
import { asc, eq } from "drizzle-orm";

import type { DeliveryRecordInput } from "#app/domain/proposals/delivery-record";
import type { DeliveryRecordView } from "#app/domain/proposals/views";
import { businessDay, formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import { deliveryRecords, proposals } from "#app/server/db/schema.server";

/** A proposal's delivery records, oldest first. */
export async function deliveryRecordsOf(db: Database | Transaction, proposalId: number): Promise<DeliveryRecordView[]> {
  const rows = await db
    .select()
    .from(deliveryRecords)
    .where(eq(deliveryRecords.proposalId, proposalId))
    .orderBy(asc(deliveryRecords.id));
  return rows.map((row) => ({
    id: row.id,
    deliveredOn: dayLabel(row.deliveredOn),
    deliveredBy: row.deliveredBy,
    place: `${row.place}, ${row.state}`,
    receivedBy: row.receivedBy,
    acknowledgement:
      row.acknowledgement === "drawn"
        ? `Signed by hand by ${row.acknowledgedName}`
        : `Typed by ${row.acknowledgedName}`,
    recordedWhen: `${formatBusinessDateTime(row.acknowledgedAt)} Pacific`,
  }));
}

export type RecordDeliveryResult =
  { ok: true; id: number } | { ok: false; reason: "not-found" | "not-accepted" | "in-washington" };

/** Records a delivery outside Washington of an accepted proposal, today, with its audit entry. */
export async function recordDelivery(
  actor: Actor,
  proposalId: number,
  input: DeliveryRecordInput,
  now = new Date(),
): Promise<RecordDeliveryResult> {
  return withDb((db) =>
    db.transaction(async (tx) => {
      const [proposal] = await tx.select().from(proposals).where(eq(proposals.id, proposalId)).for("update");
      if (!proposal) return { ok: false, reason: "not-found" } as const;
      if (proposal.status !== "accepted") return { ok: false, reason: "not-accepted" } as const;
      if (proposal.deliveryState === "WA") return { ok: false, reason: "in-washington" } as const;
      const [stored] = await tx
        .insert(deliveryRecords)
        .values({
          proposalId,
          ...input,
          deliveredOn: businessDay(now),
          acknowledgedAt: now,
          recordedBy: actor.id,
        })
        .returning({ id: deliveryRecords.id });
      if (!stored) throw new Error("the delivery record was not stored");
      await recordChange(tx, actor, {
        action: "proposal.delivery-recorded",
        subjectType: "proposal",
        subjectId: proposalId,
        after: {
          deliveredOn: businessDay(now),
          place: `${input.place}, ${input.state}`,
          receivedBy: input.receivedBy,
          acknowledgement: input.acknowledgement,
        },
      });
      return { ok: true, id: stored.id } as const;
    }),
  );
}
