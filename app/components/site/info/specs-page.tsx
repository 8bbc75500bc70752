import { Art } from "#app/components/art/art";
import { DocumentLink } from "#app/components/documents/buyer/document-link";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { WordsText } from "#app/components/site/words-text";
import { AnchorButton } from "#app/components/ui/button";
import { specSheets } from "#app/content/documents/documents";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { specGroupsOf } from "#app/content/site/specs";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";

import { Blueprint } from "./blueprint";
import { AvailabilityBadge, SpecList } from "./spec-list";

/** The Specs page in the owner's words (facts already filled in): the plans, badges and the code's rows are the site's. */
export function SpecsPage({ words }: { words: ShownContentWords }) {
  const blueprint = partOf(words, "blueprint");
  const next = partOf(words, "next");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={<p>{words.hero.lead}</p>}
        art={heroArt(
          words,
          <Art name="unit-exterior" alt={pictureDescriptions.unitExterior} className="h-auto w-full" />,
        )}
      >
        <AnchorButton href="#blueprint">See the floor plans</AnchorButton>
        <AnchorButton href="#spec-sheet" variant="secondary">
          Read the spec sheet
        </AnchorButton>
      </PageHero>

      <Section id="blueprint" title={blueprint.heading} intro={<WordsText blocks={blueprint.intro} />}>
        <Blueprint />
      </Section>

      <Section
        id="spec-sheet"
        tone="mist"
        long
        title={partOf(words, "sheet").heading}
        intro={
          <>
            <p>
              Every figure for every Nestz, in one place. Items marked <AvailabilityBadge availability="standard" />{" "}
              come with the unit; items marked <AvailabilityBadge availability="optional" /> are yours to add.
            </p>
          </>
        }
      >
        <SpecList groups={specGroupsOf(words)} />
        <div className="mt-8">
          <WordsText blocks={partOf(words, "paper").intro} className="max-w-2xl text-lg" />
          <div className="mt-4 flex flex-wrap gap-3">
            {Object.values(specSheets).map((sheet) => (
              <DocumentLink key={sheet.path} document={sheet} />
            ))}
          </div>
        </div>
      </Section>

      <NextStep
        title={next.heading}
        emailSubject="Question about Nestz specs"
        links={[
          { to: "/Customize", label: "Ways to customize" },
          { to: "/bedroom", label: "Bedroom Nestz" },
          { to: "/Office", label: "Office Nestz" },
        ]}
      >
        <WordsText blocks={next.intro} />
      </NextStep>
    </>
  );
}
