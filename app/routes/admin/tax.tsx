import { data } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { FilingFrequencyForm } from "#app/components/tax/console/filing-frequency-form";
import { ReturnView } from "#app/components/tax/console/return-view";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { askedPeriod, taxReturnView } from "#app/server/tax/console-queries.server";
import { filingFrequency } from "#app/server/tax/filing-frequency.server";

import type { Route } from "./+types/tax";
import { handleTaxForm } from "./tax.server";

export const meta = consoleMeta("Tax");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const search = new URL(request.url).searchParams;
  const asked = await askedPeriod(search.get("period"));
  if (!asked.ok)
    return data({ problem: asked.message, view: null, frequency: await filingFrequency() }, { status: 400 });
  const view = await taxReturnView(asked.period);
  return { problem: null, view: { ...view, rowId: search.get("sales") }, frequency: view.frequency };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleTaxForm(request, admin);
}

export default function Tax({ loaderData, actionData }: Route.ComponentProps) {
  const { problem, view, frequency } = loaderData;
  return (
    <>
      <ConsoleHeading
        title="Tax"
        lead={
          <>
            The figures for your Washington sales tax return, from the deposits, invoices and credit notes behind them.{" "}
            <a href="/admin/tax/rates" className="font-semibold underline underline-offset-4">
              Tax rates
            </a>{" "}
            holds DOR&rsquo;s quarterly rate files.
          </>
        }
      />
      {view ? (
        <ReturnView view={view} rowId={view.rowId} />
      ) : (
        <>
          <Alert focusOnLoad>{problem}</Alert>
          <p className="mt-4">
            <a href="/admin/tax" className="font-semibold underline underline-offset-4">
              Show the last period ended
            </a>
          </p>
        </>
      )}
      <HeadedSection
        headingId="frequency-heading"
        className="mt-8 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        title="Filing frequency"
      >
        <FilingFrequencyForm frequency={frequency} state={actionData?.frequency ?? null} />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
