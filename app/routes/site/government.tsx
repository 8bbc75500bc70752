import { contentPage } from "#app/components/islands/page-scripts";
import { GovernmentPage } from "#app/components/site/info/government-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/government";

export const meta = metaFromWords(pageInfo("/Government"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownWords("government");
  return { seo: words.seo, words };
}

export default function GovernmentRoute({ loaderData }: Route.ComponentProps) {
  return <GovernmentPage words={loaderData.words} />;
}
