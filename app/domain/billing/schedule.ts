/**
 * A payment schedule: the stages in which a contract is invoiced. Each stage
 * has a name, a share of the contract (a percentage in basis points, a fixed
 * amount in cents, or the rest) and a trigger: the proposal's acceptance, a
 * build stage reached, each unit's delivery (one invoice per unit), or a day.
 * `splitSchedule` turns a contract total into the amount of every invoice to
 * be, adding up to the total cent by cent (largest remainder, common/apportion.ts).
 */
import { apportion } from "#app/domain/common/apportion";
import { formatCents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";
import { BUILD_STAGE_LABELS, BUILD_STAGES, type BuildStage } from "#app/domain/production/stages";
import { type BuyerType, UNITS_MAX, UNITS_MIN } from "#app/domain/quote-requests/rules";
import { dayLabel, isCalendarDay } from "#app/domain/time/calendar-day";

/** 100 % in basis points: 25 % is 2 500, 33.33 % is 3 333. */
export const FULL_SHARE_BP = 10_000;
export const STAGES_MAX = 12;
export const STAGE_NAME_MAX = 60;

export type StageShare =
  | { kind: "percent"; basisPoints: number }
  | { kind: "fixed"; cents: number }
  /** What the percentages and fixed amounts leave: at most one stage, and needed beside a fixed amount. */
  | { kind: "rest" };

export type StageTrigger =
  | { kind: "acceptance" }
  /** Reached when every unit of the order reaches this stage on the production board (production/stages.ts). */
  | { kind: "build-stage"; stage: BuildStage }
  /** One invoice per unit, each when its unit is delivered: the stage's share is split across the units. */
  | { kind: "each-delivery" }
  | { kind: "date"; day: string };

export interface PaymentStage {
  name: string;
  share: StageShare;
  trigger: StageTrigger;
}

/** One invoice to be: its stage (by index), the unit it is for (1 to units) if the stage is per unit, and its amount. */
export interface ScheduledInvoice {
  stage: number;
  name: string;
  unit: number | null;
  amountCents: number;
}

export const isPerUnit = (stage: Pick<PaymentStage, "trigger">) => stage.trigger.kind === "each-delivery";

/** 2500 → "25%", 3333 → "33.33%", 1250 → "12.5%". */
export function formatShare(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${fraction ? `${whole}.${fraction}` : whole}%`;
}

/** "25" or "33.33" (a percent sign may follow) → basis points; null unless it is above 0 and at most 100. */
export function parseShare(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints > 0 && basisPoints <= FULL_SHARE_BP ? basisPoints : null;
}

const shareSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("percent"),
      basisPoints: z
        .int({ error: "A percentage share is a number of basis points (25% is 2500)." })
        .min(1, { error: "A percentage share is at least 0.01%." })
        .max(FULL_SHARE_BP, { error: "A percentage share is at most 100%." }),
    }),
    z.object({
      kind: z.literal("fixed"),
      cents: z
        .int({ error: "A fixed share is a whole number of cents." })
        .min(1, { error: "A fixed share is at least one cent." })
        .max(Number.MAX_SAFE_INTEGER, { error: "A fixed share is a whole number of cents." }),
    }),
    z.object({ kind: z.literal("rest") }),
  ],
  { error: "Each stage takes a percentage, a fixed amount or the rest." },
);

const BUILD_STAGE_LIST = BUILD_STAGES.join(", ");

const triggerSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("acceptance") }),
    z.object({
      kind: z.literal("build-stage"),
      stage: z.enum(BUILD_STAGES, { error: `A build stage is one of the production stages: ${BUILD_STAGE_LIST}.` }),
    }),
    z.object({ kind: z.literal("each-delivery") }),
    z.object({
      kind: z.literal("date"),
      day: z.string().refine(isCalendarDay, { error: "A dated stage needs a real day, like 2027-03-01." }),
    }),
  ],
  { error: "Each stage is invoiced on acceptance, at a build stage, on each delivery or on a date." },
);

const stageSchema = z.object({
  name: z
    .string({ error: "Give each stage a name." })
    .trim()
    .min(1, { error: "Give each stage a name." })
    .max(STAGE_NAME_MAX, { error: `A stage's name is at most ${STAGE_NAME_MAX} characters.` }),
  share: shareSchema,
  trigger: triggerSchema,
});

const quoted = (stage: PaymentStage) => `“${stage.name}”`;
const percentTotal = (stages: readonly PaymentStage[]) =>
  stages.reduce((sum, stage) => sum + (stage.share.kind === "percent" ? stage.share.basisPoints : 0), 0);
