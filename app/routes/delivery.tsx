import { DeliveryMap } from "#app/components/delivery/delivery-map";
import {
  ArrangeSection,
  FeeSection,
  PlacementSection,
  SiteSection,
  TimingSection,
} from "#app/components/delivery/delivery-sections";
import { DeliveryRig } from "#app/components/illustrations/delivery-rig";
import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { Section } from "#app/components/page/section";
import { AnchorButton } from "#app/components/ui/button";
import { delivery } from "#app/content/facts";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";
import { formatCentsShort } from "#app/domain/money";
import { getDeliveryMap } from "#app/server/delivery-map.server";
import type { Route } from "./+types/delivery";

const page = pageInfo("/Delivery");
const flat = formatCentsShort(delivery.flatFeeCents);
const perMile = formatCentsShort(delivery.perMileCents);
const radius = delivery.flatRadiusMiles;

export const meta = metaFor(page);

/** Runs at build time for the prerendered page: the browser gets finished SVG paths. */
export function loader() {
  return { map: getDeliveryMap() };
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
        art={<DeliveryRig className="h-auto w-full rounded-2xl" />}
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
        <DeliveryMap map={loaderData.map} />
      </Section>
      <FeeSection />
      <PlacementSection />
      <SiteSection />
      <TimingSection />
      <ArrangeSection />
      <NextStep
        title="Let's find your delivery date"
        emailSubject="Booking a Nestz delivery date"
        links={[
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
