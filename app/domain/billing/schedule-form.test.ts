import { describe, expect, it } from "vitest";

import { DEFAULT_SCHEDULES } from "./schedule";
import { applyStageOperation, parseStageOperation, parseStageRows, stageFormValues } from "./schedule-form";

describe("the schedule's rows in the draft form", () => {
  it("reads back what it shows", () => {
    for (const template of Object.values(DEFAULT_SCHEDULES)) {
      expect(parseStageRows(stageFormValues(template.stages))).toEqual({ ok: true, stages: template.stages });
    }
  });

  it("reads a fixed amount in dollars and a dated stage", () => {
    const parsed = parseStageRows([
      { name: "Deposit", shareKind: "fixed", share: "$5,000.50", trigger: "acceptance", detail: "" },
      { name: "Spring", shareKind: "rest", share: "", trigger: "date", detail: "2027-03-01" },
    ]);
    expect(parsed).toEqual({
      ok: true,
      stages: [
        { name: "Deposit", share: { kind: "fixed", cents: 5_000_50 }, trigger: { kind: "acceptance" } },
        { name: "Spring", share: { kind: "rest" }, trigger: { kind: "date", day: "2027-03-01" } },
      ],
    });
  });

  it("takes a build stage only by its production code, never free text", () => {
    const row = { name: "Shell complete", shareKind: "rest", share: "", trigger: "build-stage" };
    expect(parseStageRows([{ ...row, detail: "shell" }])).toEqual({
      ok: true,
      stages: [{ name: "Shell complete", share: { kind: "rest" }, trigger: { kind: "build-stage", stage: "shell" } }],
    });
    for (const detail of ["Shell complete", "Shell", "roof on", ""]) {
      expect(parseStageRows([{ ...row, detail }])).toEqual({
        ok: false,
        errors: { "stage-0-detail": "Choose the production stage every home must reach, such as Shell." },
      });
    }
  });

  it("puts each message beside its field, and what is wrong across rows under the schedule", () => {
    const parsed = parseStageRows([
      { name: "", shareKind: "percent", share: "120", trigger: "build-stage", detail: "" },
      { name: "Later", shareKind: "half", share: "", trigger: "someday", detail: "" },
    ]);
    expect(parsed.ok ? [] : Object.keys(parsed.errors).sort()).toEqual([
      "stage-0-detail",
      "stage-0-name",
      "stage-0-share",
      "stage-1-share",
      "stage-1-trigger",
    ]);
    expect(
      parseStageRows([
        { name: "A", shareKind: "percent", share: "40", trigger: "acceptance", detail: "" },
        { name: "B", shareKind: "percent", share: "40", trigger: "each-delivery", detail: "" },
      ]),
    ).toEqual({
      ok: false,
      errors: { schedule: "The percentages add up to 80%; they must add up to 100%, or one stage must take the rest." },
    });
    expect(parseStageRows([])).toEqual({ ok: false, errors: { schedule: "Add at least one stage." } });
  });

  it("adds a blank row, moves and removes rows, and ignores a button out of range", () => {
    const rows = stageFormValues(DEFAULT_SCHEDULES.corporate.stages);
    expect(applyStageOperation(rows, { kind: "add" })).toHaveLength(4);
    expect(applyStageOperation(rows, { kind: "remove", index: 0 }).map((row) => row.name)).toEqual([
      "Shell complete",
      "Delivery",
    ]);
    expect(applyStageOperation(rows, { kind: "down", index: 0 }).map((row) => row.name)).toEqual([
      "Shell complete",
      "Deposit",
      "Delivery",
    ]);
    expect(applyStageOperation(rows, { kind: "up", index: 0 })).toEqual(rows);
    expect(applyStageOperation(rows, { kind: "remove", index: 9 })).toEqual(rows);
    expect(parseStageOperation("up:2")).toEqual({ kind: "up", index: 2 });
    expect(parseStageOperation("drop:1")).toBeNull();
  });
});
