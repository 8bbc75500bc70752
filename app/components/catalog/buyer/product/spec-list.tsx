import { InlineWords } from "#app/components/site/words-text";
import type { TextBlock } from "#app/domain/site-words/blocks";

export interface Spec {
  term: string;
  detail: readonly TextBlock[];
}

/** What comes with a product, one labelled line each, as a definition list. */
export function SpecList({ items }: { items: readonly Spec[] }) {
  return (
    <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {items.map((item, index) => (
        <div key={index} className="grid gap-1 px-5 py-4 sm:grid-cols-[13rem_1fr] sm:gap-6">
          <dt className="font-semibold text-evergreen-900">{item.term}</dt>
          <dd className="text-stone-700">
            <InlineWords blocks={item.detail} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
