import { contentPage } from "#app/components/islands/page-scripts";
import { FaqPage } from "#app/components/site/info/faq-page";
import { faqClosing, faqHero } from "#app/content/site/faq";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownPageWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/faq";

export const meta = metaFromWords(pageInfo("/FAQ"));
export const handle = contentPage;

/** The owner's published words with the site's facts filled in, from memory (no query per view). */
export function loader() {
  const words = shownPageWords("faq");
  return {
    seo: words.seo,
    hero: words.hero ?? faqHero,
    faqs: words.entries,
    closing: words.closing ?? faqClosing,
  };
}

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage hero={loaderData.hero} faqs={loaderData.faqs} closing={loaderData.closing} />;
}
