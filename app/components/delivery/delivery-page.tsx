import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { introOf } from "#app/components/site/words-flow";
import { WordsText } from "#app/components/site/words-text";
import { AnchorButton } from "#app/components/ui/button";
import { deliveryService } from "#app/content/facts";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";

import { ArrangeSection, FeeSection, PlacementSection, SiteSection, TimingSection } from "./delivery-sections";
import type { EstimatorStart } from "./fee-estimate";
import { FlatFeeMap } from "./flat-fee-map";
import type { MapTowns } from "./map-alt";

/**
 * The Delivery page in the owner's words (facts already filled in). The maps,
 * the fee table, the estimator and the drawings are the site's. `towns` (the
 * map's captions) and `estimate` (the estimator's answer to `?zip=`) come
 * from the server; the owner's preview has the towns but no estimate.
 */
export function DeliveryPage({
  words,
  towns,
  estimate,
}: {
  words: ShownContentWords;
  towns?: MapTowns;
  estimate?: EstimatorStart;
}) {
  const map = partOf(words, "map");
  const next = partOf(words, "next");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        tone="sky"
        lead={<p>{words.hero.lead}</p>}
        art={heroArt(
          words,
          <Art
            name="delivery-rig"
            alt={`Our truck towing a flatbed trailer with a Nestz on its deck, drawn to scale, and the ${deliveryService.forklift} ${deliveryService.forkliftKind} riding on the back of the trailer`}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />,
        )}
      >
        <AnchorButton href="#fees">Work out your fee</AnchorButton>
        <AnchorButton href="#map" variant="secondary">
          See the map
        </AnchorButton>
      </PageHero>
      <Section id="map" title={map.heading} tone="white" intro={introOf(map.intro)}>
        <FlatFeeMap towns={towns} />
      </Section>
      <FeeSection fees={partOf(words, "fees")} covers={partOf(words, "fee-covers")} estimate={estimate} />
      <PlacementSection steps={partOf(words, "placement")} note={partOf(words, "placement-note")} />
      <SiteSection site={partOf(words, "site")} />
      <TimingSection timing={partOf(words, "timing")} />
      <ArrangeSection arrange={partOf(words, "arrange")} />
      <NextStep
        title={next.heading}
        emailSubject="Booking a Nestz delivery date"
        links={[
          { to: "/Contact#quote", label: "Request a quote" },
          { to: "/FAQ", label: "Read the FAQ" },
          { to: "/Specs", label: "See the specs" },
        ]}
      >
        <WordsText blocks={next.intro} />
      </NextStep>
    </>
  );
}
