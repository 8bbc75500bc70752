import { AgingTable } from "#app/components/billing/console/aging-table";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { formatCents } from "#app/domain/common/money";
import { dayLabel } from "#app/domain/time/calendar-day";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { receivables } from "#app/server/billing/receivables.server";

import type { Route } from "./+types/receivables";

export const meta = consoleMeta("Receivables");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  return receivables();
}

export default function Receivables({ loaderData }: Route.ComponentProps) {
  const { report, buyers } = loaderData;
  return (
    <>
      <ConsoleHeading
        title="Receivables"
        lead={`What each buyer still owes on open invoices, by days past due (Pacific), as of ${dayLabel(report.asOf)}. Open a buyer for their statement.`}
      />
      {report.buyers.length ? (
        <>
          <p className="mb-4 text-lg">
            Owed in all: <strong className="tabular-nums">{formatCents(report.totalCents)}</strong> by{" "}
            {report.buyers.length === 1 ? "one buyer" : `${report.buyers.length} buyers`}.
          </p>
          <AgingTable report={report} buyers={buyers} />
        </>
      ) : (
        <p>Nobody owes anything right now: every invoice is paid or void.</p>
      )}
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
