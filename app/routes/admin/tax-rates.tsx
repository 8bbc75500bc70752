import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { LoadedQuarters } from "#app/components/tax/console/loaded-quarters";
import { RateFilesForm } from "#app/components/tax/console/rate-files-form";
import { HeadedSection } from "#app/components/ui/headed-section";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listRateLoads } from "#app/server/tax/rate-files-import.server";

import type { Route } from "./+types/tax-rates";
import { handleRateFilesForm } from "./tax-rates.server";

export const meta = consoleMeta("Tax rates");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const loads = await listRateLoads();
  return {
    loads: loads.map((load) => ({ ...load, uploadedAt: load.uploadedAt.toISOString() })),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleRateFilesForm(request, admin);
}

export default function TaxRates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeading
        title="Tax rates"
        lead="Washington's sales tax rates by location code, from the files the Department of Revenue publishes each quarter. Proposals ask DOR's address lookup first; these files answer when it cannot, and show every code a ZIP spans."
      />
      <HeadedSection headingId="loaded-heading" title="Quarters loaded">
        <LoadedQuarters loads={loaderData.loads} />
      </HeadedSection>
      <HeadedSection
        headingId="upload-heading"
        className="mt-8 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        title="Upload a quarter's files"
      >
        <RateFilesForm
          key={actionData?.saved ?? "upload"}
          errors={actionData?.errors}
          fileErrors={actionData?.fileErrors}
          saved={actionData?.saved}
        />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
