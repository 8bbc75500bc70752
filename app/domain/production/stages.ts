/**
 * A home's build, stage by stage: the one list the production board, the
 * buyer's order page and the emails follow. Stages are reached in this order.
 */
export const BUILD_STAGES = ["frame", "shell", "interior", "inspection", "ready"] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

export const BUILD_STAGE_LABELS: Record<BuildStage, string> = {
  frame: "Frame",
  shell: "Shell",
  interior: "Interior",
  inspection: "Inspection and insignia",
  ready: "Ready",
};

/** What each stage means, in a line the buyer reads. */
export const BUILD_STAGE_DESCRIPTIONS: Record<BuildStage, string> = {
  frame: "The steel frame and floor are built.",
  shell: "Walls, roof, windows and doors are on: the home is closed to the weather.",
  interior: "Plumbing, wiring, insulation and finishes are in.",
  inspection: "Inspected, and the state's insignia is on the home.",
  ready: "Finished and waiting for its delivery day.",
};

export const isBuildStage = (value: string): value is BuildStage => (BUILD_STAGES as readonly string[]).includes(value);

/** The stage a unit reaches next, or null once it is ready. */
export function nextStage(reached: readonly BuildStage[]): BuildStage | null {
  return BUILD_STAGES.find((stage) => !reached.includes(stage)) ?? null;
}

/** The furthest stage reached, or null before the frame. */
export function currentStage(reached: readonly BuildStage[]): BuildStage | null {
  let current: BuildStage | null = null;
  for (const stage of BUILD_STAGES) if (reached.includes(stage)) current = stage;
  return current;
}

export type StageRefusal = "already" | "out-of-order";

/** Whether `stage` may be marked now: once, and after the one before it. */
export function stageRefusal(reached: readonly BuildStage[], stage: BuildStage): StageRefusal | null {
  if (reached.includes(stage)) return "already";
  return nextStage(reached) === stage ? null : "out-of-order";
}

/** True when every unit of an order has reached `stage` (and there is at least one unit). */
export function everyUnitReached(units: readonly (readonly BuildStage[])[], stage: BuildStage): boolean {
  return units.length > 0 && units.every((reached) => reached.includes(stage));
}
