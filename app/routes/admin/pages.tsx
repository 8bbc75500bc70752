import { Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { HeadedSection } from "#app/components/ui/headed-section";
import { codeOwnedFacts } from "#app/content/site/code-owned-facts";
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
    facts: codeOwnedFacts(),
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
          Prices, checkout and proposals are worked out from these, so they stay as they are here and every page states
          them the same way. To change one, ask for a change to the site.
        </p>
        <dl className="grid gap-3">
          {loaderData.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="font-semibold">{fact.label}</dt>
              <dd className="text-stone-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
