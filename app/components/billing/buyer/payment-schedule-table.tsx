import { ScrollRegion } from "#app/components/ui/scroll-region";
import { HeaderRow } from "#app/components/ui/table";
import { type ScheduleLine, scheduleWhen } from "#app/domain/billing/schedule";
import { formatCents } from "#app/domain/common/money";

/** The payment schedule as the buyer reads it before accepting: each stage, when it falls due and what it asks, its tax within. */
export function PaymentScheduleTable({ schedule }: { schedule: readonly ScheduleLine[] }) {
  if (schedule.length === 0) return null;
  return (
    <ScrollRegion label="The payment schedule" className="relative mt-2 overflow-x-auto">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-stone-200 [&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2">
        <caption className="text-left font-semibold">Payment schedule</caption>
        <thead>
          <HeaderRow
            columns={["Stage", "When", ["Tax within", "text-right"], ["Amount", "text-right"]]}
            className="bg-stone-100"
          />
        </thead>
        <tbody>
          {schedule.map((stage, index) => (
            <tr key={index}>
              <th scope="row" className="font-normal">
                {stage.name}
              </th>
              <td>{scheduleWhen(stage)}</td>
              <td className="text-right tabular-nums">{formatCents(stage.taxCents)}</td>
              <td className="text-right tabular-nums">{formatCents(stage.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
