import { HeaderRow, Table } from "#app/components/ui/table";
import { type ComparedRow, DIMENSION_TABLES, type DimensionTable } from "#app/domain/insights/report";

import { ChangeText } from "./change-badge";

/** One dimension of a period beside the period before: value, visitors, page views, each with its change. */
export function DimensionTableView({
  table,
  rows,
  total,
  csvHref,
}: {
  table: DimensionTable;
  rows: ComparedRow[];
  /** How many rows the period has in all (the table shows the first few). */
  total: number;
  csvHref: string;
}) {
  const { title, valueHeader } = DIMENSION_TABLES[table];
  const headingId = `insights-${table}`;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl">
          {title}
        </h2>
        <a href={csvHref} download className="font-semibold underline underline-offset-4">
          {title}: CSV{total > rows.length ? ` (all ${total})` : ""}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="text-stone-700">Nothing counted in this period.</p>
      ) : (
        <Table caption={`${title}, this period against the one before`}>
          <thead>
            <HeaderRow
              columns={[
                valueHeader,
                ["Visitors", "text-right"],
                ["Change", "text-right"],
                ["Page views", "text-right"],
                ["Change", "text-right"],
              ]}
            />
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.value}>
                <th scope="row" className="max-w-[18rem] font-normal break-all">
                  {row.label}
                </th>
                <td className="text-right tabular-nums">{row.visitors.current.toLocaleString("en-US")}</td>
                <td className="text-right">
                  <ChangeText value={row.visitors} unit="visitors" />
                </td>
                <td className="text-right tabular-nums">{row.views.current.toLocaleString("en-US")}</td>
                <td className="text-right">
                  <ChangeText value={row.views} unit="page views" />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
