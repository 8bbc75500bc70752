import { describe, expect, it } from "vitest";

import { change, changeLabel, daysOf, periodFieldsSchema, periodOf, periodOfQuery, previousRange } from "./period";

const parse = (values: Record<string, string>) => periodFieldsSchema.safeParse(values);

describe("periods", () => {
  it("ends the presets today and compares with as many days just before", () => {
    const fields = (period: string) => periodFieldsSchema.parse({ period });
    expect(periodOf(fields("today"), "2026-11-26")).toEqual({
      preset: "today",
      current: { from: "2026-11-26", to: "2026-11-26" },
      previous: { from: "2026-11-25", to: "2026-11-25" },
    });
    expect(periodOf(fields("7d"), "2026-11-26").current).toEqual({ from: "2026-11-20", to: "2026-11-26" });
    expect(periodOf(fields("7d"), "2026-11-26").previous).toEqual({ from: "2026-11-13", to: "2026-11-19" });
    expect(periodOf(fields("90d"), "2026-11-26").current.from).toBe("2026-08-29");
    expect(daysOf(periodOf(fields("30d"), "2026-03-10").current)).toHaveLength(30);
  });

  it("takes a chosen range and refuses a backwards or too long one", () => {
    const chosen = parse({ period: "range", from: "2026-11-01", to: "2026-11-10" });
    expect(chosen.success).toBe(true);
    if (chosen.success)
      expect(periodOf(chosen.data, "2026-11-26").previous).toEqual(
        previousRange({ from: "2026-11-01", to: "2026-11-10" }),
      );
    expect(previousRange({ from: "2026-11-01", to: "2026-11-10" })).toEqual({ from: "2026-10-22", to: "2026-10-31" });
    expect(parse({ period: "range", from: "2026-11-10", to: "2026-11-01" }).success).toBe(false);
    expect(parse({ period: "range", from: "2020-01-01", to: "2026-11-01" }).success).toBe(false);
    expect(parse({ period: "range", from: "", to: "" }).success).toBe(false);
    expect(parse({ period: "forever" }).success).toBe(false);
  });

  it("says how a figure changed", () => {
    expect(changeLabel(change(12, 10))).toBe("+20%");
    expect(changeLabel(change(5, 10))).toBe("−50%");
    expect(changeLabel(change(3, 0))).toBe("new");
    expect(changeLabel(change(0, 0))).toBe("no change");
    expect(changeLabel(change(7, 7))).toBe("no change");
  });

  it("reads a period from a query string: the last 30 days by default, or what is wrong with it", () => {
    // Noon in Portland on 26 November 2026.
    const now = new Date("2026-11-26T20:00:00Z");
    expect(periodOfQuery(new URLSearchParams(), now)).toEqual({
      ok: true,
      values: { period: "30d", from: "", to: "" },
      period: periodOf({ period: "30d" }, "2026-11-26"),
    });
    const wrong = periodOfQuery(new URLSearchParams("period=range&from=2026-11-10&to=2026-11-01"), now);
    expect(wrong).toMatchObject({ ok: false, values: { period: "range", from: "2026-11-10", to: "2026-11-01" } });
    expect(!wrong.ok && wrong.errors.to).toBe("The last day must not come before the first.");
  });
});
