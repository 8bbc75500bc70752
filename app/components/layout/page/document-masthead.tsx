import { Fragment } from "react";

/**
 * The head of a buyer's document (a proposal, an invoice): who sends it and how to reach them,
 * beside its own facts (number, dates, references), label by label.
 */
export function DocumentMasthead({
  business,
  facts,
}: {
  business: { name: string; phone: string; email: string };
  /** Each fact as [label, value]; a fact without a value is left out. */
  facts: readonly (readonly [string, string | null])[];
}) {
  return (
    <div className="flex flex-wrap justify-between gap-4">
      <div>
        <p className="font-serif text-2xl text-evergreen-900">{business.name}</p>
        <p className="text-stone-700">
          {business.phone} · {business.email}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
        {facts.map(([label, value]) =>
          value === null ? null : (
            <Fragment key={label}>
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ),
        )}
      </dl>
    </div>
  );
}
