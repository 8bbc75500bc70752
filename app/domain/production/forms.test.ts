import { describe, expect, it } from "vitest";

import { parseFields } from "#app/domain/console/form-result";

import { BOOKING_MESSAGES, bookingForm, businessInstant, deliveryDayForm, stageMarkForm } from "./forms";

const everyItem = ["access", "clearance", "pad", "sewer", "power"];

describe("the buyer's delivery day form", () => {
  it("takes a day only with every checklist item confirmed", () => {
    expect(parseFields(bookingForm, { unitId: "4", day: "2026-12-10", checklist: everyItem })).toEqual({
      ok: true,
      data: { unitId: 4, day: "2026-12-10", checklist: everyItem },
    });
    expect(parseFields(bookingForm, { unitId: "4", day: "2026-12-10", checklist: everyItem.slice(1) })).toEqual({
      ok: false,
      errors: { checklist: BOOKING_MESSAGES.checklist },
    });
    expect(parseFields(bookingForm, { unitId: "4", day: "2026-02-30", checklist: everyItem })).toMatchObject({
      ok: false,
      errors: { day: BOOKING_MESSAGES.day },
    });
  });
});

describe("the console's forms", () => {
  it("refuse an unknown stage, a capacity out of range and a unit that is not a number", () => {
    expect(parseFields(stageMarkForm, { unitId: "1", stage: "roof", note: "" }).ok).toBe(false);
    expect(parseFields(stageMarkForm, { unitId: "x", stage: "frame" }).ok).toBe(false);
    expect(parseFields(stageMarkForm, { unitId: "1", stage: "frame" })).toEqual({
      ok: true,
      data: { unitId: 1, stage: "frame", note: "" },
    });
    expect(parseFields(deliveryDayForm, { day: "2026-12-10", capacity: "51" }).ok).toBe(false);
    expect(parseFields(deliveryDayForm, { day: "2026-12-10", capacity: "-1" }).ok).toBe(false);
    expect(parseFields(deliveryDayForm, { day: "2026-12-10", capacity: "3" }).ok).toBe(true);
  });
});

describe("businessInstant", () => {
  it("reads a time on the delivery day as Pacific time, in winter and in summer", () => {
    expect(businessInstant("2026-12-10", "14:30").toISOString()).toBe("2026-12-10T22:30:00.000Z");
    expect(businessInstant("2027-07-01", "09:05").toISOString()).toBe("2027-07-01T16:05:00.000Z");
  });
});
