/**
 * The buyer takes a delivery day for a ready home, through their private
 * link, after acknowledging the site checklist. The database keeps each
 * day within its capacity (migration: delivery_days_within_capacity and the
 * trigger that counts bookings), so two buyers on the last place of a day
 * cannot both have it: the second is told the day is full.
 */
import { and, eq, type SQL, sql } from "drizzle-orm";

import { bookable } from "#app/domain/production/delivery-calendar";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { recordChange } from "#app/server/audit/record.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { byToken } from "#app/server/config/private-links.server";
import { withDb } from "#app/server/db/client.server";
import { deliveryBookings, deliveryDays, orderUnits, proposals } from "#app/server/db/schema.server";
import { enqueueEmail } from "#app/server/email/outbox.server";
import { deliveryBookedOwnerNotice } from "#app/server/email/production-templates.server";

import { isDayFull } from "./changes.server";

export type BookResult =
  | { ok: true; day: string }
  | { ok: false; reason: "not-found" | "no-unit" | "not-ready" | "booked" | "no-day" | "full" };

export async function bookDeliveryDay(
  token: string,
  input: { unitId: number; day: string; checklist: readonly string[] },
  now = new Date(),
): Promise<BookResult> {
  try {
    return await withDb((db) =>
      db.transaction(async (tx) => {
        const locked = await lockProposal(
          tx,
          and(byToken(proposals, token), sql`${proposals.status} <> 'draft'`) as SQL,
        );
        if (!locked) return { ok: false, reason: "not-found" } as const;
        const { proposal } = locked;
        if (proposal.status !== "accepted") return { ok: false, reason: "no-unit" } as const;
        const [unit] = await tx
          .select()
          .from(orderUnits)
          .where(and(eq(orderUnits.id, input.unitId), eq(orderUnits.proposalId, proposal.id)));
        if (!unit) return { ok: false, reason: "no-unit" } as const;
        if (!unit.readyAt) return { ok: false, reason: "not-ready" } as const;
        const [existing] = await tx
          .select({ id: deliveryBookings.id })
          .from(deliveryBookings)
          .where(eq(deliveryBookings.orderUnitId, unit.id));
        if (existing) return { ok: false, reason: "booked" } as const;
        const [day] = await tx.select().from(deliveryDays).where(eq(deliveryDays.day, input.day));
        if (!day) return { ok: false, reason: "no-day" } as const;
        if (!bookable(day, businessDay(now)))
          return { ok: false, reason: day.booked >= day.capacity ? "full" : "no-day" } as const;
        // The trigger counts this booking on its day; a full day refuses it here, whatever was read above.
        await tx.insert(deliveryBookings).values({
          orderUnitId: unit.id,
          day: input.day,
          checklist: [...input.checklist],
          checklistAcknowledgedAt: now,
        });
        await recordChange(
          tx,
          { id: null, email: proposal.buyerEmail },
          {
            action: "production.delivery-booked",
            subjectType: "proposal",
            subjectId: proposal.id,
            after: { unit: unit.unit, day: input.day, checklist: input.checklist },
          },
        );
        const count = await tx
          .select({ id: orderUnits.id })
          .from(orderUnits)
          .where(eq(orderUnits.proposalId, proposal.id));
        await enqueueEmail(
          tx,
          deliveryBookedOwnerNotice({
            reference: proposalReference(locked.request.reference, proposal.version),
            buyer: proposal.buyerOrganization
              ? `${proposal.buyerName} (${proposal.buyerOrganization})`
              : proposal.buyerName,
            unitLabel: `Home ${unit.unit} of ${count.length}`,
            dayLabel: dayLabel(input.day),
          }),
        );
        return { ok: true, day: input.day } as const;
      }),
    );
  } catch (error) {
    if (isDayFull(error)) return { ok: false, reason: "full" };
    throw error;
  }
}
