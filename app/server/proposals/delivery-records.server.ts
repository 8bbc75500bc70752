/**
 * Out-of-state deliveries on record: kept with the order, made on the day of
 * each home's delivery from the production board (docs/decisions/0083, 0127).
 */
import { asc, eq } from "drizzle-orm";

import type { DeliveryRecordView } from "#app/domain/proposals/views";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import type { Database, Transaction } from "#app/server/db/client.server";
import { deliveryRecords } from "#app/server/db/schema.server";

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
