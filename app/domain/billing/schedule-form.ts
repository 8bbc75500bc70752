/**
 * The payment schedule as the console's draft form edits it: one row of
 * fields per stage (name, share, trigger and its detail), buttons that add,
 * remove and move rows without JavaScript, and the reading of the rows back
 * into stages with a message beside every wrong field.
 */
import { dollarsToCents } from "#app/domain/common/money";
import { isBuildStage } from "#app/domain/production/stages";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import {
  formatShare,
  parseShare,
  type PaymentStage,
  shareProblems,
  STAGE_NAME_MAX,
  STAGES_MAX,
  type StageShare,
  type StageTrigger,
  triggerProblems,
} from "./schedule";

export const SHARE_KINDS = ["percent", "fixed", "rest"] as const;
export const TRIGGER_KINDS = ["acceptance", "build-stage", "each-delivery", "date"] as const;

export const SHARE_KIND_LABELS: Record<(typeof SHARE_KINDS)[number], string> = {
  percent: "Percent of the total",
  fixed: "Fixed amount ($)",
  rest: "The rest",
};

export const TRIGGER_KIND_LABELS: Record<(typeof TRIGGER_KINDS)[number], string> = {
  acceptance: "On acceptance",
  "build-stage": "When every home reaches a build stage",
  "each-delivery": "As each unit is delivered",
  date: "On a date",
};

/** One stage's fields as text, as the form shows and sends them. */
export interface StageFormValues {
  name: string;
  shareKind: string;
  /** "25" or "33.33" for a percentage, dollars for a fixed amount, empty for the rest. */
  share: string;
  trigger: string;
  /** The production stage's code (`shell`), or the day (YYYY-MM-DD); empty for the other triggers. */
  detail: string;
}

/** The repeated field names of a stage row, in the order of `StageFormValues`. */
export const STAGE_FIELD_NAMES = {
  name: "stageName",
  shareKind: "stageShareKind",
  share: "stageShare",
  trigger: "stageTrigger",
  detail: "stageDetail",
} as const satisfies Record<keyof StageFormValues, string>;

const centsText = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

export function stageFormValues(stages: readonly PaymentStage[]): StageFormValues[] {
  return stages.map((stage) => ({
    name: stage.name,
    shareKind: stage.share.kind,
    share:
      stage.share.kind === "percent"
        ? formatShare(stage.share.basisPoints).replace("%", "")
        : stage.share.kind === "fixed"
          ? centsText(stage.share.cents)
          : "",
    trigger: stage.trigger.kind,
    detail:
      stage.trigger.kind === "build-stage"
        ? stage.trigger.stage
        : stage.trigger.kind === "date"
          ? stage.trigger.day
          : "",
  }));
}

/** The rows from the repeated fields; a row missing a field reads it as empty. */
export function stageRowsOf(fields: Record<keyof StageFormValues, readonly string[]>): StageFormValues[] {
  return fields.name.map((name, i) => ({
    name,
    shareKind: fields.shareKind[i] ?? "",
    share: fields.share[i] ?? "",
    trigger: fields.trigger[i] ?? "",
    detail: fields.detail[i] ?? "",
  }));
}

export type StageParse = { ok: true; stages: PaymentStage[] } | { ok: false; errors: Record<string, string> };

function shareOf(row: StageFormValues): StageShare | string {
  switch (row.shareKind) {
    case "percent": {
      const basisPoints = parseShare(row.share);
      return basisPoints === null
        ? "Enter a percentage above 0 and at most 100, such as 25 or 33.33."
        : { kind: "percent", basisPoints };
    }
    case "fixed": {
      try {
        const cents = dollarsToCents(row.share.replace(/[$,\s]/g, ""));
        if (cents >= 1 && cents <= 1_000_000_000_00) return { kind: "fixed", cents };
      } catch {
        // said below
      }
      return "Enter an amount in dollars, such as 5000 or 5,000.00.";
    }
    case "rest":
      return { kind: "rest" };
    default:
      return "Choose a percentage, a fixed amount or the rest.";
  }
}

function triggerOf(row: StageFormValues): StageTrigger | { problem: string; field: "trigger" | "detail" } {
  const detail = row.detail.trim();
  switch (row.trigger) {
    case "acceptance":
      return { kind: "acceptance" };
    case "each-delivery":
      return { kind: "each-delivery" };
    case "build-stage":
      return isBuildStage(detail)
        ? { kind: "build-stage", stage: detail }
        : { problem: "Choose the production stage every home must reach, such as Shell.", field: "detail" };
    case "date":
      return isCalendarDay(detail)
        ? { kind: "date", day: detail }
        : { problem: "Choose the day this stage is invoiced.", field: "detail" };
    default:
      return { problem: "Choose what triggers this stage's invoice.", field: "trigger" };
  }
}

/**
 * Reads the rows: every wrong field gets its message (`stage-<i>-<field>`),
 * and what is wrong across the rows (shares that cannot add up, two stages
 * on acceptance) is said once under `schedule`.
 */
export function parseStageRows(rows: readonly StageFormValues[]): StageParse {
  const errors: Record<string, string> = {};
  if (rows.length === 0) return { ok: false, errors: { schedule: "Add at least one stage." } };
  if (rows.length > STAGES_MAX)
    return { ok: false, errors: { schedule: `A schedule has at most ${STAGES_MAX} stages.` } };
  const stages: PaymentStage[] = [];
  rows.forEach((row, i) => {
    const name = row.name.trim();
    if (name === "") errors[`stage-${i}-name`] = "Give this stage a name.";
    else if (name.length > STAGE_NAME_MAX)
      errors[`stage-${i}-name`] = `Keep a stage's name under ${STAGE_NAME_MAX} characters.`;
    const share = shareOf(row);
    if (typeof share === "string") errors[`stage-${i}-share`] = share;
    const trigger = triggerOf(row);
    if ("problem" in trigger) errors[`stage-${i}-${trigger.field}`] = trigger.problem;
    if (typeof share !== "string" && !("problem" in trigger)) stages.push({ name, share, trigger });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const problems = [...shareProblems(stages), ...triggerProblems(stages)];
  if (problems.length > 0) return { ok: false, errors: { schedule: problems.join(" ") } };
  return { ok: true, stages };
}

/** A stage button pressed in the draft form. */
export type StageOperation = { kind: "add" } | { kind: "remove" | "up" | "down"; index: number };

export function parseStageOperation(value: string | undefined): StageOperation | null {
  if (value === "add") return { kind: "add" };
  const match = /^(remove|up|down):(\d{1,2})$/.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] as "remove" | "up" | "down", index: Number(match[2]) };
}

/** The rows after a stage button: a new blank row, one fewer, or two swapped; out of range changes nothing. */
export function applyStageOperation(rows: readonly StageFormValues[], op: StageOperation): StageFormValues[] {
  const next = [...rows];
  if (op.kind === "add") {
    if (next.length < STAGES_MAX)
      next.push({ name: "", shareKind: "percent", share: "", trigger: "build-stage", detail: "shell" });
    return next;
  }
  if (op.index >= next.length) return next;
  if (op.kind === "remove") {
    next.splice(op.index, 1);
    return next;
  }
  const to = op.kind === "up" ? op.index - 1 : op.index + 1;
  if (to < 0 || to >= next.length) return next;
  const [moved] = next.splice(op.index, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}
