import { scaleLinear } from "d3-scale";
import { line } from "d3-shape";

import { HeaderRow, Table } from "#app/components/ui/table";
import type { DayFigures } from "#app/domain/insights/report";
import { shortDayLabel } from "#app/domain/time/calendar-day";

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 48 };

/**
 * Visitors per day, this period (solid) against the period before (dashed),
 * drawn on the server as SVG: d3-scale places the points, d3-shape draws the
 * lines. The figures are in a table below it for screen readers and anyone
 * who wants the numbers.
 */
export function VisitorsChart({ days, previous }: { days: DayFigures[]; previous: DayFigures[] }) {
  const max = Math.max(1, ...days.map((day) => day.visitors), ...previous.map((day) => day.visitors));
  const x = scaleLinear()
    .domain([0, Math.max(1, days.length - 1)])
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const path = line<DayFigures>()
    .x((_, index) => x(index))
    .y((day) => y(day.visitors));
  const single = days.length === 1;
  const first = days[0];
  const last = days.at(-1);
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  const peak = days.reduce<DayFigures | undefined>(
    (best, day) => (!best || day.visitors > best.visitors ? day : best),
    undefined,
  );
  const summary =
    first && last && peak
      ? `Visitors per day from ${shortDayLabel(first.day)} to ${shortDayLabel(last.day)}: ${total.toLocaleString("en-US")} in all, most on ${shortDayLabel(peak.day)} (${peak.visitors.toLocaleString("en-US")}). The dashed line is the period before.`
      : "No days to show.";
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full rounded-xl border border-stone-200 bg-white"
      >
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="stroke-stone-200" />
            <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-stone-700 text-[12px]">
              {tick.toLocaleString("en-US")}
            </text>
          </g>
        ))}
        {first ? (
          <text
            x={x(0)}
            y={HEIGHT - 10}
            textAnchor={single ? "middle" : "start"}
            className="fill-stone-700 text-[12px]"
          >
            {shortDayLabel(first.day)}
          </text>
        ) : null}
        {last && !single ? (
          <text x={x(days.length - 1)} y={HEIGHT - 10} textAnchor="end" className="fill-stone-700 text-[12px]">
            {shortDayLabel(last.day)}
          </text>
        ) : null}
        {single ? null : (
          <>
            <path
              d={path(previous.slice(0, days.length)) ?? ""}
              fill="none"
              strokeWidth={2}
              strokeDasharray="6 5"
              className="stroke-stone-400"
            />
            <path d={path(days) ?? ""} fill="none" strokeWidth={3} className="stroke-evergreen-700" />
          </>
        )}
        {single && first ? <circle cx={x(0)} cy={y(first.visitors)} r={6} className="fill-evergreen-700" /> : null}
      </svg>
      <figcaption className="text-sm text-stone-700">
        Visitors per day. Solid: this period; dashed: the period before.
      </figcaption>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">The figures by day</summary>
        <Table caption="Visitors and page views by day">
          <thead>
            <HeaderRow
              columns={[
                "Day",
                ["Visitors", "text-right"],
                ["Page views", "text-right"],
                ["Visitors, same day of the period before", "text-right"],
              ]}
            />
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.day}>
                <th scope="row" className="font-normal">
                  {shortDayLabel(day.day)}
                </th>
                <td className="text-right tabular-nums">{day.visitors.toLocaleString("en-US")}</td>
                <td className="text-right tabular-nums">{day.views.toLocaleString("en-US")}</td>
                <td className="text-right tabular-nums">{(previous[index]?.visitors ?? 0).toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </figure>
  );
}
