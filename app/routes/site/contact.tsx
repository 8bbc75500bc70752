import { contentPage } from "#app/components/islands/page-scripts";
import { ContactPage } from "#app/components/site/info/contact-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/contact";
import { handleQuoteForm, quoteFormStart } from "./contact.server";

export const meta = metaFromWords(pageInfo("/Contact"));
export const handle = contentPage;

/**
 * The owner's published words with the site's facts filled in, from memory; the quote form's start at build
 * time for the prerendered page, per request for a pre-filled link (?model=…) or a signed-in buyer.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const words = shownWords("contact");
  return { seo: words.seo, words, quote: await quoteFormStart(request) };
}

export const action = ({ request }: Route.ActionArgs) => handleQuoteForm(request);

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage words={loaderData.words} quote={loaderData.quote} outcome={actionData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
