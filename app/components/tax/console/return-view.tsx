import { HeadedSection } from "#app/components/ui/headed-section";
import { figureRowOf, type TaxReturnView } from "#app/domain/tax/return-view";

import { LocationFiguresView, ReturnFiguresView } from "./return-figures-view";
import { ReturnPeriodForm } from "./return-period-form";
import { SalesCounted } from "./sales-counted";

const downloadClass = "inline-flex min-h-11 items-center font-semibold underline underline-offset-4";

/** A period's return: its figures, the addendum's lines, what to put right, the downloads and the sales. */
export function ReturnView({ view, rowId }: { view: TaxReturnView; rowId: string | null }) {
  const { period, figures } = view;
  const row = figureRowOf(figures, rowId);
  const query = new URLSearchParams({ period: period.key }).toString();
  return (
    <>
      <ReturnPeriodForm periods={view.periods} shown={period} />
      <HeadedSection headingId="figures-heading" className="mt-8 grid gap-3" title={`Figures for ${period.label}`}>
        <p className="text-stone-700">
          Accrual basis: a deposit counts on the day it was paid, an invoice on the day it was issued (Pacific days).
        </p>
        <div className="flex flex-wrap gap-x-6">
          <a href={`/admin/tax.csv?${query}`} download className={downloadClass}>
            Local sales tax addendum (CSV)
          </a>
          <a href={`/admin/tax.pdf?${query}`} className={downloadClass}>
            Figures on one page (PDF)
          </a>
        </div>
        {figures.problems.length ? (
          <div className="rounded-xl border-2 border-cedar-700 bg-cedar-100 p-4 text-cedar-800">
            <h3 className="text-lg font-semibold">Put right before filing</h3>
            <ul className="mt-2 list-disc pl-5">
              {figures.problems.map((problem) => (
                <li key={`${problem.sale}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ReturnFiguresView period={period} figures={figures} />
      </HeadedSection>
      <HeadedSection headingId="locations-heading" className="mt-8 grid gap-3" title="Local sales tax by location code">
        <p className="text-stone-700">
          One line per location code and local rate, as the return&rsquo;s local sales tax addendum asks.
        </p>
        <LocationFiguresView period={period} figures={figures} />
      </HeadedSection>
      <section id="sales" aria-labelledby="sales-heading" className="mt-8 scroll-mt-6">
        <h2 id="sales-heading" className="text-2xl">
          Sales counted
        </h2>
        <SalesCounted period={period} sales={figures.sales} row={row} />
      </section>
    </>
  );
}
