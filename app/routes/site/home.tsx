import { contentPage } from "#app/components/islands/page-scripts";
import { HomePage } from "#app/components/site/home/home-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownPageWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/home";

export const meta = metaFromWords(pageInfo("/"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  return shownPageWords("home");
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage words={loaderData} />;
}
