import { Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { FactsTable } from "#app/components/site-words/console/facts-list";
import { HeadedSection } from "#app/components/ui/headed-section";
import { factWords } from "#app/content/site/fact-words";
import { PAGE_KEYS, PAGE_TITLES } from "#app/domain/site-words/blocks";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { readEditedPage } from "#app/server/site-words/changes.server";

import type { Route } from "./+types/pages";

export const meta = consoleMeta("Pages");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const pages = await Promise.all(PAGE_KEYS.map((page) => readEditedPage(page)));
  return {
    pages: pages.map((page) => {
      const live = page.versions.find((version) => version.number === page.publishedNumber);
      return {
        key: page.page,
        ...PAGE_TITLES[page.page],
        publishedNumber: page.publishedNumber,
        publishedAt: live?.publishedAt?.toISOString() ?? null,
        scheduledAt: page.scheduled?.at.toISOString() ?? null,
      };
    }),
  };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ConsoleHeading
        title="Pages"
        lead="The site's words: change them in a draft, preview it, then publish it now or at a time you choose. Every published version is kept."
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {loaderData.pages.map((page) => (
          <li key={page.key} className="rounded-xl border border-stone-200 bg-white p-5">
            <h2 className="text-2xl">
              <Link to={`/admin/pages/${page.key}`}>{page.title}</Link>
            </h2>
            <p className="mt-1 text-stone-700">{page.lead}</p>
            <p className="mt-2 text-sm text-stone-600">
              Version {page.publishedNumber} live
              {page.publishedAt ? ` since ${formatBusinessDateTime(page.publishedAt)}` : ""}
              {page.scheduledAt ? ` · the next publishes ${formatBusinessDateTime(page.scheduledAt)}` : ""}
            </p>
          </li>
        ))}
      </ul>
      <HeadedSection
        headingId="facts-heading"
        className="mt-10 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        headingClassName="mb-2 text-2xl"
        title="Facts the site computes with"
      >
        <p className="mb-4 text-stone-700">
          Prices, checkout, proposals and rentals are worked out from these, so they stay as they are here. A page names
          one by writing its name in braces, such as {"{flat delivery fee}"}, and shows its value, so every page states
          them the same way. To change one, ask for a change to the site.
        </p>
        <FactsTable facts={factWords} />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
