import { contentPage } from "#app/components/islands/page-scripts";
import { RentPage } from "#app/components/site/info/rent-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/rent";

export const meta = metaFromWords(pageInfo("/Rent"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view); the rates stay live facts. */
export function loader() {
  const words = shownWords("rent");
  return { seo: words.seo, words };
}

export default function RentRoute({ loaderData }: Route.ComponentProps) {
  return <RentPage words={loaderData.words} />;
}
