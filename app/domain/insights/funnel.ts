/**
 * The funnel by source: visitors → quote requests → proposals sent →
 * accepted → deposits and invoices paid. Every stage is stated here; each is
 * counted in app/server/insights/queries.server.ts by the source of the
 * request it descends from (`IMPLEMENTED_FUNNEL_STAGES` lists those counted).
 */
export const FUNNEL_STAGES = ["visitors", "quote-requests", "proposals-sent", "accepted", "paid"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_STAGE_LABELS: Record<FunnelStage, string> = {
  visitors: "Visitors",
  "quote-requests": "Quote requests",
  "proposals-sent": "Proposals sent",
  accepted: "Accepted",
  paid: "Deposits and invoices paid",
};

/** What a stage counts for one source: how many, the units they cover, and the money (integer cents) where it has some. */
export interface StageFigures {
  count: number;
  /** Homes asked for, proposed or bought; null for visitors. */
  units: number | null;
  /** Integer cents (proposal totals, money paid); null for stages without money. */
  cents: number | null;
}

/** One source's row of the funnel: a figure for each implemented stage, in stage order. */
export interface FunnelRow {
  source: string;
  stages: Partial<Record<FunnelStage, StageFigures>>;
}

export interface Funnel {
  /** The stages shown, in order: only those implemented. */
  stages: FunnelStage[];
  rows: FunnelRow[];
  totals: Partial<Record<FunnelStage, StageFigures>>;
}

/** Which figures each stage has beside its count. */
export const FUNNEL_STAGE_MEASURES: Record<FunnelStage, { units: boolean; cents: boolean }> = {
  visitors: { units: false, cents: false },
  "quote-requests": { units: true, cents: false },
  "proposals-sent": { units: true, cents: true },
  accepted: { units: true, cents: true },
  paid: { units: false, cents: true },
};

/** A stage's figures where a source has none. */
export function noFigures(stage: FunnelStage): StageFigures {
  const { units, cents } = FUNNEL_STAGE_MEASURES[stage];
  return { count: 0, units: units ? 0 : null, cents: cents ? 0 : null };
}

function add(a: StageFigures, b: StageFigures): StageFigures {
  const sum = (x: number | null, y: number | null) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
  return { count: a.count + b.count, units: sum(a.units, b.units), cents: sum(a.cents, b.cents) };
}

/**
 * Puts the stages' figures by source together: one row per source that
 * appears in any stage, sorted by the first stage's count (then name), and
 * the totals. A source missing from a stage counts 0 there.
 */
export function assembleFunnel(
  stages: readonly FunnelStage[],
  figures: Partial<Record<FunnelStage, ReadonlyMap<string, StageFigures>>>,
): Funnel {
  const sources = new Set<string>();
  for (const stage of stages) for (const source of figures[stage]?.keys() ?? []) sources.add(source);
  const rows: FunnelRow[] = [...sources].map((source) => ({
    source,
    stages: Object.fromEntries(stages.map((stage) => [stage, figures[stage]?.get(source) ?? noFigures(stage)])),
  }));
  const first = stages[0];
  rows.sort(
    (a, b) =>
      (first ? (b.stages[first]?.count ?? 0) - (a.stages[first]?.count ?? 0) : 0) || a.source.localeCompare(b.source),
  );
  const totals: Partial<Record<FunnelStage, StageFigures>> = {};
  for (const stage of stages)
    totals[stage] = rows.reduce((sum, row) => add(sum, row.stages[stage] ?? noFigures(stage)), noFigures(stage));
  return { stages: [...stages], rows, totals };
}

/** The share of the previous stage that reached this one, in percent (one decimal); null when the previous had none. */
export function conversion(previous: number, current: number): number | null {
  return previous === 0 ? null : Math.round((current / previous) * 1000) / 10;
}
