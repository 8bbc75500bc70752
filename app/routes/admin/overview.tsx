import { Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { SiteFactsForm } from "#app/components/site-facts/console/site-facts-form";
import { HeadedSection } from "#app/components/ui/headed-section";
import { formatCents } from "#app/domain/common/money";
import { siteFactsValues } from "#app/domain/site-facts/form";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { proposalFigures } from "#app/server/billing/console-queries.server";
import { heldFigures } from "#app/server/billing/held-payments.server";
import { overviewFigures } from "#app/server/console/queries.server";
import { expiringDocuments } from "#app/server/documents/console-queries.server";
import { getSiteSettings } from "#app/server/site-facts/changes.server";

import type { Route } from "./+types/overview";
import { handleOverviewForm } from "./overview.server";

export const meta = consoleMeta("Overview");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const [figures, settings, proposals, expiring, held] = await Promise.all([
    overviewFigures(),
    getSiteSettings(),
    proposalFigures(),
    expiringDocuments(),
    heldFigures(),
  ]);
  return { figures, settings, proposals, expiring, held };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleOverviewForm(request, admin);
}

export default function Overview({ loaderData, actionData }: Route.ComponentProps) {
  const { figures, settings, proposals, held } = loaderData;
  const cards = [
    { label: "New quote requests", value: String(figures.newQuoteRequests), to: "/admin/quote-requests?status=new" },
    { label: "Orders today", value: String(figures.ordersToday), to: "/admin/orders" },
    { label: "Orders this week", value: String(figures.ordersThisWeek), to: "/admin/orders" },
    {
      label: "Paid this month",
      value: formatCents(figures.paidRevenueThisMonthCents),
      to: "/admin/orders?status=paid",
    },
    {
      label: "Open proposal value",
      value: formatCents(proposals.openValueCents),
      to: "/admin/proposals?status=sent",
    },
    {
      label: "Proposals accepted this month",
      value: String(proposals.acceptedThisMonth),
      to: "/admin/proposals?status=accepted",
    },
    { label: "Received this month", value: formatCents(proposals.receivedThisMonthCents), to: "/admin/invoices" },
    { label: "Payments needing attention", value: String(held.count), to: "/admin/payments" },
    { label: "Units ready", value: String(settings.unitsReady), to: "#facts-heading" },
    { label: "Email waiting", value: String(figures.emailWaiting), to: "/admin/email?status=waiting" },
    { label: "Email failed", value: String(figures.emailFailed), to: "/admin/email?status=failed" },
  ];
  return (
    <>
      <ConsoleHeading title="Overview" lead="How the shop is doing, and the figures the site states." />
      {held.count ? (
        <HeadedSection
          headingId="held-heading"
          className="mb-6 rounded-xl border-2 border-cedar-700 bg-cedar-100 p-4 text-cedar-800 sm:p-5"
          headingClassName="text-xl"
          title="Money needing your attention"
        >
          <p className="mt-2">
            {held.count === 1 ? "One payment" : `${held.count} payments`} ({formatCents(held.amountCents)}) arrived but
            paid nothing.{" "}
            <Link to="/admin/payments" className="font-semibold underline underline-offset-4">
              Refund or apply {held.count === 1 ? "it" : "them"}
            </Link>
            .
          </p>
        </HeadedSection>
      ) : null}
      {loaderData.expiring.length ? (
        <HeadedSection
          headingId="expiring-heading"
          className="mb-6 rounded-xl border-2 border-cedar-700 bg-cedar-100 p-4 text-cedar-800 sm:p-5"
          headingClassName="text-xl"
          title="Papers to renew"
        >
          <ul className="mt-2 grid gap-1">
            {loaderData.expiring.map((document) => (
              <li key={document.id}>
                <Link to="/admin/documents" className="font-semibold underline underline-offset-4">
                  {document.name}
                </Link>{" "}
                {document.standing === "expired" ? `expired on ${document.expiry}.` : `expires on ${document.expiry}.`}
              </li>
            ))}
          </ul>
        </HeadedSection>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className="block h-full rounded-xl border border-stone-200 bg-white p-4 no-underline hover:border-evergreen-600"
            >
              <span className="block text-sm text-stone-700">{card.label}</span>
              <span className="mt-1 block font-serif text-3xl text-evergreen-900">{card.value}</span>
            </Link>
          </li>
        ))}
      </ul>
      <HeadedSection
        headingId="facts-heading"
        className="mt-10 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        title="What the site says"
      >
        <p className="mt-1 mb-4 text-stone-700">
          Every page that mentions these figures shows the new ones at its next load.
        </p>
        <SiteFactsForm
          state={actionData?.facts ?? { values: siteFactsValues(settings) }}
          key={actionData?.facts.values.version ?? settings.version}
        />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
