import { HeaderRow, Table } from "#app/components/ui/table";
import { modelNames } from "#app/content/quote-requests/quote";
import { type Utilisation, type UtilisationCell, utilisationText } from "#app/domain/rentals/utilisation";
import { monthShortLabel } from "#app/domain/time/calendar-day";

function Cell({ cell }: { cell: UtilisationCell }) {
  return (
    <td className="text-right whitespace-nowrap">
      {utilisationText(cell)}
      {cell.availableDays > 0 ? (
        <span className="block text-xs text-stone-600">
          {cell.bookedDays} of {cell.availableDays} days
        </span>
      ) : null}
    </td>
  );
}

/** Booked days over available days (out for repair and retired days left out), per model, then per unit. */
export function UtilisationTable({ data }: { data: Utilisation }) {
  if (data.units.length === 0)
    return <p>No rental units yet: add them on the Rentals page to see how busy they are.</p>;
  const columns = ["", ...data.months.map((month) => [monthShortLabel(month, true), "text-right"] as const)];
  return (
    <Table caption="Rental utilisation: booked days over available days, by month">
      <thead>
        <HeaderRow columns={columns} />
      </thead>
      <tbody>
        {data.models.map((row) => (
          <tr key={`model-${row.model}`} className="font-semibold">
            <th scope="row">All {modelNames[row.model]} units</th>
            {row.cells.map((cell, index) => (
              <Cell key={data.months[index]} cell={cell} />
            ))}
          </tr>
        ))}
        {data.units.map((row) => (
          <tr key={`unit-${row.label}`}>
            <th scope="row" className="font-normal">
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <Cell key={data.months[index]} cell={cell} />
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
