import { FoldedText } from "#app/components/ui/console/folded-text";
import type { DiffLine } from "#app/domain/audit/diff";

/** Before → after of the fields a change touched; long values folded. */
export function ChangeDiff({ changes, caption }: { changes: DiffLine[]; caption: string }) {
  if (changes.length === 0) return <p className="mt-2 text-sm text-stone-700">No recorded field changed.</p>;
  return (
    <table className="mt-3 w-full table-fixed border-collapse text-left text-sm [&_td]:border-t [&_td]:border-stone-200 [&_tbody_th]:border-t [&_tbody_th]:border-stone-200 [&_td]:px-2 [&_td]:py-1.5 [&_th]:px-2 [&_th]:py-1.5">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="bg-stone-100">
          <th scope="col" className="w-[7.5rem] sm:w-1/4">
            Field
          </th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((line) => (
          <tr key={line.field} className="align-top">
            <th scope="row" className="font-semibold break-words">
              {line.label}
            </th>
            <td className="break-words text-stone-700">
              {line.before ? (
                <FoldedText {...line.before} label={`${line.label} before`} />
              ) : (
                <span className="text-stone-600">(not set)</span>
              )}
            </td>
            <td className="break-words">
              {line.after ? (
                <FoldedText {...line.after} label={`${line.label} after`} />
              ) : (
                <span className="text-stone-600">(removed)</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
