import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { addDays, daysBetween } from "#app/domain/time/calendar-day";

import { billingFor } from "./agreement";
import {
  billingPeriods,
  type IssuedPeriod,
  periodsDue,
  periodsToCome,
  type RentalStanding,
  splitIntoPeriods,
} from "./periods";
import { rentalPrice, type RentalRates } from "./price";

const rates: RentalRates = { dailyCents: 6_000, weeklyCents: 35_000, monthlyCents: 120_000, depositCents: 150_000 };

/** Two units from mid-month, delivery and pick-up at $450 each, tax at 9.1 % of the whole. */
function rentalOf(days: number, startsOn = "2027-03-15"): RentalStanding {
  const endsOn = addDays(startsOn, days);
  const rentCents = 2 * rentalPrice(startsOn, days, rates).rentCents;
  const subtotal = rentCents + 45_000 + 45_000;
  return {
    startsOn,
    endsOn,
    billing: billingFor(startsOn, endsOn),
    rentCents,
    deliveryFeeCents: 45_000,
    pickupFeeCents: 45_000,
    taxCents: Math.round(subtotal * 0.091),
  };
}

const total = (standing: RentalStanding) =>
  standing.rentCents + standing.deliveryFeeCents + standing.pickupFeeCents + standing.taxCents;
const sum = (periods: readonly { amountCents: number }[]) => periods.reduce((all, one) => all + one.amountCents, 0);

describe("billing periods", () => {
  it("bills a stay of up to a month at once, and a longer one by calendar month", () => {
    expect(billingPeriods("2027-03-15", "2027-03-28", "single")).toEqual([
      { startsOn: "2027-03-15", endsOn: "2027-03-28" },
    ]);
    expect(billingPeriods("2027-03-15", "2027-06-20", "monthly")).toEqual([
      { startsOn: "2027-03-15", endsOn: "2027-04-01" },
      { startsOn: "2027-04-01", endsOn: "2027-05-01" },
      { startsOn: "2027-05-01", endsOn: "2027-06-01" },
      { startsOn: "2027-06-01", endsOn: "2027-06-20" },
    ]);
    expect(billingFor("2027-03-15", "2027-04-15")).toBe("single");
    expect(billingFor("2027-03-15", "2027-04-17")).toBe("monthly");
  });
});

describe("a rental's periods add up to its price", () => {
  it.each([1, 13, 97])("for %i days from mid-month", (days) => {
    const standing = rentalOf(days);
    const periods = periodsToCome(standing, []);
    expect(sum(periods)).toBe(total(standing));
    expect(periods[0]?.startsOn).toBe("2027-03-15");
    expect(periods.at(-1)?.endsOn).toBe(standing.endsOn);
    expect(periods.reduce((all, one) => all + daysBetween(one.startsOn, one.endsOn), 0)).toBe(days);
  });

  it("prorates the first and last month of 97 days by day, with delivery and pick-up first", () => {
    const standing = rentalOf(97);
    const periods = periodsToCome(standing, []);
    expect(periods.map((period) => daysBetween(period.startsOn, period.endsOn))).toEqual([17, 30, 31, 19]);
    const rents = periods.map((period, index) => period.preTaxCents - (index === 0 ? 90_000 : 0));
    // 17 of 97 days of the rent, within a cent.
    expect(Math.abs((rents[0] ?? 0) - (standing.rentCents * 17) / 97)).toBeLessThanOrEqual(1);
    expect(Math.abs((rents[2] ?? 0) - (standing.rentCents * 31) / 97)).toBeLessThanOrEqual(1);
  });

  it("keeps issued periods and bills what they left, also after the price or the end changed", () => {
    const standing = rentalOf(97);
    const [first] = periodsToCome(standing, []);
    if (!first) throw new Error("no first period");
    const issued: IssuedPeriod[] = [first];
    // Extended by 20 days at a higher rent: the first invoice stands, the rest makes up the new price.
    const extended = { ...rentalOf(117), rentCents: standing.rentCents + 80_000 };
    const rest = periodsToCome(extended, issued);
    expect(rest[0]?.startsOn).toBe(first.endsOn);
    expect(first.amountCents + sum(rest)).toBe(total(extended));
  });

  it("property: every stay, price and number of periods issued adds up exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 1, max: 179 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 600_000 }),
        fc.integer({ min: 0, max: 7 }),
        (offset, days, rentCents, deliveryFeeCents, pickupFeeCents, taxCents, issuedCount) => {
          const startsOn = addDays("2027-01-01", offset);
          const endsOn = addDays(startsOn, days);
          const standing: RentalStanding = {
            startsOn,
            endsOn,
            billing: billingFor(startsOn, endsOn),
            rentCents,
            deliveryFeeCents,
            pickupFeeCents,
            taxCents,
          };
          const all = periodsToCome(standing, []);
          expect(sum(all)).toBe(total(standing));
          expect(all.every((period) => period.preTaxCents >= 0 && period.taxCents >= 0)).toBe(true);
          const issued = all.slice(0, issuedCount);
          expect(sum(issued) + sum(periodsToCome(standing, issued))).toBe(total(standing));
        },
      ),
    );
  });
});

describe("splitIntoPeriods", () => {
  it("puts the tax on the one period when nothing is asked before tax", () => {
    const [only] = splitIntoPeriods({
      startsOn: "2027-03-15",
      endsOn: "2027-03-16",
      billing: "single",
      rentCents: 0,
      firstPeriodFeeCents: 0,
      lastPeriodFeeCents: 0,
      taxCents: 0,
    });
    expect(only?.amountCents).toBe(0);
  });

  it("refuses cents that are not whole", () => {
    expect(() =>
      splitIntoPeriods({
        startsOn: "2027-03-15",
        endsOn: "2027-03-16",
        billing: "single",
        rentCents: 1.5,
        firstPeriodFeeCents: 0,
        lastPeriodFeeCents: 0,
        taxCents: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe("periodsDue", () => {
  it("is every period that has begun by today", () => {
    const periods = periodsToCome(rentalOf(97), []);
    expect(periodsDue(periods, "2027-04-01").map((period) => period.startsOn)).toEqual(["2027-03-15", "2027-04-01"]);
    expect(periodsDue(periods, "2027-03-14")).toEqual([]);
  });
});
