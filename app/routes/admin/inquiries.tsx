import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
import { InquiryFiltersForm } from "#app/components/admin/inquiry-filters-form";
import { InquiryTable } from "#app/components/admin/inquiry-table";
import { PageLinks } from "#app/components/admin/page-links";
import { buttonClass } from "#app/components/ui/button";
import { parseFields } from "#app/domain/form-result";
import {
  hasInquiryFilters,
  INQUIRIES_PER_PAGE,
  type InquiryFilters,
  inquiryFiltersSchema,
  inquiryFiltersToSearch,
  inquiryFilterValues,
} from "#app/domain/inquiry-filters";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { withDb } from "#app/server/db/client.server";
import { type InquiryPage, listInquiries } from "#app/server/quote-requests/console.server";

import type { Route } from "./+types/inquiries";

export const meta = consoleMeta("Quote requests");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const values = inquiryFilterValues(new URL(request.url).searchParams);
  const parsed = parseFields(inquiryFiltersSchema, values);
  if (!parsed.ok) return data({ values, errors: parsed.errors, list: null }, { status: 400 });
  const filters: InquiryFilters = parsed.data;
  const page = await withDb((db) => listInquiries(db, filters));
  return { values, errors: null, list: { filters, ...page } };
}

export default function Inquiries({ loaderData }: Route.ComponentProps) {
  const { values, errors, list } = loaderData;
  const exportHref = list ? `/admin/inquiries.csv${inquiryFiltersToSearch(list.filters, { page: 1 })}` : null;
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
      <InquiryFiltersForm values={values} errors={errors ?? undefined} key={JSON.stringify(values)} />
      <section aria-labelledby="requests-heading" className="mt-6">
        <h2 id="requests-heading" className="sr-only">
          Matching requests
        </h2>
        {list ? <Results list={list} /> : <p className="mt-2">Fix the filters above to see requests.</p>}
      </section>
    </>
  );
}

function Results({ list }: { list: InquiryPage & { filters: InquiryFilters } }) {
  const { filters, entries, total, page, pageCount } = list;
  if (total === 0) {
    return hasInquiryFilters(filters) ? (
      <p>
        No requests match these filters.{" "}
        <Link to="/admin/inquiries" className="font-semibold underline underline-offset-4">
          Show every request
        </Link>
      </p>
    ) : (
      <p>No requests yet. When someone asks for a quote on the Contact page, it shows up here.</p>
    );
  }
  const first = (page - 1) * INQUIRIES_PER_PAGE + 1;
  const last = first + entries.length - 1;
  return (
    <>
      <p className="mb-3 text-stone-700">
        {entries.length === 0
          ? `There are ${total} matching requests, but not this many pages.`
          : `Showing ${first}–${last} of ${total} ${total === 1 ? "request" : "requests"}.`}
      </p>
      {entries.length ? <InquiryTable inquiries={entries} caption="Quote requests, newest first" /> : null}
      <PageLinks
        label="Pages of requests"
        page={page}
        pageCount={pageCount}
        hrefOf={(target) => `/admin/inquiries${inquiryFiltersToSearch(filters, { page: target })}`}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
