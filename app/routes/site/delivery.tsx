import { DeliveryPage } from "#app/components/delivery/delivery-page";
import { estimatorStart } from "#app/components/delivery/fee-estimate";
import { contentPage } from "#app/components/islands/page-scripts";
import { pageInfo } from "#app/content/site/pages";
import { metaFromWords } from "#app/content/site/seo";
import { zipAnswer } from "#app/server/delivery/fee.server";
import { livePartsOf } from "#app/server/site-words/live-parts.server";
import { shownWords } from "#app/server/site-words/published-words.server";

import type { Route } from "./+types/delivery";

export const meta = metaFromWords(pageInfo("/Delivery"));
export const handle = contentPage;

/**
 * Runs at build time for the prerendered page. The maps themselves are drawn
 * into the HTML on the server (<Art>); the page needs only the town names
 * its captions list, and the owner's published words (from memory, facts
 * filled in). With ?zip=… or ?miles=… (the estimator without JavaScript) the
 * server renders the page per request, with the answer.
 */
export function loader({ request }: Route.LoaderArgs) {
  const words = shownWords("delivery");
  return {
    seo: words.seo,
    words,
    ...livePartsOf("delivery"),
    estimate: estimatorStart(new URL(request.url).searchParams, zipAnswer),
  };
}

export default function DeliveryRoute({ loaderData }: Route.ComponentProps) {
  return <DeliveryPage words={loaderData.words} towns={loaderData.towns} estimate={loaderData.estimate} />;
}
