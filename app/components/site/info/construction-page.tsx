import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { WordsText } from "#app/components/site/words-text";
import { AnchorButton } from "#app/components/ui/button";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";

import { ConstructionJourney, stageAlt } from "./construction-journey";

/** The Construction page in the owner's words (facts already filled in): the drawings and the path are the site's. */
export function ConstructionPage({ words }: { words: ShownContentWords }) {
  const journey = partOf(words, "journey");
  const next = partOf(words, "next");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={
          <>
            <p>{words.hero.lead}</p>
            <WordsText blocks={partOf(words, "welcome").intro} className="mt-4" />
          </>
        }
        art={heroArt(
          words,
          <Art
            name="build-stage-siding"
            alt={stageAlt.siding}
            className="h-auto w-full overflow-hidden rounded-2xl border border-stone-200"
          />,
        )}
      >
        <AnchorButton href="#journey">Start with the frame</AnchorButton>
      </PageHero>

      <Section id="journey" long title={journey.heading} intro={<WordsText blocks={journey.intro} />}>
        <ConstructionJourney steps={journey.items} />
      </Section>

      <NextStep
        title={next.heading}
        emailSubject="Question about how a Nestz is built"
        links={[
          { to: "/Delivery", label: "How delivery works" },
          { to: "/Customize", label: "Make it yours" },
        ]}
      >
        <WordsText blocks={next.intro} />
      </NextStep>
    </>
  );
}
