/**
 * Choices a proposal offers its buyer before they accept: lines marked as
 * **options** (extras the buyer may add) and lines grouped as
 * **alternatives** (exactly one of each group; the group's first line is the
 * one chosen until the buyer picks another). A set of choices is the sorted
 * indexes of the offered lines the buyer takes; lines offered as neither are
 * always included. The totals, tax and payment schedule of a choice are the
 * proposal's own rules (totals.ts, billing/schedule.ts) applied to the chosen
 * lines alone, and the number of homes follows the chosen lines too.
 */
import { type PaymentSchedule, scheduleProblems } from "#app/domain/billing/schedule";
import { homeCountOf } from "#app/domain/production/build-sheet";

import { lineTotalCents, type ProposalTotals, proposalTotals } from "./totals";

export const GROUP_NAME_MAX = 60;

/** How a line is offered: an option the buyer may add, or one alternative of a named group. */
export type LineOffer = { kind: "option" } | { kind: "alternative"; group: string };

/** What a line needs for choosing: how it is offered (absent: always included). */
export interface OfferedLine {
  description: string;
  quantity: number;
  unitPriceCents: number | null;
  offer?: LineOffer;
}

/** The offered lines' indexes, chosen: sorted, each once. */
export type Choices = readonly number[];

export interface ChoiceGroup {
  name: string;
  /** Line indexes in order; the first is the default. */
  lines: number[];
}

export interface ChoiceMenu {
  options: number[];
  groups: ChoiceGroup[];
}

const groupKey = (name: string) => name.trim().toLowerCase();

/** The options and alternative groups the lines offer, in the order the lines give them. */
export function choiceMenu(lines: readonly OfferedLine[]): ChoiceMenu {
  const options: number[] = [];
  const groups: ChoiceGroup[] = [];
  lines.forEach((line, index) => {
    if (line.offer?.kind === "option") options.push(index);
    else if (line.offer?.kind === "alternative") {
      const key = groupKey(line.offer.group);
      const group = groups.find((one) => groupKey(one.name) === key);
      if (group) group.lines.push(index);
      else groups.push({ name: line.offer.group.trim(), lines: [index] });
    }
  });
  return { options, groups };
}

export function hasChoices(lines: readonly OfferedLine[]): boolean {
  return lines.some((line) => line.offer !== undefined);
}

/** What is chosen until the buyer chooses: no options, and each group's first line. */
export function defaultChoices(lines: readonly OfferedLine[]): number[] {
  return choiceMenu(lines)
    .groups.map((group) => group.lines[0])
    .filter((index): index is number => index !== undefined)
    .sort((a, b) => a - b);
}

/** Why the owner's marks cannot be offered, one sentence each; none when they can. */
export function offerProblems(lines: readonly OfferedLine[]): string[] {
  const problems: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.offer?.kind !== "alternative") continue;
    if (line.offer.group.trim() === "")
      problems.push(`Line ${index + 1} is one of a group of alternatives: name its group, such as “Paint colour”.`);
    else if (line.offer.group.trim().length > GROUP_NAME_MAX)
      problems.push(`Line ${index + 1}: keep a group's name under ${GROUP_NAME_MAX} characters.`);
  }
  for (const group of choiceMenu(lines).groups) {
    if (group.name !== "" && group.lines.length < 2)
      problems.push(`The group “${group.name}” offers one line only: add another alternative, or include the line.`);
  }
  if (lines.length > 0 && lines.every((line) => line.offer?.kind === "option"))
    problems.push("Every line is an option: include at least one line the buyer always gets.");
  return problems;
}

export type ChoiceRefusal =
  { kind: "not-offered" } | { kind: "two-in-group"; group: string } | { kind: "none-in-group"; group: string };

export type ChoiceCheck = { ok: true; choices: number[] } | { ok: false; refusal: ChoiceRefusal };

/**
 * Checks a buyer's picks against what the lines offer: each pick an offered
 * line, once; exactly one line of every group. Returns them sorted.
 */
export function checkChoices(lines: readonly OfferedLine[], picks: readonly number[]): ChoiceCheck {
  const chosen = new Set<number>();
  for (const pick of picks) {
    if (!Number.isInteger(pick) || lines[pick]?.offer === undefined || chosen.has(pick))
      return { ok: false, refusal: { kind: "not-offered" } };
    chosen.add(pick);
  }
  for (const group of choiceMenu(lines).groups) {
    const taken = group.lines.filter((index) => chosen.has(index)).length;
    if (taken > 1) return { ok: false, refusal: { kind: "two-in-group", group: group.name } };
    if (taken === 0) return { ok: false, refusal: { kind: "none-in-group", group: group.name } };
  }
  return { ok: true, choices: [...chosen].sort((a, b) => a - b) };
}

