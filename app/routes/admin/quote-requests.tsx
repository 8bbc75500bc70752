import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { PageLinks } from "#app/components/layout/console/page-links";
import { QuoteRequestFiltersForm } from "#app/components/quote-requests/console/quote-request-filters-form";
import { QuoteRequestTable } from "#app/components/quote-requests/console/quote-request-table";
import { buttonClass } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { parseFields } from "#app/domain/console/form-result";
import {
  hasQuoteRequestFilters,
  QUOTE_REQUESTS_PER_PAGE,
  type QuoteRequestFilters,
  quoteRequestFiltersSchema,
  quoteRequestFiltersToSearch,
  quoteRequestFilterValues,
} from "#app/domain/quote-requests/filters";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listQuoteRequests, type QuoteRequestPage } from "#app/server/quote-requests/console-queries.server";

import type { Route } from "./+types/quote-requests";

export const meta = consoleMeta("Quote requests");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const values = quoteRequestFilterValues(new URL(request.url).searchParams);
  const parsed = parseFields(quoteRequestFiltersSchema, values);
  if (!parsed.ok) return data({ values, errors: parsed.errors, list: null }, { status: 400 });
  const filters: QuoteRequestFilters = parsed.data;
  const page = await listQuoteRequests(filters);
  return { values, errors: null, list: { filters, ...page } };
}

export default function QuoteRequests({ loaderData }: Route.ComponentProps) {
  const { values, errors, list } = loaderData;
  const exportHref = list ? `/admin/quote-requests.csv${quoteRequestFiltersToSearch(list.filters, { page: 1 })}` : null;
  return (
    <>
      <ConsoleHeading
        title="Quote requests"
        lead="Quote and rental requests from the Contact page, newest first. Times are Pacific."
        actions={
          exportHref ? (
            <a href={exportHref} className={buttonClass("secondary")} download>
              Export these as CSV
            </a>
          ) : null
        }
      />
      <QuoteRequestFiltersForm values={values} errors={errors ?? undefined} key={JSON.stringify(values)} />
      <HeadedSection headingId="requests-heading" className="mt-6" headingClassName="sr-only" title="Matching requests">
        {list ? <Results list={list} /> : <p className="mt-2">Fix the filters above to see requests.</p>}
      </HeadedSection>
    </>
  );
}

function Results({ list }: { list: QuoteRequestPage & { filters: QuoteRequestFilters } }) {
  const { filters, entries, total, page, pageCount } = list;
  if (total === 0) {
    return hasQuoteRequestFilters(filters) ? (
      <p>
        No requests match these filters.{" "}
        <Link to="/admin/quote-requests" className="font-semibold underline underline-offset-4">
          Show every request
        </Link>
      </p>
    ) : (
      <p>No requests yet. When someone asks for a quote on the Contact page, it shows up here.</p>
    );
  }
  const first = (page - 1) * QUOTE_REQUESTS_PER_PAGE + 1;
  const last = first + entries.length - 1;
  return (
    <>
      <p className="mb-3 text-stone-700">
        {entries.length === 0
          ? `There are ${total} matching requests, but not this many pages.`
          : `Showing ${first}–${last} of ${total} ${total === 1 ? "request" : "requests"}.`}
      </p>
      {entries.length ? <QuoteRequestTable quoteRequests={entries} caption="Quote requests, newest first" /> : null}
      <PageLinks
        label="Pages of requests"
        page={page}
        pageCount={pageCount}
        hrefOf={(target) => `/admin/quote-requests${quoteRequestFiltersToSearch(filters, { page: target })}`}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
