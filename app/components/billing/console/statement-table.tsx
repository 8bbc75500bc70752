import { HeaderRow, Table } from "#app/components/ui/table";
import { addsToBalance, type Statement, statementEntryText } from "#app/domain/billing/statement";
import { formatCents } from "#app/domain/common/money";
import { dayLabel } from "#app/domain/time/calendar-day";

/** Every invoice, payment and credit in date order, with the balance after each. */
export function StatementTable({ statement }: { statement: Statement }) {
  return (
    <Table caption="Statement of account, oldest first">
      <thead>
        <HeaderRow
          columns={[
            "Date",
            "Entry",
            ["Charged", "text-right"],
            ["Paid or credited", "text-right"],
            ["Balance", "text-right"],
          ]}
        />
      </thead>
      <tbody>
        {statement.entries.map((entry, index) => (
          <tr key={index}>
            <td className="whitespace-nowrap">
              <time dateTime={entry.on}>{dayLabel(entry.on)}</time>
            </td>
            <td>{statementEntryText(entry)}</td>
            <td className="text-right tabular-nums">{addsToBalance(entry) ? formatCents(entry.amountCents) : ""}</td>
            <td className="text-right tabular-nums">{addsToBalance(entry) ? "" : formatCents(entry.amountCents)}</td>
            <td className="text-right tabular-nums">{formatCents(entry.balanceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="bg-stone-100 font-semibold">
          <th scope="row" colSpan={2}>
            Totals
          </th>
          <td className="text-right tabular-nums">{formatCents(statement.invoicedCents + statement.movedCents)}</td>
          <td className="text-right tabular-nums">{formatCents(statement.paidCents + statement.creditedCents)}</td>
          <td className="text-right tabular-nums">{formatCents(statement.balanceCents)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
