/**
 * A rental's price shared over its billing periods: one period for a short
 * stay, calendar months for a long one (the first and last prorated by day).
 * The rent is shared by days, delivery and pick-up are billed with the first
 * period (so an early end never leaves a fee unbilled), and the tax is shared in proportion to what each
 * period asks before tax: the periods always add up to the agreed price, to
 * the cent (docs/decisions/0142).
 */
import { apportion } from "#app/domain/common/apportion";
import type { Cents } from "#app/domain/common/money";
import { addMonths, daysBetween, firstDayOf, monthOf } from "#app/domain/time/calendar-day";

import type { BillingPeriod, RentalBilling } from "./agreement";
import { shareByDays } from "./price";

/** The calendar months a span touches, each cut to the span: Nov 15 – Feb 20 is Nov 15–Dec 1, Dec, Jan, Feb 1–20. */
export function calendarMonthPeriods(startsOn: string, endsOn: string): BillingPeriod[] {
  if (!(endsOn > startsOn)) throw new RangeError(`a span ends after it starts: ${startsOn} – ${endsOn}`);
  const periods: BillingPeriod[] = [];
  let from = startsOn;
  while (from < endsOn) {
    const nextMonth = firstDayOf(addMonths(monthOf(from), 1));
    const to = nextMonth < endsOn ? nextMonth : endsOn;
    periods.push({ startsOn: from, endsOn: to });
    from = to;
  }
  return periods;
}

/** The billing periods of a span: the whole span at once, or its calendar months. */
export function billingPeriods(startsOn: string, endsOn: string, billing: RentalBilling): BillingPeriod[] {
  if (!(endsOn > startsOn)) throw new RangeError(`a span ends after it starts: ${startsOn} – ${endsOn}`);
  return billing === "single" ? [{ startsOn, endsOn }] : calendarMonthPeriods(startsOn, endsOn);
}

/** What a rental still has to bill, before tax and its tax, over the span from `startsOn` to `endsOn`. */
export interface ChargesToSplit {
  startsOn: string;
  endsOn: string;
  billing: RentalBilling;
  /** Rent of the span, before tax. */
  rentCents: Cents;
  /** Billed with the first period of the span (0 when it was billed already). */
  firstPeriodFeeCents: Cents;
  /** Billed with the last period of the span. */
  lastPeriodFeeCents: Cents;
  taxCents: Cents;
}

/** One billing period's invoice: what it asks before tax, its tax, and the two together. */
export interface PeriodCharge extends BillingPeriod {
  preTaxCents: Cents;
  taxCents: Cents;
  amountCents: Cents;
}

/**
 * The invoices of a span's periods. The rent is shared by days, the fees go
 * to the first and last periods, and the tax follows what each period asks
 * before tax (largest remainder): the periods add up to rent + fees + tax.
 */
export function splitIntoPeriods(charges: ChargesToSplit): PeriodCharge[] {
  const { rentCents, firstPeriodFeeCents, lastPeriodFeeCents, taxCents } = charges;
  for (const cents of [rentCents, firstPeriodFeeCents, lastPeriodFeeCents, taxCents])
    if (!Number.isSafeInteger(cents) || cents < 0)
      throw new RangeError(`${cents} is not a whole, positive number of cents`);
  const periods = billingPeriods(charges.startsOn, charges.endsOn, charges.billing);
  const rents = shareByDays(
    rentCents,
    periods.map((period) => daysBetween(period.startsOn, period.endsOn)),
  );
  const last = periods.length - 1;
  const preTax = rents.map(
    (rent, index) => rent + (index === 0 ? firstPeriodFeeCents : 0) + (index === last ? lastPeriodFeeCents : 0),
  );
  const preTaxSum = preTax.reduce((sum, cents) => sum + cents, 0);
  const taxes = preTaxSum > 0 ? apportion(taxCents, preTax) : preTax.map((_, index) => (index === 0 ? taxCents : 0));
  return periods.map((period, index) => {
    const pre = preTax[index] ?? 0;
    const tax = taxes[index] ?? 0;
    return { ...period, preTaxCents: pre, taxCents: tax, amountCents: pre + tax };
  });
}

/** A period invoice already issued (and not void): it never changes. */
export interface IssuedPeriod extends BillingPeriod {
  preTaxCents: Cents;
  taxCents: Cents;
}

/** The rental as it stands: its dates, its price before tax and the tax on it, and its fees. */
export interface RentalStanding {
  startsOn: string;
  endsOn: string;
  billing: RentalBilling;
  rentCents: Cents;
  deliveryFeeCents: Cents;
  pickupFeeCents: Cents;
  taxCents: Cents;
}

/**
 * The periods still to invoice once `issued` are billed: the span after the
 * last issued period, priced with what the issued ones left of the rental's
 * price. Empty when the issued periods reach the end. Issued periods never
 * change; the ones to come absorb every change of dates or price, so all of a
 * rental's period invoices add up to its price.
 */
export function periodsToCome(standing: RentalStanding, issued: readonly IssuedPeriod[]): PeriodCharge[] {
  const billedUntil = issued.reduce(
    (latest, period) => (period.endsOn > latest ? period.endsOn : latest),
    standing.startsOn,
  );
  if (billedUntil >= standing.endsOn) return [];
  const issuedPreTax = issued.reduce((sum, period) => sum + period.preTaxCents, 0);
  const issuedTax = issued.reduce((sum, period) => sum + period.taxCents, 0);
  // The fees go with the rental's first period; once it is issued, what is left is rent.
  const fees = issued.length === 0 ? standing.deliveryFeeCents + standing.pickupFeeCents : 0;
  const preTaxLeft = standing.rentCents + standing.deliveryFeeCents + standing.pickupFeeCents - issuedPreTax;
  const rentLeft = preTaxLeft - fees;
  if (rentLeft < 0) throw new RangeError("the periods issued already ask for more than the rental's price");
  // A short rental extended into a long one goes on by calendar month.
  const billing =
    standing.billing === "monthly" || daysBetween(billedUntil, standing.endsOn) > 31 ? "monthly" : "single";
  return splitIntoPeriods({
    startsOn: billedUntil,
    endsOn: standing.endsOn,
    billing,
    rentCents: rentLeft,
    firstPeriodFeeCents: fees,
    lastPeriodFeeCents: 0,
    // Rounding of a changed rental's tax may leave the issued periods a cent over it: nothing is asked back here.
    taxCents: Math.max(0, standing.taxCents - issuedTax),
  });
}

/** The periods due by `today`: each is invoiced on its first day (the rental's first, at acceptance). */
export function periodsDue(toCome: readonly PeriodCharge[], today: string): PeriodCharge[] {
  return toCome.filter((period) => period.startsOn <= today);
}
