/**
 * What a rental costs, from the rate card: the cheapest fair combination of
 * whole calendar months, weeks and days that covers the stay, shown line by
 * line; a stay's price split over billing periods by day; the deposit less
 * the charges after the unit comes back. Integer cents throughout; the
 * choices are recorded in docs/decisions/0121.
 */
import type { Cents } from "#app/domain/common/money";
import { addDays, daysBetween } from "#app/domain/time/calendar-day";

/** One model's line of the rate card. */
export interface RentalRates {
  dailyCents: Cents;
  weeklyCents: Cents;
  monthlyCents: Cents;
  depositCents: Cents;
}

export const PERIOD_UNITS = ["month", "week", "day"] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** "2 months × $1,200.00, from Mar 15 until May 15". `endsOn` is the first day after the line (or the stay's end). */
export interface PriceLine {
  unit: PeriodUnit;
  count: number;
  rateCents: Cents;
  amountCents: Cents;
  startsOn: string;
  endsOn: string;
}

export interface RentalPrice {
  startsOn: string;
  endsOn: string;
  days: number;
  lines: PriceLine[];
  rentCents: Cents;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The same day of the month `months` months after `startsOn`, or that
 * month's last day when it is shorter: Jan 31 + 1 month is Feb 28 (29),
 * Jan 31 + 2 months is Mar 31. Always counted from the start, never chained.
 */
export function monthsAfter(startsOn: string, months: number): string {
  const match = DAY.exec(startsOn);
  if (!match) throw new RangeError(`not a calendar day: ${startsOn}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

interface Tail {
  weeks: number;
  days: number;
  /** A whole month bought to cover the rest, when that is cheaper than weeks and days. */
  month: boolean;
  cents: Cents;
}

/** The cheapest way to cover `rest` days after the whole months: weeks and days, or (when it reaches) one more month. */
function cheapestTail(rest: number, rates: RentalRates, monthReaches: boolean): Tail {
  let best: Tail = { weeks: 0, days: rest, month: false, cents: rest * rates.dailyCents };
  for (let weeks = 1; weeks <= Math.ceil(rest / 7); weeks++) {
    const days = Math.max(0, rest - weeks * 7);
    const cents = weeks * rates.weeklyCents + days * rates.dailyCents;
    if (cents < best.cents) best = { weeks, days, month: false, cents };
  }
  if (rest > 0 && monthReaches && rates.monthlyCents < best.cents)
    best = { weeks: 0, days: 0, month: true, cents: rates.monthlyCents };
  return best;
}

/**
 * The price of renting from `startsOn` for `days` days (the unit is back on
 * startsOn + days). Every count of whole months that fits is tried, each with
 * the cheapest cover of the days left; the cheapest total wins, and on a tie
 * the one with fewer months and weeks (the plainer bill). Because a longer
 * period may cover the end of a stay, a stay is never dearer than a longer one.
 */
export function rentalPrice(startsOn: string, days: number, rates: RentalRates): RentalPrice {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`a rental lasts at least a day: ${days}`);
  const endsOn = addDays(startsOn, days);
  let best: { months: number; tail: Tail; cents: Cents } | null = null;
  for (let months = 0; monthsAfter(startsOn, months) <= endsOn; months++) {
    const rest = daysBetween(monthsAfter(startsOn, months), endsOn);
    const tail = cheapestTail(rest, rates, monthsAfter(startsOn, months + 1) >= endsOn);
    const cents = months * rates.monthlyCents + tail.cents;
    if (!best || cents < best.cents) best = { months, tail, cents };
  }
  if (!best) throw new RangeError("no price found"); // months = 0 always fits
  const { months, tail } = best;
  const monthCount = months + (tail.month ? 1 : 0);
  const lines: PriceLine[] = [];
  let from = startsOn;
  const push = (unit: PeriodUnit, count: number, rateCents: Cents, until: string) => {
    if (count === 0) return;
    const to = until < endsOn ? until : endsOn;
    lines.push({ unit, count, rateCents, amountCents: count * rateCents, startsOn: from, endsOn: to });
    from = to;
  };
  push("month", monthCount, rates.monthlyCents, monthsAfter(startsOn, monthCount));
  push("week", tail.weeks, rates.weeklyCents, addDays(from, tail.weeks * 7));
  push("day", tail.days, rates.dailyCents, addDays(from, tail.days));
  return { startsOn, endsOn, days, lines, rentCents: best.cents };
}

/** The lowest price a stay of any length starts at: one day, or a week or month if that is cheaper. */
export function fromPrice(rates: RentalRates): Cents {
  return Math.min(rates.dailyCents, rates.weeklyCents, rates.monthlyCents);
}

/**
 * A period's rate for part of it, by day: 10 days of a 31-day month at
 * $1,240 is $400. Half a cent rounds up.
 */
export function proratedByDay(rateCents: Cents, periodDays: number, days: number): Cents {
  if (periodDays < 1 || days < 0 || days > periodDays) throw new RangeError("a part of a period lies within it");
  return Math.floor((rateCents * days * 2 + periodDays) / (periodDays * 2));
}

/**
 * A stay's price shared over billing periods in proportion to their days,
 * cent for cent: the shares always add up to the price. Cents left over by
 * rounding down go to the periods with the largest remainders, earliest first.
 */
export function shareByDays(totalCents: Cents, periodDays: readonly number[]): Cents[] {
  const allDays = periodDays.reduce((sum, days) => sum + days, 0);
  if (allDays <= 0 || periodDays.some((days) => !Number.isInteger(days) || days < 0))
    throw new RangeError("periods need whole days");
  const shares = periodDays.map((days) => Math.floor((totalCents * days) / allDays));
  const left = totalCents - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = periodDays
    .map((days, index) => ({ index, remainder: (totalCents * days) % allDays }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; i < left; i++) {
    const period = byRemainder[i];
    if (period) shares[period.index] = (shares[period.index] ?? 0) + 1;
  }
  return shares;
}

export interface ReturnCharge {
  label: string;
  cents: Cents;
}

export interface DepositSettlement {
  chargesCents: Cents;
  /** What goes back to the renter. */
  refundCents: Cents;
  /** Charges beyond the deposit, still owed by the renter. */
  owedCents: Cents;
}

/** The deposit less the charges for damage or cleaning: never a negative refund; the excess is owed. */
export function depositLessCharges(depositCents: Cents, charges: readonly ReturnCharge[]): DepositSettlement {
  if (charges.some((charge) => !Number.isInteger(charge.cents) || charge.cents < 0))
    throw new RangeError("a charge is a whole, positive number of cents");
  const chargesCents = charges.reduce((sum, charge) => sum + charge.cents, 0);
  return {
    chargesCents,
    refundCents: Math.max(0, depositCents - chargesCents),
    owedCents: Math.max(0, chargesCents - depositCents),
  };
}
