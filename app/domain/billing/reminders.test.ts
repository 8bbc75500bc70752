import { describe, expect, it } from "vitest";

import { dueReminders, nextReminder, type RemindableInvoice, reminderDays, type ReminderStep } from "./reminders";

const open = (dueOn: string, issuedOn = "2026-09-01"): RemindableInvoice => ({
  status: "open",
  paused: false,
  issuedOn,
  dueOn,
});
const at = (iso: string) => new Date(iso);

describe("reminderDays", () => {
  it("falls a week before, on, a week after and a month after the due day, in calendar days", () => {
    expect(reminderDays(open("2027-03-03"))).toEqual([
      { step: "week-before", day: "2027-02-24" },
      { step: "due-day", day: "2027-03-03" },
      { step: "week-late", day: "2027-03-10" },
      { step: "month-late", day: "2027-04-02" },
    ]);
  });

  it("leaves out steps on or before the day the invoice was issued", () => {
    expect(reminderDays(open("2026-12-10", "2026-12-05")).map(({ step }) => step)).toEqual([
      "due-day",
      "week-late",
      "month-late",
    ]);
    expect(reminderDays(open("2026-12-05", "2026-12-05")).map(({ step }) => step)).toEqual(["week-late", "month-late"]);
  });
});

describe("dueReminders", () => {
  it("sends each step from 9 in the morning, Pacific, on its day", () => {
    const invoice = open("2026-12-10"); // a week before: Thursday 3 December; 9:00 PST is 17:00 UTC
    expect(dueReminders(invoice, null, at("2026-12-03T16:59:59Z"))).toBeNull();
    expect(dueReminders(invoice, null, at("2026-12-03T17:00:00Z"))).toBe("week-before");
    // 23:30 on the 9th in Portland is already the 10th in UTC: still a day early there.
    expect(dueReminders(invoice, "week-before", at("2026-12-10T07:30:00Z"))).toBeNull();
    expect(dueReminders(invoice, "week-before", at("2026-12-10T17:00:00Z"))).toBe("due-day");
  });

  it("keeps to 9:00 on the day clocks spring forward in March", () => {
    const invoice = open("2027-03-21"); // a week before is Sunday 14 March 2027, the change: 9:00 PDT is 16:00 UTC
    expect(dueReminders(invoice, null, at("2027-03-14T15:59:00Z"))).toBeNull();
    expect(dueReminders(invoice, null, at("2027-03-14T16:00:00Z"))).toBe("week-before");
  });

  it("keeps to 9:00 on the day clocks fall back in November", () => {
    const invoice = open("2026-11-01"); // due Sunday 1 November 2026, the change: 9:00 PST is 17:00 UTC
    expect(dueReminders(invoice, "week-before", at("2026-11-01T16:30:00Z"))).toBeNull();
    expect(dueReminders(invoice, "week-before", at("2026-11-01T17:00:00Z"))).toBe("due-day");
    // A week before fell in daylight time: 9:00 PDT on 25 October is 16:00 UTC.
    expect(dueReminders(invoice, null, at("2026-10-25T16:00:00Z"))).toBe("week-before");
  });

  it("counts a week across a change in calendar days, not in 168 hours", () => {
    // The week before falls in daylight time (29 October), the due day in standard time (5 November):
    // 168 hours after 9:00 PDT is 8:00 PST, an hour early.
    const invoice = open("2026-11-05");
    expect(dueReminders(invoice, null, at("2026-10-29T16:00:00Z"))).toBe("week-before");
    expect(dueReminders(invoice, "week-before", at("2026-11-05T16:00:00Z"))).toBeNull();
    expect(dueReminders(invoice, "week-before", at("2026-11-05T17:00:00Z"))).toBe("due-day");
  });

  it("catches up once after downtime: only the latest step that has come", () => {
    const invoice = open("2026-12-10");
    expect(dueReminders(invoice, null, at("2026-12-20T18:00:00Z"))).toBe("week-late");
    expect(dueReminders(invoice, "week-late", at("2026-12-20T18:00:00Z"))).toBeNull();
    expect(dueReminders(invoice, "week-before", at("2027-01-15T18:00:00Z"))).toBe("month-late");
    expect(dueReminders(invoice, "month-late", at("2027-06-01T18:00:00Z"))).toBeNull();
  });

  it("sends one reminder when the clock jumps three days ahead, and none twice when it jumps back", () => {
    const invoice = open("2026-12-10");
    const sent: ReminderStep[] = [];
    let last: ReminderStep | null = null;
    // Every hour from 2 December, but the clock leaps from 8 December 20:00 to 11 December 20:00 (Pacific).
    const hours = [
      ...Array.from({ length: 7 * 24 - 3 }, (_, hour) => Date.UTC(2026, 11, 2, 8) + hour * 3_600_000),
      ...Array.from({ length: 24 }, (_, hour) => Date.UTC(2026, 11, 12, 4) + hour * 3_600_000),
    ];
    for (const instant of hours) {
      const step = dueReminders(invoice, last, new Date(instant));
      if (step) {
        sent.push(step);
        last = step;
      }
    }
    // The due day was skipped over while the clock was away: its reminder goes out once, late.
    expect(sent).toEqual(["week-before", "due-day"]);
    expect(dueReminders(invoice, last, at("2026-12-09T04:00:00Z"))).toBeNull();
  });

  it("sends nothing for a paid, void or paused invoice, nor before the first step", () => {
    const late = at("2027-01-15T18:00:00Z");
    expect(dueReminders({ ...open("2026-12-10"), status: "paid" }, null, late)).toBeNull();
    expect(dueReminders({ ...open("2026-12-10"), status: "void" }, null, late)).toBeNull();
    expect(dueReminders({ ...open("2026-12-10"), paused: true }, null, late)).toBeNull();
    expect(dueReminders(open("2026-12-10"), null, at("2026-11-28T20:00:00Z"))).toBeNull();
  });

  it("skips a reminder before the due day for an invoice issued less than a week before it", () => {
    const invoice = open("2026-12-10", "2026-12-06");
    expect(dueReminders(invoice, null, at("2026-12-07T18:00:00Z"))).toBeNull();
    expect(dueReminders(invoice, null, at("2026-12-10T18:00:00Z"))).toBe("due-day");
  });
});

