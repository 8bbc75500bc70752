/**
 * What the public /Rent page states, live: each model's rates, and for each
 * of the next twelve months whether a unit is free in it. Worked out from the
 * units' bookings and repairs without naming a unit or a renter.
 */
import { formatCentsShort } from "#app/domain/common/money";
import type { HomeModel } from "#app/domain/quote-requests/rules";
import { addMonths, daysBetween, firstDayOf, monthOf } from "#app/domain/time/calendar-day";

import type { BookedSpan } from "./availability";
import { fromPrice, type RentalRates } from "./price";

export const RENT_MONTHS = 12;
/** 1 to 12: the rows of /Rent's months table, counted from this month. */
export const RENT_MONTH_ROWS = Array.from({ length: RENT_MONTHS }, (_, index) => index + 1);

/** A month as the public sees it: a unit free the whole month, free some days, every unit taken, or no fleet. */
export type MonthFree = "all-month" | "some-days" | "booked" | "ask";

export interface RentalPageFacts {
  rates: Partial<Record<HomeModel, RentalRates>>;
  /** RENT_MONTHS months from this one: `YYYY-MM` and how free it is. */
  months: { month: string; free: MonthFree }[];
}

/** Before anything is read: no rates, every month an invitation to ask. */
export function emptyRentalFacts(today: string): RentalPageFacts {
  return { rates: {}, months: monthsFree([], today) };
}

/**
 * For each of `count` months from today's: "all-month" when some unit has no
 * booking or repair in it (this month: from today on), "some-days" when some
 * unit has a free day, "booked" otherwise. Each unit is given as its periods,
 * which never overlap (the database keeps them apart).
 */
export function monthsFree(
  units: readonly (readonly BookedSpan[])[],
  today: string,
  count = RENT_MONTHS,
): { month: string; free: MonthFree }[] {
  return Array.from({ length: count }, (_, index) => {
    const month = addMonths(monthOf(today), index);
    const from = index === 0 ? today : firstDayOf(month);
    const to = firstDayOf(addMonths(month, 1));
    if (units.length === 0) return { month, free: "ask" as const };
    const freeDays = units.map((periods) => {
      const taken = periods.reduce((sum, period) => {
        const start = period.startsOn > from ? period.startsOn : from;
        const end = period.endsOn < to ? period.endsOn : to;
        return sum + Math.max(0, daysBetween(start, end));
      }, 0);
      return daysBetween(from, to) - taken;
    });
    const whole = freeDays.some((days) => days === daysBetween(from, to));
    return { month, free: whole ? "all-month" : freeDays.some((days) => days > 0) ? "some-days" : "booked" };
  });
}

export const monthFreeText: Record<MonthFree, string> = {
  "all-month": "A unit is free all month",
  "some-days": "A unit is free some days",
  booked: "Fully booked",
  ask: "Ask us",
};

/** "From $60 a day", or an invitation to ask when the model has no rates yet. */
export function fromText(rates: RentalRates | undefined): string {
  if (!rates) return "Ask us for rates";
  const from = fromPrice(rates);
  const per = from === rates.dailyCents ? "a day" : from === rates.weeklyCents ? "a week" : "a month";
  return `From ${formatCentsShort(from)} ${per}`;
}

/** "$60 a day, $350 a week, $1,200 a month; security deposit $1,500." */
export function ratesText(rates: RentalRates | undefined): string {
  if (!rates) return "Call or write and we will quote your dates.";
  const deposit = rates.depositCents > 0 ? `; security deposit ${formatCentsShort(rates.depositCents)}` : "";
  return `${formatCentsShort(rates.dailyCents)} a day, ${formatCentsShort(rates.weeklyCents)} a week, ${formatCentsShort(rates.monthlyCents)} a month${deposit}.`;
}
