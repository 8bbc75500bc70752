import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { useSiteData } from "#app/components/layout/use-site-data";
import { JsonLd } from "#app/components/seo/json-ld";
import { ContactBanner } from "#app/components/site/home/contact-banner";
import { Directory } from "#app/components/site/home/directory";
import { MicroHousing } from "#app/components/site/home/micro-housing";
import { Walkthrough } from "#app/components/site/home/walkthrough";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { localBusinessSchema } from "#app/content/site/business-schema";
import { telHref } from "#app/domain/common/phone";
import type { HomeWords } from "#app/domain/site-words/blocks";

/** The home page around the owner's words: the published ones, or a draft in preview. */
export function HomePage({ words }: { words: HomeWords }) {
  const { config } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={
          <p>
            {words.hero.lead} <LiveFact name="units-ready-sentence" />
          </p>
        }
        art={
          <Art
            name="unit-exterior"
            alt="A Nestz among evergreens: wood-look siding in a dark steel frame, a white door in the middle and a window on each side"
            className="overflow-hidden rounded-2xl"
          />
        }
      >
        <AnchorButton href={telHref(config.contactPhone)}>Call {config.contactPhone}</AnchorButton>
        <LinkButton to="/Shop" variant="secondary">
          See the homes
        </LinkButton>
      </PageHero>
      <ContactBanner phone={config.contactPhone} email={config.contactEmail} />
      <Island name="walkthrough" component={Walkthrough} props={{ url: config.walkthroughUrl }} />
      <MicroHousing />
      <Directory tiles={words.tiles} />
      <NextStep
        links={[
          { to: "/Contact#quote", label: "Request a quote" },
          { to: "/Specs", label: "Read the specs" },
          { to: "/Delivery", label: "How delivery works" },
        ]}
      />
      <JsonLd data={localBusinessSchema(config, words.seo.description)} />
    </>
  );
}
