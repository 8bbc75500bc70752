import { describe, expect, it } from "vitest";

import { addDays } from "#app/domain/time/calendar-day";

import {
  depositLessCharges,
  fromPrice,
  monthsAfter,
  proratedByDay,
  rentalPrice,
  type RentalRates,
  shareByDays,
} from "./price";

// $60 a day, $350 a week, $1,200 a month, $1,500 deposit.
const rates: RentalRates = { dailyCents: 6_000, weeklyCents: 35_000, monthlyCents: 120_000, depositCents: 150_000 };

const summary = (startsOn: string, days: number, card = rates) =>
  rentalPrice(startsOn, days, card).lines.map((line) => `${line.count} ${line.unit} ${line.startsOn}..${line.endsOn}`);

describe("rentalPrice", () => {
  it("prices one day at the daily rate", () => {
    const price = rentalPrice("2027-03-15", 1, rates);
    expect(price.rentCents).toBe(6_000);
    expect(price.endsOn).toBe("2027-03-16");
    expect(summary("2027-03-15", 1)).toEqual(["1 day 2027-03-15..2027-03-16"]);
  });

  it("covers 13 days with two weeks when that is cheaper than a week and six days", () => {
    const price = rentalPrice("2027-03-15", 13, rates);
    expect(price.rentCents).toBe(70_000);
    // The second week is cut at the stay's end on the line: the renter sees the days they have.
    expect(summary("2027-03-15", 13)).toEqual(["2 week 2027-03-15..2027-03-28"]);
  });

  it("keeps a week and days when the days are cheaper", () => {
    const cheapDays = { ...rates, dailyCents: 5_500 };
    expect(rentalPrice("2027-03-15", 10, cheapDays).rentCents).toBe(35_000 + 3 * 5_500);
    expect(summary("2027-03-15", 10, cheapDays)).toEqual([
      "1 week 2027-03-15..2027-03-22",
      "3 day 2027-03-22..2027-03-25",
    ]);
  });

  it("prices 97 days from mid-month as three calendar months and five days", () => {
    const price = rentalPrice("2027-03-15", 97, rates);
    expect(price.endsOn).toBe("2027-06-20");
    expect(summary("2027-03-15", 97)).toEqual(["3 month 2027-03-15..2027-06-15", "5 day 2027-06-15..2027-06-20"]);
    expect(price.rentCents).toBe(3 * 120_000 + 5 * 6_000);
    expect(price.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(price.rentCents);
  });

  it("counts months by the calendar: February is one month of 28 or 29 days", () => {
    expect(summary("2027-02-01", 28)).toEqual(["1 month 2027-02-01..2027-03-01"]);
    expect(rentalPrice("2027-02-01", 28, rates).rentCents).toBe(120_000);
    expect(summary("2028-02-01", 29)).toEqual(["1 month 2028-02-01..2028-03-01"]);
    // 28 days of March are not a whole month, but one month is cheaper than four weeks, so it covers them.
    expect(summary("2027-03-01", 28)).toEqual(["1 month 2027-03-01..2027-03-29"]);
    expect(rentalPrice("2027-03-01", 28, rates).rentCents).toBe(120_000);
  });

  it("never charges more for a stay than for a longer one", () => {
    for (const start of ["2027-01-31", "2027-02-14", "2027-03-15", "2028-02-29", "2027-12-20"]) {
      for (const card of [rates, { ...rates, weeklyCents: 41_000, monthlyCents: 100_000 }]) {
        let last = 0;
        for (let days = 1; days < 180; days++) {
          const price = rentalPrice(start, days, card);
          expect(price.rentCents, `${start} + ${days}`).toBeGreaterThanOrEqual(last);
          // Never dearer than paying day by day, week by week, or month by month.
          expect(price.rentCents).toBeLessThanOrEqual(days * card.dailyCents);
          expect(price.rentCents).toBeLessThanOrEqual(Math.ceil(days / 7) * card.weeklyCents);
          expect(price.lines.at(-1)?.endsOn).toBe(addDays(start, days));
          last = price.rentCents;
        }
      }
    }
  });

  it("refuses a stay of no days", () => {
    expect(() => rentalPrice("2027-03-15", 0, rates)).toThrow(RangeError);
  });
});

describe("monthsAfter", () => {
  it("keeps the day of the month, or the month's last day when it is shorter", () => {
    expect(monthsAfter("2027-01-31", 1)).toBe("2027-02-28");
    expect(monthsAfter("2028-01-31", 1)).toBe("2028-02-29");
    expect(monthsAfter("2027-01-31", 2)).toBe("2027-03-31");
    expect(monthsAfter("2027-11-15", 3)).toBe("2028-02-15");
  });
});

describe("fromPrice", () => {
  it("is the lowest single period on the card", () => {
    expect(fromPrice(rates)).toBe(6_000);
  });
});

describe("proratedByDay", () => {
  it("charges a part of a period by its days", () => {
    expect(proratedByDay(124_000, 31, 10)).toBe(40_000);
    expect(proratedByDay(120_000, 30, 30)).toBe(120_000);
    expect(proratedByDay(35_000, 7, 0)).toBe(0);
    // $350 over 7 days, 3 of them: $150.
    expect(proratedByDay(35_000, 7, 3)).toBe(15_000);
    // 1 cent over 2 days, 1 of them: half a cent rounds up.
    expect(proratedByDay(1, 2, 1)).toBe(1);
  });

  it("refuses a part longer than the period", () => {
    expect(() => proratedByDay(100, 7, 8)).toThrow(RangeError);
  });
});

describe("shareByDays", () => {
  it("shares a price over periods by their days, adding up to it exactly", () => {
    expect(shareByDays(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 97 days from Mar 15: the rest of March, April, May, and June until the 20th.
    const price = rentalPrice("2027-03-15", 97, rates).rentCents;
    const shares = shareByDays(price, [17, 30, 31, 19]);
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBe(price);
    expect(shares).toEqual([68_350, 120_619, 124_639, 76_392]);
  });
});

describe("depositLessCharges", () => {
  it("refunds the deposit less each charge", () => {
    const settled = depositLessCharges(150_000, [
      { label: "Cleaning", cents: 12_500 },
      { label: "Cracked window", cents: 30_000 },
    ]);
    expect(settled).toEqual({ chargesCents: 42_500, refundCents: 107_500, owedCents: 0 });
  });

  it("never refunds less than nothing: charges beyond the deposit are owed", () => {
    expect(depositLessCharges(50_000, [{ label: "New door", cents: 80_000 }])).toEqual({
      chargesCents: 80_000,
      refundCents: 0,
      owedCents: 30_000,
    });
    expect(depositLessCharges(50_000, [])).toEqual({ chargesCents: 0, refundCents: 50_000, owedCents: 0 });
  });

  it("refuses a negative charge", () => {
    expect(() => depositLessCharges(50_000, [{ label: "Credit", cents: -1 }])).toThrow(RangeError);
  });
});
