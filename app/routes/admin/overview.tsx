import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
import { SiteFactsForm, type SiteFactsFormState } from "#app/components/admin/site-facts-form";
import { HeadedSection } from "#app/components/ui/headed-section";
import { formatCents } from "#app/domain/common/money";
import { parseFields } from "#app/domain/console/form-result";
import { siteFactsForm } from "#app/domain/site-facts/form";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { overviewFigures } from "#app/server/console/overview.server";
import { expiringDocuments } from "#app/server/documents/console.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { proposalFigures } from "#app/server/invoices/console.server";
import { getSiteSettings, updateSiteSettings } from "#app/server/site-facts/changes.server";
import { setCurrentFacts } from "#app/server/site-facts/live-facts.server";

import type { Route } from "./+types/overview";

export const meta = consoleMeta("Overview");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const [figures, settings, proposals, expiring] = await Promise.all([
    overviewFigures(),
    getSiteSettings(),
    proposalFigures(),
    expiringDocuments(),
  ]);
  return { figures, settings, proposals, expiring };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  const fields = textFields(await readForm(request), ["intent", "unitsReady", "nextBuildMonth", "version"]);
  if (fields.intent !== "save-facts") {
    return data({ facts: formState(fields, { form: UNREADABLE_FORM_MESSAGE }) }, { status: 400 });
  }
  const parsed = parseFields(siteFactsForm, fields);
  if (!parsed.ok) return data({ facts: formState(fields, parsed.errors) }, { status: 400 });
  const { unitsReady, nextBuildMonth, version } = parsed.data;
  const result = await updateSiteSettings(admin.actor, { unitsReady, nextBuildMonth, expectedVersion: version });
  if (!result.ok) {
    const current = result.current;
    return data(
      {
        facts: {
          values: {
            unitsReady: String(current.unitsReady),
            nextBuildMonth: current.nextBuildMonth ?? "",
            version: current.version,
          },
          errors: {
            form: `Someone changed these figures since you opened this page (units ready is now ${current.unitsReady}). Your change was not saved; here are the current figures.`,
          },
        } satisfies SiteFactsFormState,
      },
      { status: 409 },
    );
  }
  setCurrentFacts(result.settings);
  return {
    facts: { ...formState(fields), values: valuesOf(result.settings), saved: true } satisfies SiteFactsFormState,
  };
}

function formState(
  fields: Record<string, string | undefined>,
  errors?: SiteFactsFormState["errors"],
): SiteFactsFormState {
  return {
    values: {
      unitsReady: fields.unitsReady ?? "",
      nextBuildMonth: fields.nextBuildMonth ?? "",
      version: Number(fields.version) || 0,
    },
    ...(errors ? { errors } : {}),
  };
}

const valuesOf = (settings: { unitsReady: number; nextBuildMonth: string | null; version: number }) => ({
  unitsReady: String(settings.unitsReady),
  nextBuildMonth: settings.nextBuildMonth ?? "",
  version: settings.version,
});

export default function Overview({ loaderData, actionData }: Route.ComponentProps) {
  const { figures, settings, proposals } = loaderData;
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
    { label: "Units ready", value: String(settings.unitsReady), to: "#facts-heading" },
    { label: "Email waiting", value: String(figures.emailWaiting), to: "/admin/email?status=waiting" },
    { label: "Email failed", value: String(figures.emailFailed), to: "/admin/email?status=failed" },
  ];
  return (
    <>
      <ConsoleHeading title="Overview" lead="How the shop is doing, and the figures the site states." />
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
          state={actionData?.facts ?? { values: valuesOf(settings) }}
          key={actionData?.facts.values.version ?? settings.version}
        />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
