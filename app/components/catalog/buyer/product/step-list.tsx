import { InlineWords } from "#app/components/site/words-text";
import { StepNumber } from "#app/components/ui/step-number";
import type { TextBlock } from "#app/domain/site-words/blocks";

export interface Step {
  title: string;
  text: readonly TextBlock[];
}

/** A numbered how-it-works list; the numbers come from the <ol>, each title is an <h3>. */
export function StepList({ items }: { items: readonly Step[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
          <StepNumber n={index + 1} look="card" />
          <div>
            <h3 className="text-xl">{item.title}</h3>
            <div className="mt-1 text-stone-700">
              <InlineWords blocks={item.text} />
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
