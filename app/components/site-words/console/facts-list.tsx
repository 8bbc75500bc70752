import type { FactWords } from "#app/domain/site-words/fact-tokens";

import { BOX } from "./page-words-editor";

/** The facts the words may name in braces, with what each shows: the site's, so they are read, never typed. */
export function FactsList({ facts }: { facts: FactWords }) {
  return (
    <details className={BOX}>
      <summary className="cursor-pointer text-lg font-semibold">The site&rsquo;s facts you can name</summary>
      <p className="text-stone-700">
        Write a fact&rsquo;s name in braces, such as {"{flat delivery fee}"}, and the page shows its value. The values
        come from what the site works with (fees, sizes, rental terms), so the words never disagree with them.
      </p>
      <FactsTable facts={facts} />
    </details>
  );
}

/** Each fact's name, as words name it in braces, beside the value pages show for it. */
export function FactsTable({ facts }: { facts: FactWords }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
      {Object.entries(facts).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-mono text-sm">{`{${name}}`}</dt>
          <dd className="text-stone-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
