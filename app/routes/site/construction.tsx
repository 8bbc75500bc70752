import { contentPage } from "#app/components/islands/page-scripts";
import { ConstructionPage } from "#app/components/site/info/construction-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/construction";

export const meta = metaFromWords(pageInfo("/Construction"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownWords("construction");
  return { seo: words.seo, words };
}

export default function ConstructionRoute({ loaderData }: Route.ComponentProps) {
  return <ConstructionPage words={loaderData.words} />;
}
