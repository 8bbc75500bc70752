import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import { bookingEndsOn, bookingForm, unitNameForm } from "./forms";

const form = bookingForm(180);
const booking = (changes: Record<string, string> = {}) => ({
  unitId: "3",
  startsOn: "2027-03-01",
  days: "20",
  reference: "",
  note: "",
  ...changes,
});

describe("the booking form", () => {
  it("takes a unit, a first day, a length, and optionally a request and a note", () => {
    expect(parseFields(form, booking({ reference: "q-1042", note: "  The  Lees " }))).toEqual({
      ok: true,
      data: { unitId: 3, startsOn: "2027-03-01", days: 20, quoteRequestId: 42, note: "The Lees" },
    });
    expect(parseFields(form, booking())).toMatchObject({ ok: true, data: { quoteRequestId: null, note: "" } });
  });

  it("books under 180 days, by the same rule as the quote form", () => {
    expect(parseFields(form, booking({ days: "179" })).ok).toBe(true);
    expect(parseFields(form, booking({ days: "180" }))).toEqual({
      ok: false,
      errors: {
        days: "Length: a rental is for under 180 days of continuous occupancy, so the longest booking is 179 days.",
      },
    });
  });

  it("names each field that is wrong", () => {
    expect(
      parseFields(form, { unitId: "", startsOn: "2027-02-30", days: "0", reference: "1042", note: "x".repeat(201) }),
    ).toEqual({
      ok: false,
      errors: {
        unitId: "Unit: choose a unit to book.",
        startsOn: "Start date: choose the first day, like 2027-03-01.",
        days: "Length: enter a number of days, from 1 to 179.",
        reference: "For request: enter a reference like Q-1042, or leave it empty.",
        note: "Note: keep it to 200 characters.",
      },
    });
  });

  it("ends the stay on the day the unit is free again", () => {
    expect(bookingEndsOn("2027-03-01", 20)).toBe("2027-03-21");
  });
});

describe("a unit's name", () => {
  it("is tidied, and must be there, short and visible", () => {
    expect(parseFields(unitNameForm, { name: "  Cabin   2 " })).toEqual({ ok: true, data: { name: "Cabin 2" } });
    expect(parseFields(unitNameForm, { name: " " })).toEqual({
      ok: false,
      errors: { name: "Name: please give the unit a name." },
    });
    expect(parseFields(unitNameForm, { name: "x".repeat(61) })).toEqual({
      ok: false,
      errors: { name: "Name: keep it to 60 characters." },
    });
    expect(parseFields(unitNameForm, { name: "Cabin\u200b2" }).ok).toBe(false);
  });
});
