import { data } from "react-router";

import { contentPage } from "#app/components/islands/page-scripts";
import { HomePage } from "#app/components/site/home/home-page";
import { FaqPage } from "#app/components/site/info/faq-page";
import { SiteNotice } from "#app/components/site/site-notice";
import { StoryPage } from "#app/components/site/story/story-page";
import { CONTENT_PAGE_VIEWS } from "#app/components/site-words/content-pages";
import { factWords } from "#app/content/site/fact-words";
import { faqClosing, faqHero } from "#app/content/site/faq";
import { findPageInfo } from "#app/content/site/pages";
import { pageMeta } from "#app/content/site/seo";
import {
  type ContentWords,
  isPageKey,
  PAGE_TITLES,
  type PageWordsByKey,
  pictureIdsOf,
} from "#app/domain/site-words/blocks";
import { shownContent } from "#app/domain/site-words/content-pages";
import { isContentPageKey } from "#app/domain/site-words/designs";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { photosById } from "#app/server/photos/queries.server";
import { readEditedPage } from "#app/server/site-words/changes.server";
import { livePartsOf } from "#app/server/site-words/live-parts.server";

import type { Route } from "./+types/page-preview";

export const handle = contentPage;

/** Never kept by a cache, never indexed: the owner's draft is for the owner alone. */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers = () => PRIVATE;

/** The draft's own title and description, as search engines would read them once published, never indexed. */
export const meta = ({ loaderData }: Route.MetaArgs) => {
  const draft = loaderData?.draft;
  const seo = draft && "seo" in draft ? draft.seo : undefined;
  const page = loaderData && loaderData.page !== "notice" ? findPageInfo(PAGE_TITLES[loaderData.page].path) : undefined;
  const words =
    seo && page
      ? pageMeta({ ...page, ...fillFactsIn(seo, factWords) }, undefined).filter(
          (tag) => "title" in tag || ("name" in tag && tag.name === "description"),
        )
      : [{ title: "Preview of a draft · Nestz" }];
  return [...words, { name: "robots", content: "noindex, nofollow" }];
};

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  if (!isPageKey(params.page)) throw data(null, { status: 404, headers: PRIVATE });
  const edited = await readEditedPage(params.page);
  const pictures = Object.fromEntries(await photosById(pictureIdsOf(edited.draft)));
  // The product's photos and the map's towns, as the live page shows them beside the words.
  const live = isContentPageKey(params.page) ? livePartsOf(params.page) : {};
  return data(
    { page: params.page, draft: edited.draft as PageWordsByKey[typeof params.page], pictures, live },
    { headers: PRIVATE },
  );
}

/** The draft exactly as the page will show it, inside the site's own frame, with a way back to the editor. */
export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page, pictures, live } = loaderData;
  // As visitors will read it: every fact named in braces filled in, on every page.
  const draft = fillFactsIn(loaderData.draft, factWords);
  const ContentPage = isContentPageKey(page) ? CONTENT_PAGE_VIEWS[page] : null;
  return (
    <>
      <p className="bg-sky-soft px-4 py-2 text-center text-sm sm:px-6">
        A preview of your draft: only you can see it.{" "}
        <a href={`/admin/pages/${page}`} target="_top" className="font-semibold">
          Back to the editor
        </a>{" "}
        ·{" "}
        <a href={`/admin/pages/${page}/widths`} target="_top" className="font-semibold">
          See it at phone and desk widths
        </a>
      </p>
      {ContentPage ? (
        <ContentPage words={shownContent(draft as ContentWords, factWords, (id) => pictures[id])} {...live} />
      ) : null}
      {page === "home" ? <HomePage words={draft as PageWordsByKey["home"]} /> : null}
      {page === "story" ? <StoryPage words={draft as PageWordsByKey["story"]} pictures={pictures} /> : null}
      {page === "faq" ? (
        <FaqPage
          hero={(draft as PageWordsByKey["faq"]).hero ?? faqHero}
          faqs={(draft as PageWordsByKey["faq"]).entries}
          closing={(draft as PageWordsByKey["faq"]).closing ?? faqClosing}
        />
      ) : null}
      {page === "notice" ? (
        <>
          <SiteNotice notice={draft as PageWordsByKey["notice"]} />
          <p className="mx-auto max-w-4xl px-4 py-12 text-lg sm:px-6">
            {(draft as PageWordsByKey["notice"]).text.trim()
              ? "The notice shows above every page of the site like this until its last day."
              : "No notice: the site shows none."}
          </p>
        </>
      ) : null}
    </>
  );
}
