import { Art } from "#app/components/art/art";
import {
  ArrangeSection,
  FeeSection,
  PlacementSection,
  SiteSection,
  TimingSection,
} from "#app/components/delivery/delivery-sections";
import { estimatorStart } from "#app/components/delivery/fee-estimate";
import { FlatFeeMap } from "#app/components/delivery/flat-fee-map";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { AnchorButton } from "#app/components/ui/button";
import { delivery, deliveryService } from "#app/content/facts";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { formatCentsShort } from "#app/domain/common/money";
import { zipAnswer } from "#app/server/delivery/fee.server";
import { getDeliveryMap } from "#app/server/delivery/map.server";

import type { Route } from "./+types/delivery";

const page = pageInfo("/Delivery");
const flat = formatCentsShort(delivery.flatFeeCents);
const perMile = formatCentsShort(delivery.perMileCents);
const radius = delivery.flatRadiusMiles;

export const meta = metaFor(page);
export const handle = contentPage;

/**
 * Runs at build time for the prerendered page. The maps themselves are drawn
 * into the HTML on the server (<Art>); the page needs only the town names
 * its captions list. With ?zip=… or ?miles=… (the estimator without
 * JavaScript) the server renders the page per request, with the answer.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { townsInside, townsOutside } = getDeliveryMap();
  return {
    towns: { townsInside, townsOutside },
    estimate: estimatorStart(new URL(request.url).searchParams, zipAnswer),
  };
}

export default function DeliveryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Straight to your property"
        title={page.title}
        tone="sky"
        lead={
          <p>
            We bring your Nestz to your own property, anywhere in {delivery.stateNames.WA} or {delivery.stateNames.OR},
            and set it down where you&rsquo;d like it. Within {radius} miles of Portland International Airport (PDX)
            delivery is a flat {flat}; farther out, add {perMile} for every mile past the first {radius}.
          </p>
        }
        art={
          <Art
            name="delivery-rig"
            alt={`Our truck towing a flatbed trailer with a Nestz on its deck, drawn to scale, and the ${deliveryService.forklift} ${deliveryService.forkliftKind} riding on the back of the trailer`}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      >
        <AnchorButton href="#fees">Work out your fee</AnchorButton>
        <AnchorButton href="#map" variant="secondary">
          See the map
        </AnchorButton>
      </PageHero>
      <Section
        id="map"
        title={`Where the ${flat} flat fee reaches`}
        tone="white"
        intro={
          <p>
            Anywhere inside the circle, {radius} miles around PDX, delivery costs {flat}. Anywhere else in{" "}
            {delivery.stateNames.WA} or {delivery.stateNames.OR}, we still come to you, for {perMile} a mile past the
            first {radius}.
          </p>
        }
      >
        <FlatFeeMap towns={loaderData.towns} />
      </Section>
      <FeeSection estimate={loaderData.estimate} />
      <PlacementSection />
      <SiteSection />
      <TimingSection />
      <ArrangeSection />
      <NextStep
        title="Let's find your delivery date"
        emailSubject="Booking a Nestz delivery date"
        links={[
          { to: "/Contact#quote", label: "Request a quote" },
          { to: "/FAQ", label: "Read the FAQ" },
          { to: "/Specs", label: "See the specs" },
        ]}
      >
        <p>
          Tell us where your Nestz is going and when you&rsquo;d like it. We&rsquo;ll confirm the fee for your address
          and book the day with you, by phone or by email.
        </p>
      </NextStep>
    </>
  );
}
