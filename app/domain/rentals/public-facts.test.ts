import { describe, expect, it } from "vitest";

import { liveFactText, type PageFacts } from "#app/domain/site-facts/live-facts";

import { fromText, monthsFree, ratesText } from "./public-facts";

const rates = { dailyCents: 6_000, weeklyCents: 35_000, monthlyCents: 120_000, depositCents: 150_000 };

describe("monthsFree", () => {
  const today = "2027-03-20";

  it("names twelve months from this one, each an invitation to ask when there is no fleet", () => {
    const months = monthsFree([], today);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2027-03", free: "ask" });
    expect(months[11]).toEqual({ month: "2028-02", free: "ask" });
  });

  it("says a unit is free all month when one has no booking or repair in it, counting this month from today", () => {
    const booked = [{ startsOn: "2027-03-01", endsOn: "2027-03-20" }];
    expect(monthsFree([booked], today, 2)).toEqual([
      { month: "2027-03", free: "all-month" },
      { month: "2027-04", free: "all-month" },
    ]);
  });

  it("tells some free days from a month fully booked, across every unit", () => {
    const one = [
      { startsOn: "2027-03-01", endsOn: "2027-05-01" },
      { startsOn: "2027-05-01", endsOn: "2027-05-20" },
    ];
    const two = [{ startsOn: "2027-03-15", endsOn: "2027-06-01" }];
    expect(monthsFree([one, two], today, 4).map((month) => month.free)).toEqual([
      "booked",
      "booked",
      "some-days",
      "all-month",
    ]);
  });
});

describe("the rates /Rent states", () => {
  it("starts from the cheapest single period, or invites a question", () => {
    expect(fromText(rates)).toBe("From $60 a day");
    expect(fromText(undefined)).toBe("Ask us for rates");
    expect(ratesText(rates)).toBe("$60 a day, $350 a week, $1,200 a month; security deposit $1,500.");
    expect(ratesText({ ...rates, depositCents: 0 })).toBe("$60 a day, $350 a week, $1,200 a month.");
  });

  it("writes each marked fact: a model's rates, a month's name and whether a unit is free", () => {
    const facts: PageFacts = {
      unitsReady: 1,
      nextBuildMonth: null,
      nextRental: { kind: "now" },
      rentals: { rates: { office: rates }, months: monthsFree([[]], "2027-03-20") },
    };
    expect(liveFactText("rent-from-office", facts)).toBe("From $60 a day");
    expect(liveFactText("rent-from-bedroom", facts)).toBe("Ask us for rates");
    expect(liveFactText("rent-month-1", facts)).toBe("March 2027");
    expect(liveFactText("rent-month-12", facts)).toBe("February 2028");
    expect(liveFactText("rent-free-2", facts)).toBe("A unit is free all month");
    expect(liveFactText("rent-free-13", facts)).toBe("Ask us");
  });
});