const fixedTotal = (stages: readonly PaymentStage[]) =>
  stages.reduce((sum, stage) => sum + (stage.share.kind === "fixed" ? stage.share.cents : 0), 0);

/** What is wrong with the shares whatever the total, one sentence each; none when they can cover a total exactly. */
export function shareProblems(stages: readonly PaymentStage[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const stage of stages) {
    const key = stage.name.trim().toLowerCase();
    if (seen.has(key)) problems.push(`Two stages are named ${quoted(stage)}: give each its own name.`);
    seen.add(key);
  }
  const rest = stages.filter((stage) => stage.share.kind === "rest");
  const fixed = stages.filter((stage) => stage.share.kind === "fixed");
  const percent = percentTotal(stages);
  if (rest.length > 1) {
    problems.push(`Only one stage can take the rest, and ${rest.map(quoted).join(" and ")} both do.`);
  } else if (rest.length === 0) {
    if (fixed.length > 0) {
      problems.push(
        `${fixed.map(quoted).join(" and ")} ${fixed.length > 1 ? "ask" : "asks"} for a fixed amount, so one stage must take the rest of the total.`,
      );
    } else if (percent !== FULL_SHARE_BP) {
      problems.push(
        `The percentages add up to ${formatShare(percent)}; they must add up to 100%, or one stage must take the rest.`,
      );
    }
  } else if (percent >= FULL_SHARE_BP) {
    problems.push(
      `The percentages add up to ${formatShare(percent)}, which leaves nothing for ${rest.map(quoted).join("")}.`,
    );
  }
  return problems;
}

/** What is wrong with the triggers of a proposal's schedule: one stage at most falls due on acceptance, the deposit. */
export function triggerProblems(stages: readonly PaymentStage[]): string[] {
  const onAcceptance = stages.filter((stage) => stage.trigger.kind === "acceptance");
  if (onAcceptance.length <= 1) return [];
  const names = onAcceptance.map(quoted).join(" and ");
  return [
    `Only one stage can fall due on acceptance (it is the deposit), and ${names} ${onAcceptance.length === 2 ? "both" : "all"} do.`,
  ];
}

/**
 * What is wrong with the schedule for this total and number of units; none
 * when every invoice it makes asks for at least a cent and they add up to the total.
 */
export function scheduleProblems(totalCents: number, units: number, stages: readonly PaymentStage[]): string[] {
  const problems = shareProblems(stages);
  if (problems.length > 0) return problems;
  const rest = stages.find((stage) => stage.share.kind === "rest");
  if (rest) {
    // What the rest would be, exactly, in ten-thousandths of a cent.
    const fixed = fixedTotal(stages);
    const left =
      BigInt(totalCents) * BigInt(FULL_SHARE_BP - percentTotal(stages)) - BigInt(fixed) * BigInt(FULL_SHARE_BP);
    const taken = fixed > 0 ? "The fixed amounts and percentages" : "The percentages";
    if (left < 0n) return [`${taken} come to more than the total of ${formatCents(totalCents)}.`];
    if (left === 0n) {
      return [`${taken} take the whole total of ${formatCents(totalCents)}, which leaves nothing for ${quoted(rest)}.`];
    }
  }
  const invoices = splitSchedule(totalCents, units, stages);
  for (const [index, stage] of stages.entries()) {
    if (invoices.some((invoice) => invoice.stage === index && invoice.amountCents === 0)) {
      problems.push(
        isPerUnit(stage)
          ? `${quoted(stage)} would ask less than a cent for some of the ${units} units: give it a larger share.`
          : `${quoted(stage)} would ask for $0.00: give it a larger share.`,
      );
    }
  }
  return problems;
}

/** The stages as the owner sends them: shapes and shares that can cover any total. */
export const paymentStagesSchema = z
  .array(stageSchema, { error: "A payment schedule is a list of stages." })
  .min(1, { error: "A payment schedule has at least one stage." })
  .max(STAGES_MAX, { error: `A payment schedule has at most ${STAGES_MAX} stages.` })
  .superRefine((stages, ctx) => {
    if (stages.length === 0) return; // said above
    for (const message of shareProblems(stages)) ctx.addIssue({ code: "custom", message });
  });

