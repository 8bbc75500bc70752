import { HeaderRow, Table } from "#app/components/ui/table";
import { formatBusinessDateTime } from "#app/domain/time/business-time";

export interface LoadedQuarterRow {
  quarter: string;
  effectiveStart: string;
  effectiveEnd: string;
  zipPlus4FileName: string;
  zipPlus4Rows: number;
  ratesFileName: string;
  ratesRows: number;
  uploadedByEmail: string;
  uploadedAt: string;
}

const count = (rows: number) => rows.toLocaleString("en-US");

/** Each quarter's DOR files as loaded, newest quarter first. */
export function LoadedQuarters({ loads }: { loads: readonly LoadedQuarterRow[] }) {
  if (loads.length === 0) {
    return (
      <p className="mt-2">
        No quarter is loaded yet. Until one is, a proposal's rate comes from DOR's address lookup alone, and you choose
        the location code whenever the lookup cannot tell.
      </p>
    );
  }
  return (
    <div className="mt-3">
      <Table caption="Quarters loaded from DOR's files">
        <thead>
          <HeaderRow columns={["Quarter", "In effect", "ZIP+4 file", "Rates file", "Uploaded"]} />
        </thead>
        <tbody>
          {loads.map((load) => (
            <tr key={load.quarter}>
              <th scope="row" className="font-semibold">
                {load.quarter}
              </th>
              <td>
                <time dateTime={load.effectiveStart}>{load.effectiveStart}</time> to{" "}
                <time dateTime={load.effectiveEnd}>{load.effectiveEnd}</time>
              </td>
              <td>
                <span className="break-all">{load.zipPlus4FileName}</span>
                <br />
                <span className="text-stone-700">{count(load.zipPlus4Rows)} ranges</span>
              </td>
              <td>
                <span className="break-all">{load.ratesFileName}</span>
                <br />
                <span className="text-stone-700">{count(load.ratesRows)} location codes</span>
              </td>
              <td>
                <time dateTime={load.uploadedAt}>{formatBusinessDateTime(load.uploadedAt)}</time>
                <br />
                <span className="break-all text-stone-700">by {load.uploadedByEmail}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
