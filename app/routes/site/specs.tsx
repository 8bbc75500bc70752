import { contentPage } from "#app/components/islands/page-scripts";
import { SpecsPage } from "#app/components/site/info/specs-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/specs";

export const meta = metaFromWords(pageInfo("/Specs"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownWords("specs");
  return { seo: words.seo, words };
}

export default function SpecsRoute({ loaderData }: Route.ComponentProps) {
  return <SpecsPage words={loaderData.words} />;
}
