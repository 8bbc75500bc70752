/**
 * The build queue: every accepted unit that is not yet ready, oldest
 * acceptance first, built at the owner's weekly rate. A unit's place is its
 * position in that line; its expected month is the month of the week its
 * place falls in, counted from today. Recomputed on every read, so a rate
 * change or a unit finishing moves everyone behind it.
 */
import { addDays, monthOf } from "#app/domain/time/calendar-day";

/** Far past any workshop, well inside what a form should accept. */
export const WEEKLY_RATE_MAX = 100;

export interface QueuedUnit {
  proposalId: number;
  /** 1 for the first unit of the order. */
  unit: number;
  acceptedAt: Date;
  ready: boolean;
}

export interface QueuePlace {
  proposalId: number;
  unit: number;
  /** 1 for the next unit to finish. */
  place: number;
  /** `YYYY-MM`, or null while no weekly rate is set. */
  expectedMonth: string | null;
}

/** Ties on the moment of acceptance go to the earlier proposal, then to the unit's number. */
function inLine(a: QueuedUnit, b: QueuedUnit): number {
  return a.acceptedAt.getTime() - b.acceptedAt.getTime() || a.proposalId - b.proposalId || a.unit - b.unit;
}

/** The week (1 for this one) in which the unit at `place` is finished at `weeklyRate` a week. */
export function weekOfPlace(place: number, weeklyRate: number): number | null {
  if (!Number.isInteger(weeklyRate) || weeklyRate <= 0) return null;
  return Math.ceil(place / weeklyRate);
}

/** The queue today: the units not yet ready, in order, each with its place and expected month. */
export function buildQueue(units: readonly QueuedUnit[], weeklyRate: number, today: string): QueuePlace[] {
  return units
    .filter((unit) => !unit.ready)
    .sort(inLine)
    .map((unit, index) => {
      const place = index + 1;
      const week = weekOfPlace(place, weeklyRate);
      return {
        proposalId: unit.proposalId,
        unit: unit.unit,
        place,
        expectedMonth: week === null ? null : monthOf(addDays(today, week * 7 - 1)),
      };
    });
}
