import { describe, expect, it } from "vitest";

import { placeBooking, timelineStart, timelineWindow, todayPercent } from "./timeline";

describe("the rentals timeline", () => {
  // January to June 2027: 31 + 28 + 31 + 30 + 31 + 30 = 181 days.
  const window = timelineWindow("2027-01");

  it("spans whole months, each as wide as its days", () => {
    expect(window).toMatchObject({ from: "2027-01-01", to: "2027-07-01", days: 181 });
    expect(window.months.map((month) => month.month)).toEqual([
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
    ]);
    expect(window.months[0]).toMatchObject({ label: "Jan 2027", leftPercent: 0, widthPercent: 17.127 });
    expect(window.months[1]).toMatchObject({ label: "Feb", leftPercent: 17.127, widthPercent: 15.47 });
    const lastMonth = window.months[5];
    expect((lastMonth?.leftPercent ?? 0) + (lastMonth?.widthPercent ?? 0)).toBeCloseTo(100, 2);
  });

  it("names the year again where a new one starts", () => {
    expect(timelineWindow("2026-11").months.map((month) => month.label)).toEqual([
      "Nov 2026",
      "Dec",
      "Jan 2027",
      "Feb",
      "Mar",
      "Apr",
    ]);
  });

  it("places a booking by its first day and its length (the end day is not part of it)", () => {
    // Jan 11 is day 10; 20 days long.
    expect(placeBooking(window, { startsOn: "2027-01-11", endsOn: "2027-01-31" })).toEqual({
      leftPercent: 5.525,
      widthPercent: 11.05,
      startsBefore: false,
      endsAfter: false,
    });
  });

  it("cuts a booking at the window's edges and leaves out one wholly outside", () => {
    expect(placeBooking(window, { startsOn: "2026-12-20", endsOn: "2027-01-10" })).toEqual({
      leftPercent: 0,
      widthPercent: 4.972,
      startsBefore: true,
      endsAfter: false,
    });
    expect(placeBooking(window, { startsOn: "2027-06-20", endsOn: "2027-08-01" })).toMatchObject({
      leftPercent: 93.923,
      widthPercent: 6.077,
      endsAfter: true,
    });
    expect(placeBooking(window, { startsOn: "2026-12-01", endsOn: "2027-01-01" })).toBeNull();
    expect(placeBooking(window, { startsOn: "2027-07-01", endsOn: "2027-07-05" })).toBeNull();
  });

  it("marks today only inside the window", () => {
    expect(todayPercent(window, "2027-01-01")).toBe(0);
    expect(todayPercent(window, "2027-04-01")).toBe(49.724);
    expect(todayPercent(window, "2027-07-01")).toBeNull();
    expect(todayPercent(window, "2026-12-31")).toBeNull();
  });

  it("starts this month unless asked for another, and refuses what isn't a month", () => {
    expect(timelineStart(null, "2027-03-15")).toEqual({ ok: true, month: "2027-03" });
    expect(timelineStart("2027-09", "2027-03-15")).toEqual({ ok: true, month: "2027-09" });
    expect(timelineStart("next", "2027-03-15")).toEqual({ ok: false, message: "From: choose a month, like 2027-03." });
  });
});
