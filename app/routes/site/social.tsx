import { contentPage } from "#app/components/islands/page-scripts";
import { SocialPage } from "#app/components/site/social/social-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/social";

export const meta = metaFromWords(pageInfo("/Social"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownWords("social");
  return { seo: words.seo, words };
}

export default function SocialRoute({ loaderData }: Route.ComponentProps) {
  return <SocialPage words={loaderData.words} />;
}