/** The stages for one contract: they must also cover its total, with at least a cent on every invoice. */
export function paymentStagesFor(totalCents: number, units: number) {
  return paymentStagesSchema.superRefine((stages, ctx) => {
    if (shareProblems(stages).length > 0) return;
    for (const message of scheduleProblems(totalCents, units, stages)) ctx.addIssue({ code: "custom", message });
  });
}

function assertUnits(units: number) {
  if (!Number.isInteger(units) || units < UNITS_MIN || units > UNITS_MAX) {
    throw new RangeError(`${units} is not a number of units from ${UNITS_MIN} to ${UNITS_MAX}`);
  }
}

/**
 * Each stage's amount of the total: a percentage is of the total, a fixed
 * amount is itself, the rest is what is left; rounded by largest remainder so
 * they add up to the total exactly. Throws on shares that do not cover it.
 */
export function stageAmounts(totalCents: number, stages: readonly PaymentStage[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`${totalCents} is not a total in cents`);
  const whole = BigInt(totalCents) * BigInt(FULL_SHARE_BP);
  // Each stage's exact amount, in ten-thousandths of a cent: they add up to `whole`.
  const numerators = stages.map((stage) =>
    stage.share.kind === "percent"
      ? BigInt(totalCents) * BigInt(stage.share.basisPoints)
      : stage.share.kind === "fixed"
        ? BigInt(stage.share.cents) * BigInt(FULL_SHARE_BP)
        : 0n,
  );
  const taken = numerators.reduce((sum, part) => sum + part, 0n);
  const restAt = stages.findIndex((stage) => stage.share.kind === "rest");
  if (restAt >= 0) {
    if (taken > whole) throw new RangeError("the shares come to more than the total");
    numerators[restAt] = whole - taken;
  } else if (taken !== whole) {
    throw new RangeError("the shares do not add up to the total");
  }
  return apportion(totalCents, numerators);
}

/**
 * Every invoice the schedule will make for a contract of `units` units: one
 * per stage, and one per unit for a per-unit stage, whose amount is split
 * across the units the same way. They add up to the total, cent by cent.
 */
export function splitSchedule(totalCents: number, units: number, stages: readonly PaymentStage[]): ScheduledInvoice[] {
  assertUnits(units);
  const amounts = stageAmounts(totalCents, stages);
  return stages.flatMap((stage, index): ScheduledInvoice[] => {
    const amount = amounts[index] ?? 0;
    if (!isPerUnit(stage)) return [{ stage: index, name: stage.name, unit: null, amountCents: amount }];
    return apportion(
      amount,
      Array.from({ length: units }, () => 1),
    ).map((amountCents, unit) => ({
      stage: index,
      name: stage.name,
      unit: unit + 1,
      amountCents,
    }));
  });
}

/** A schedule the owner starts from, by kind of buyer. */
export interface ScheduleTemplate {
  stages: readonly PaymentStage[];
  /** Invoices are raised against the buyer's purchase order, whose number they carry. */
  purchaseOrder: boolean;
  summary: string;
}

const household: ScheduleTemplate = {
  summary: "25% on acceptance, the rest as each home is delivered.",
  purchaseOrder: false,
  stages: [
    { name: "Deposit", share: { kind: "percent", basisPoints: 2_500 }, trigger: { kind: "acceptance" } },
    { name: "Delivery", share: { kind: "rest" }, trigger: { kind: "each-delivery" } },
  ],
};

const publicBuyer: ScheduleTemplate = {
  summary: "Each home invoiced as it is delivered, against the purchase order.",
  purchaseOrder: true,
  stages: [
    { name: "Delivery", share: { kind: "percent", basisPoints: FULL_SHARE_BP }, trigger: { kind: "each-delivery" } },
  ],
};

const company: ScheduleTemplate = {
  summary: "40% on acceptance, 40% when the shell is complete, 20% as each home is delivered.",
  purchaseOrder: false,
  stages: [
    { name: "Deposit", share: { kind: "percent", basisPoints: 4_000 }, trigger: { kind: "acceptance" } },
    {
      name: "Shell complete",
      share: { kind: "percent", basisPoints: 4_000 },
      // Due once every home is closed to the weather on the production board.
      trigger: { kind: "build-stage", stage: "shell" },
    },
    { name: "Delivery", share: { kind: "percent", basisPoints: 2_000 }, trigger: { kind: "each-delivery" } },
  ],
};

/** The schedule each kind of buyer starts with: the one place these defaults are stated. */
export const DEFAULT_SCHEDULES: Record<BuyerType, ScheduleTemplate> = {
  individual: household,
  civic: publicBuyer,
  government: publicBuyer,
  corporate: company,
};

