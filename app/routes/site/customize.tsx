import { contentPage } from "#app/components/islands/page-scripts";
import { CustomizePage } from "#app/components/site/info/customize-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/customize";

export const meta = metaFromWords(pageInfo("/Customize"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownWords("customize");
  return { seo: words.seo, words };
}

export default function CustomizeRoute({ loaderData }: Route.ComponentProps) {
  return <CustomizePage words={loaderData.words} />;
}
