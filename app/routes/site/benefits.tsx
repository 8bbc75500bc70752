import { contentPage } from "#app/components/islands/page-scripts";
import { BenefitsPage } from "#app/components/site/info/benefits-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/benefits";

export const meta = metaFromWords(pageInfo("/Benefits"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownWords("benefits");
  return { seo: words.seo, words };
}

export default function BenefitsRoute({ loaderData }: Route.ComponentProps) {
  return <BenefitsPage words={loaderData.words} />;
}
