import { describe, expect, it } from "vitest";

import { firstFreeDay, nextRental } from "./availability";

const TODAY = "2027-03-01";

describe("firstFreeDay", () => {
  it("is today when nothing covers today", () => {
    expect(firstFreeDay([], TODAY)).toBe(TODAY);
    expect(firstFreeDay([{ startsOn: "2027-03-02", endsOn: "2027-03-10" }], TODAY)).toBe(TODAY);
    // A stay that ends today has left: the unit is free today.
    expect(firstFreeDay([{ startsOn: "2027-02-01", endsOn: TODAY }], TODAY)).toBe(TODAY);
  });

  it("is the end of the stay covering today, following stays booked back to back", () => {
    expect(firstFreeDay([{ startsOn: "2027-02-20", endsOn: "2027-03-05" }], TODAY)).toBe("2027-03-05");
    const backToBack = [
      { startsOn: "2027-03-05", endsOn: "2027-03-20" },
      { startsOn: "2027-02-20", endsOn: "2027-03-05" },
      { startsOn: "2027-04-01", endsOn: "2027-04-10" },
    ];
    expect(firstFreeDay(backToBack, TODAY)).toBe("2027-03-20");
  });
});

describe("nextRental", () => {
  it("invites a question when no unit is kept for renting", () => {
    expect(nextRental([], TODAY)).toEqual({ kind: "none" });
  });

  it("is now when any unit is free today", () => {
    expect(nextRental([[{ startsOn: "2027-02-20", endsOn: "2027-03-05" }], []], TODAY)).toEqual({ kind: "now" });
  });

  it("is the soonest day any unit comes free", () => {
    const units = [[{ startsOn: "2027-02-20", endsOn: "2027-03-21" }], [{ startsOn: TODAY, endsOn: "2027-03-11" }]];
    expect(nextRental(units, TODAY)).toEqual({ kind: "from", day: "2027-03-11" });
  });
});