/** A version's schedule: its stages and the number of units a per-unit stage is split over, frozen when it is sent. */
export interface PaymentSchedule {
  units: number;
  stages: readonly PaymentStage[];
}

/** The schedule a new draft starts with, for its kind of buyer and number of units. */
export function defaultSchedule(buyerType: BuyerType, units: number): PaymentSchedule {
  return { units, stages: DEFAULT_SCHEDULES[buyerType].stages.map((stage) => structuredClone(stage)) };
}

/** One invoice to be, with its share of the contract's tax. */
export interface ScheduledInvoiceWithTax extends ScheduledInvoice {
  taxCents: number;
}

/**
 * Every invoice of the schedule with its share of the tax: the tax is shared
 * over the invoices by their amounts (all are charged at the one rate), by
 * largest remainder, so the shares add up to the tax to the cent and none is
 * more than its invoice. Empty when the schedule cannot cover the total.
 */
export function scheduleInvoices(
  totalCents: number,
  taxCents: number,
  schedule: PaymentSchedule,
): ScheduledInvoiceWithTax[] {
  if (!Number.isSafeInteger(taxCents) || taxCents < 0 || taxCents > totalCents) {
    throw new RangeError(`${taxCents} is not a tax within the total of ${totalCents}`);
  }
  if (totalCents <= 0 || scheduleProblems(totalCents, schedule.units, schedule.stages).length > 0) return [];
  const invoices = splitSchedule(totalCents, schedule.units, schedule.stages);
  const taxes = apportion(
    taxCents,
    invoices.map((invoice) => invoice.amountCents),
  );
  return invoices.map((invoice, index) => ({ ...invoice, taxCents: taxes[index] ?? 0 }));
}

/** The stage paid on acceptance (by card, today's deposit), if the schedule has one. */
export function acceptanceStageIndex(stages: readonly PaymentStage[]): number | null {
  const index = stages.findIndex((stage) => stage.trigger.kind === "acceptance");
  return index >= 0 ? index : null;
}

/** The deposit: the acceptance stage's invoice and its tax, or nothing. */
export function depositOf(totalCents: number, taxCents: number, schedule: PaymentSchedule) {
  const at = acceptanceStageIndex(schedule.stages);
  const invoice = scheduleInvoices(totalCents, taxCents, schedule).find((one) => one.stage === at);
  return { cents: invoice?.amountCents ?? 0, taxCents: invoice?.taxCents ?? 0 };
}

/** When a stage falls due, in the words the buyer reads, for an order of `units` homes. */
export function triggerLabel(trigger: StageTrigger, dayLabel: (day: string) => string, units: number): string {
  switch (trigger.kind) {
    case "acceptance":
      return "On acceptance";
    case "build-stage":
      return `When ${units > 1 ? "every home" : "the home"} reaches ${BUILD_STAGE_LABELS[trigger.stage]}`;
    case "each-delivery":
      return "As each home is delivered";
    case "date":
      return `On ${dayLabel(trigger.day)}`;
  }
}

/** One stage as the buyer reads it: its name, when it falls due, and what it asks for, its tax within. */
export interface ScheduleLine {
  name: string;
  when: string;
  amountCents: number;
  taxCents: number;
  /** For a per-unit stage, the number of invoices its amount is split over; else null. */
  units: number | null;
}

/** The schedule as the proposal page, its PDF and its content hash show it; empty when it cannot cover the total. */
export function scheduleLines(totalCents: number, taxCents: number, schedule: PaymentSchedule): ScheduleLine[] {
  const invoices = scheduleInvoices(totalCents, Math.min(taxCents, Math.max(totalCents, 0)), schedule);
  if (invoices.length === 0) return [];
  return schedule.stages.map((stage, index) => {
    const own = invoices.filter((invoice) => invoice.stage === index);
    return {
      name: stage.name,
      when: triggerLabel(stage.trigger, dayLabel, schedule.units),
      amountCents: own.reduce((sum, invoice) => sum + invoice.amountCents, 0),
      taxCents: own.reduce((sum, invoice) => sum + invoice.taxCents, 0),
      units: isPerUnit(stage) ? schedule.units : null,
    };
  });
}

/** "On acceptance", or "As each home is delivered, in 20 invoices" for a per-unit stage of several units. */
export function scheduleWhen(line: Pick<ScheduleLine, "when" | "units">): string {
  return line.units !== null && line.units > 1 ? `${line.when}, in ${line.units} invoices` : line.when;
}
