import { contentPage } from "#app/components/islands/page-scripts";
import { FaqPage } from "#app/components/site/info/faq-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { publishedWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/faq";

const page = pageInfo("/FAQ");

export const meta = metaFromWords(page);
export const handle = contentPage;

/** The owner's published questions, from memory (no query per view). */
export function loader() {
  const words = publishedWords("faq");
  return { seo: words.seo, faqs: words.entries };
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage title={page.title} faqs={loaderData.faqs} />;
}
