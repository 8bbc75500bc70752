import { InvoiceCard } from "#app/components/billing/console/invoice-table";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { businessDay } from "#app/domain/time/business-time";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listInvoices } from "#app/server/billing/console-queries.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

import type { Route } from "./+types/invoices";
import { handleInvoiceConsoleForm } from "./invoices.server";

export const meta = consoleMeta("Invoices");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  return {
    invoices: await listInvoices(),
    today: businessDay(new Date()),
    simulateTransfers: getPaymentSettings().provider === "test",
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleInvoiceConsoleForm(request, admin);
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const { invoices, today, simulateTransfers } = loaderData;
  const open = invoices.filter((invoice) => invoice.standing === "open" || invoice.standing === "overdue");
  const closed = invoices.filter((invoice) => !open.includes(invoice));
  return (
    <>
      <ConsoleHeading
        title="Invoices"
        lead="Purchase-order and balance invoices: open ones first (overdue ones outlined), then paid and void. Record a check, ACH or wire when it arrives, in full or in part. Reminders go out by themselves a week before the due day, on it, and a week and a month after; pause them for one invoice when a payment is on its way."
      />
      <Alert focusOnLoad tone={actionData?.tone ?? "success"}>
        {actionData?.message}
      </Alert>
      <HeadedSection headingId="open-heading" className="mt-6" title={<>Open ({open.length})</>}>
        {open.length ? (
          <ul className="mt-3 grid gap-4">
            {open.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} today={today} simulateTransfer={simulateTransfers} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">Nothing is waiting to be paid.</p>
        )}
      </HeadedSection>
      <HeadedSection headingId="paid-heading" className="mt-8" title={<>Paid and void ({closed.length})</>}>
        {closed.length ? (
          <ul className="mt-3 grid gap-4">
            {closed.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} today={today} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">No paid or void invoices yet.</p>
        )}
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