describe("a month late across a change of clocks", () => {
  it("counts 30 calendar days from a due day in standard time to one in daylight time, at 9:00 there", () => {
    // Due Tuesday 16 February 2027 (PST); a month late is Thursday 18 March 2027, after the change: 9:00 PDT is 16:00 UTC.
    const invoice = open("2027-02-16", "2027-01-10");
    expect(reminderDays(invoice).at(-1)).toEqual({ step: "month-late", day: "2027-03-18" });
    expect(dueReminders(invoice, "week-late", at("2027-03-18T15:59:00Z"))).toBeNull();
    expect(dueReminders(invoice, "week-late", at("2027-03-18T16:00:00Z"))).toBe("month-late");
  });
});

describe("nextReminder", () => {
  it("names the step due now as today's, else the next step still to come", () => {
    const invoice = open("2026-12-10");
    expect(nextReminder(invoice, null, at("2026-11-28T20:00:00Z"))).toEqual({ step: "week-before", day: "2026-12-03" });
    // The week before has come and is not sent yet: it goes out on the sender's next run.
    expect(nextReminder(invoice, null, at("2026-12-05T20:00:00Z"))).toEqual({ step: "week-before", day: "2026-12-05" });
    expect(nextReminder(invoice, "week-before", at("2026-12-05T20:00:00Z"))).toEqual({
      step: "due-day",
      day: "2026-12-10",
    });
    // Before 9:00 on a step's day, it is still to come that day.
    expect(nextReminder(invoice, "week-before", at("2026-12-10T16:00:00Z"))).toEqual({
      step: "due-day",
      day: "2026-12-10",
    });
  });

  it("has none left after the month-late step, nor for a paid, void or paused invoice", () => {
    const now = at("2026-12-05T20:00:00Z");
    expect(nextReminder(open("2026-12-10"), "month-late", at("2027-02-01T20:00:00Z"))).toBeNull();
    expect(nextReminder({ ...open("2026-12-10"), status: "paid" }, null, now)).toBeNull();
    expect(nextReminder({ ...open("2026-12-10"), status: "void" }, null, now)).toBeNull();
    expect(nextReminder({ ...open("2026-12-10"), paused: true }, null, now)).toBeNull();
  });
});