export function sameChoices(a: Choices, b: Choices): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Whether a line is in the proposal under these choices. */
export function isChosen(lines: readonly OfferedLine[], choices: Choices, index: number): boolean {
  return lines[index]?.offer === undefined || choices.includes(index);
}

/** The lines bought under these choices, in their order. */
export function chosenLines<L extends OfferedLine>(lines: readonly L[], choices: Choices): L[] {
  return lines.filter((_, index) => isChosen(lines, choices, index));
}

export interface ChoiceOutcome {
  /** The schedule split over the homes the chosen lines buy. */
  schedule: PaymentSchedule;
  totals: ProposalTotals;
}

/**
 * The totals and schedule of a set of choices: the proposal's totals at its
 * charged rate over the chosen lines only (an open price counts as nothing),
 * with per-unit stages split over the homes those lines buy.
 */
export function choiceOutcome(
  lines: readonly OfferedLine[],
  choices: Choices,
  rateMilli: number | null,
  schedule: PaymentSchedule,
  modelNames: readonly string[],
): ChoiceOutcome {
  const chosen = chosenLines(lines, choices).map((line) => ({ ...line, unitPriceCents: line.unitPriceCents ?? 0 }));
  const units = homeCountOf(chosen, modelNames, schedule.units);
  const fitted = { ...schedule, units };
  return { schedule: fitted, totals: proposalTotals(chosen, rateMilli, fitted) };
}

/** The cheapest and the dearest choices: every other choice's total lies between theirs. */
export function extremeChoices(lines: readonly OfferedLine[]): [number[], number[]] {
  const menu = choiceMenu(lines);
  const amount = (index: number) => {
    const line = lines[index];
    return line ? lineTotalCents({ ...line, unitPriceCents: line.unitPriceCents ?? 0 }) : 0;
  };
  const pick = (better: (a: number, b: number) => boolean) =>
    [
      ...menu.options.filter((index) => better(amount(index), 0)),
      ...menu.groups.map((group) =>
        group.lines.reduce((best, index) => (better(amount(index), amount(best)) ? index : best)),
      ),
    ].sort((a, b) => a - b);
  return [pick((a, b) => a < b), pick((a, b) => a > b)];
}

/**
 * Why some choice the buyer may make would leave the payment schedule unable
 * to cover its total (a fixed stage above the cheapest total, say); checked on
 * the cheapest and the dearest choices.
 */
export function choiceScheduleProblems(
  lines: readonly OfferedLine[],
  rateMilli: number | null,
  schedule: PaymentSchedule,
  modelNames: readonly string[],
): string[] {
  if (!hasChoices(lines)) return [];
  const [cheapest, dearest] = extremeChoices(lines);
  const problems = new Set<string>();
  for (const [choices, which] of [
    [cheapest, "the cheapest choices"],
    [dearest, "the dearest choices"],
  ] as const) {
    const outcome = choiceOutcome(lines, choices, rateMilli, schedule, modelNames);
    if (outcome.totals.totalCents <= 0) {
      problems.add(`With ${which}, the total would be $0 or less: price the options and alternatives.`);
      continue;
    }
    for (const problem of scheduleProblems(outcome.totals.totalCents, outcome.schedule.units, schedule.stages))
      problems.add(`Payment schedule, with ${which}: ${problem}`);
  }
  return [...problems];
}

/** Reads picks posted as line numbers (as text); null when one is not a line number at all. */
export function picksFromForm(values: readonly string[]): number[] | null {
  const picks: number[] = [];
  for (const value of values) {
    if (!/^\d{1,3}$/.test(value.trim())) return null;
    picks.push(Number(value.trim()));
  }
  return picks;
}

/** The buyer's choice fields: options are checkboxes named `choice`, each group's radios `choice-<group number>`. */
export const CHOICE_FIELD = "choice";
export const groupField = (group: number) => `${CHOICE_FIELD}-${group}`;

/**
 * The picks a query string or form carries, from every choice field; null
 * when there are none, or when a value is not a line number (a refusal).
 */
export function picksOf(entries: Iterable<[string, FormDataEntryValue]>): number[] | null | "unreadable" {
  const values: string[] = [];
  for (const [key, value] of entries) {
    if (key !== CHOICE_FIELD && !/^choice-\d{1,2}$/.test(key)) continue;
    if (typeof value !== "string") return "unreadable";
    values.push(value);
  }
  if (values.length === 0) return null;
  return picksFromForm(values) ?? "unreadable";
}
