import { contentPage } from "#app/components/islands/page-scripts";
import { StoryPage } from "#app/components/site/story/story-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { picturesFor, shownPageWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/story";

export const meta = metaFromWords(pageInfo("/story"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownPageWords("story");
  return { seo: words.seo, words, pictures: picturesFor(words) };
}

export default function StoryRoute({ loaderData }: Route.ComponentProps) {
  return <StoryPage words={loaderData.words} pictures={loaderData.pictures} />;
}
