import { data } from "react-router";

import { InsightsOverview } from "#app/components/insights/console/insights-overview";
import { PeriodForm } from "#app/components/insights/console/period-form";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { UtilisationTable } from "#app/components/rentals/console/utilisation-table";
import { HeadedSection } from "#app/components/ui/headed-section";
import { periodOfQuery } from "#app/domain/insights/period";
import { monthsOfRange } from "#app/domain/rentals/utilisation";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { insightsReport } from "#app/server/insights/console-queries.server";
import { rentalUtilisation } from "#app/server/rentals/utilisation.server";

import type { Route } from "./+types/insights";

export const meta = consoleMeta("Insights");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const asked = periodOfQuery(new URL(request.url).searchParams);
  if (!asked.ok) return data({ values: asked.values, errors: asked.errors, shown: null }, { status: 400 });
  const { current } = asked.period;
  const [report, utilisation] = await Promise.all([
    insightsReport(asked.period),
    rentalUtilisation(monthsOfRange(current.from, current.to)),
  ]);
  return { values: asked.values, errors: null, shown: { period: asked.period, report, utilisation } };
}

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { values, errors, shown } = loaderData;
  return (
    <>
      <ConsoleHeading
        title="Insights"
        lead="Where visitors come from and what they read, counted without cookies; days are Pacific. Each figure is set beside the period just before."
      />
      <PeriodForm values={values} errors={errors ?? undefined} key={JSON.stringify(values)} />
      {shown ? (
        <>
          <InsightsOverview period={shown.period} report={shown.report} />
          <HeadedSection
            headingId="utilisation-heading"
            className="mt-10 grid gap-3"
            headingClassName="text-2xl"
            title="Rental utilisation"
          >
            <p className="max-w-3xl">
              Booked days over the days each unit could be booked, for the months of this period. Days out for repair
              and after a unit is retired are left out.
            </p>
            <UtilisationTable data={shown.utilisation} />
          </HeadedSection>
        </>
      ) : (
        <p className="mt-6">Fix the period above to see its figures.</p>
      )}
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
