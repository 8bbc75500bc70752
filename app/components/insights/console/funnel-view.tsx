import { scaleLinear } from "d3-scale";

import { Table } from "#app/components/ui/table";
import {
  conversion,
  type Funnel,
  FUNNEL_STAGE_LABELS,
  FUNNEL_STAGE_MEASURES,
  type StageFigures,
} from "#app/domain/insights/funnel";

const WIDTH = 720;
const BAR = 36;
const GAP = 14;
const LABEL = 190;

function figures(stage: StageFigures | undefined, units: boolean): string {
  if (!stage) return "0";
  const count = stage.count.toLocaleString("en-US");
  return units && stage.units !== null ? `${count} (${stage.units.toLocaleString("en-US")} units)` : count;
}

/**
 * The funnel by source: each stage's total as a bar (d3-scale sizes them),
 * then a table of every source through the stages. Only stages with data
 * behind them are shown (app/server/insights/queries.server.ts).
 */
export function FunnelView({ funnel, csvHref }: { funnel: Funnel; csvHref: string }) {
  const { stages, totals, rows } = funnel;
  const max = Math.max(1, ...stages.map((stage) => totals[stage]?.count ?? 0));
  const width = scaleLinear()
    .domain([0, max])
    .range([0, WIDTH - LABEL - 16]);
  const height = stages.length * (BAR + GAP);
  const summary = stages
    .map((stage) => `${FUNNEL_STAGE_LABELS[stage]}: ${figures(totals[stage], FUNNEL_STAGE_MEASURES[stage].units)}`)
    .join("; ");
  return (
    <section aria-labelledby="insights-funnel" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="insights-funnel" className="text-2xl">
          The funnel by source
        </h2>
        <a href={csvHref} download className="font-semibold underline underline-offset-4">
          The funnel: CSV
        </a>
      </div>
      <p className="text-stone-700">
        Visitors by the source of their first page that day; quote requests by the source of the visit they came from.
        Proposals, acceptances and payments join here once they are recorded.
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-label={`The funnel, all sources: ${summary}.`}
        className="h-auto w-full rounded-xl border border-stone-200 bg-white p-2"
      >
        {stages.map((stage, index) => {
          const total = totals[stage];
          const top = index * (BAR + GAP);
          return (
            <g key={stage}>
              <text x={0} y={top + BAR / 2} dy="0.32em" className="fill-stone-800 text-[14px] font-semibold">
                {FUNNEL_STAGE_LABELS[stage]}
              </text>
              <rect
                x={LABEL}
                y={top}
                width={Math.max(2, width(total?.count ?? 0))}
                height={BAR}
                rx={4}
                className="fill-evergreen-700"
              />
              <text
                x={LABEL + Math.max(2, width(total?.count ?? 0)) + 8}
                y={top + BAR / 2}
                dy="0.32em"
                className="fill-stone-800 text-[14px]"
              >
                {figures(total, FUNNEL_STAGE_MEASURES[stage].units)}
              </text>
            </g>
          );
        })}
      </svg>
      {rows.length === 0 ? (
        <p className="text-stone-700">No visitors or requests in this period.</p>
      ) : (
        <Table caption="The funnel by source: each stage's count, with units and the share of the stage before">
          <thead>
            <tr>
              <th scope="col">Source</th>
              {stages.map((stage) => (
                <th key={stage} scope="col" className="text-right">
                  {FUNNEL_STAGE_LABELS[stage]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.source}>
                <th scope="row" className="max-w-[16rem] font-normal break-all">
                  {row.source}
                </th>
                {stages.map((stage, index) => {
                  const before = index > 0 ? stages[index - 1] : undefined;
                  const share = before
                    ? conversion(row.stages[before]?.count ?? 0, row.stages[stage]?.count ?? 0)
                    : null;
                  return (
                    <td key={stage} className="text-right tabular-nums">
                      {figures(row.stages[stage], FUNNEL_STAGE_MEASURES[stage].units)}
                      {share !== null ? (
                        <span className="block text-xs text-stone-700">{share}% of the stage before</span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
