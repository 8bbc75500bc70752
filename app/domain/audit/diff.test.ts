import { describe, expect, it } from "vitest";

import { describeValue, diffChange, fieldLabel, FOLD_AT, foldValue } from "./diff";

const text = (value: { text: string } | null) => value?.text ?? null;

describe("diffChange", () => {
  it("lists only the fields that changed, in the record's order, written for a person", () => {
    const lines = diffChange(
      { name: "Sticker", priceCents: 100, purchasable: true, status: "available" },
      { name: "Sticker", priceCents: 150, purchasable: false, status: "available" },
    );
    expect(lines.map((line) => [line.label, text(line.before), text(line.after)])).toEqual([
      ["Price", "$1.00", "$1.50"],
      ["Purchasable", "Yes", "No"],
    ]);
  });

  it("shows a role change as before → after", () => {
    expect(diffChange({ role: "user" }, { role: "admin" })).toEqual([
      {
        field: "role",
        label: "Role",
        before: { text: "user", preview: null },
        after: { text: "admin", preview: null },
      },
    ]);
  });

  it("lists what a record was created with, and what a removed field had", () => {
    const created = diffChange(null, { unitsReady: 4, nextBuildMonth: "2027-03" });
    expect(created.map((line) => [line.label, line.before, text(line.after)])).toEqual([
      ["Units ready", null, "4"],
      ["Next build month", null, "2027-03"],
    ]);
    const removed = diffChange({ note: "call first", city: "Bend" }, { city: "Bend" });
    expect(removed.map((line) => [line.field, text(line.before), line.after])).toEqual([["note", "call first", null]]);
  });

  it("follows nested fields by path and compares values, not key order", () => {
    const lines = diffChange(
      { address: { city: "Bend", zip: "97701" }, tags: { a: 1, b: 2 } },
      { address: { city: "Salem", zip: "97701" }, tags: { b: 2, a: 1 } },
    );
    expect(lines.map((line) => line.field)).toEqual(["address.city"]);
    expect(lines[0]?.label).toBe("Address › city");
  });

  it("finds nothing changed in equal records, and handles values that are not records", () => {
    expect(diffChange({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(diffChange(null, null)).toEqual([]);
    expect(diffChange("draft", "published").map((line) => [line.label, text(line.before), text(line.after)])).toEqual([
      ["Value", "draft", "published"],
    ]);
  });

  it("folds a long value to a one-line preview and keeps its full text", () => {
    const long = "The mail server said: ".concat("550 mailbox unavailable ".repeat(10));
    const [line] = diffChange({ lastError: long }, { lastError: null });
    expect(line?.before?.text).toBe(long);
    expect(line?.before?.preview?.length).toBe(FOLD_AT);
    expect(line?.before?.preview?.endsWith("…")).toBe(true);
    expect(line?.after).toEqual({ text: "(none)", preview: null });
  });
});

describe("describeValue", () => {
  it("writes times in the business's time zone and lists plainly, never as JSON", () => {
    expect(describeValue("2026-11-23T23:04:00.000Z")).toBe("Nov 23, 2026, 3:04 PM");
    expect(describeValue(["a", "b"])).toBe("a; b");
    expect(describeValue([{ name: "Sticker", quantity: 2 }])).toBe("Name: Sticker, Quantity: 2");
    expect(describeValue("")).toBe("(empty)");
    expect(describeValue({})).toBe("(none)");
    expect(describeValue(1999, "amountCents")).toBe("$19.99");
  });
});

describe("fieldLabel and foldValue", () => {
  it("turns field names into words", () => {
    expect(fieldLabel("nextAttemptAt")).toBe("Next attempt at");
    expect(fieldLabel("last_error")).toBe("Last error");
  });

  it("folds several lines even when short, and leaves a short line alone", () => {
    expect(foldValue("short")).toEqual({ text: "short", preview: null });
    expect(foldValue("line one\nline two")).toEqual({ text: "line one\nline two", preview: "line one…" });
  });
});
