import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { WordsText } from "#app/components/site/words-text";
import { LinkButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";
import { BENEFIT_ICONS, type BenefitGroupId } from "#app/domain/site-words/designs/benefits";

import { BenefitGrid } from "./benefit-grid";

const GROUPS = Object.keys(BENEFIT_ICONS) as BenefitGroupId[];

/** The Benefits page in the owner's words (facts already filled in): the layout, icons and drawings are the site's. */
export function BenefitsPage({ words }: { words: ShownContentWords }) {
  const permits = partOf(words, "permits");
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
        <LinkButton to="/Shop">See the homes</LinkButton>
        <LinkButton to="/Specs" variant="secondary">
          Read the specs
        </LinkButton>
      </PageHero>

      {GROUPS.map((id, index) => {
        const group = partOf(words, id);
        return (
          <Section key={id} id={id} title={group.heading} tone={index % 2 ? "white" : "paper"}>
            <BenefitGrid cards={group.items} icons={BENEFIT_ICONS[id]} />
            {id === "flexible" ? (
              <figure className="mt-8 overflow-hidden rounded-2xl border border-stone-200 bg-white md:grid md:grid-cols-[1fr_1.2fr] md:items-center">
                <Art
                  name="modular-layout-stacked"
                  alt={pictureDescriptions.modularLayouts.stacked}
                  className="h-auto w-full"
                />
                <figcaption className="p-6 text-lg text-stone-700">
                  <WordsText blocks={partOf(words, "grow").intro} />
                </figcaption>
              </figure>
            ) : null}
          </Section>
        );
      })}

      <div className="bg-paper">
        <div className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
          <aside
            aria-labelledby="permits-heading"
            className="rounded-2xl border-l-8 border-cedar-500 bg-cedar-100 p-6 sm:p-8"
          >
            <h2 id="permits-heading" className="text-2xl sm:text-3xl">
              {permits.heading}
            </h2>
            <div className="prose-nestz mt-3 text-lg text-stone-800">
              <WordsText blocks={permits.intro} />
            </div>
            <Link
              to="/FAQ#utilities"
              className="mt-3 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              Read the FAQ on utilities and rules
            </Link>
          </aside>
        </div>
      </div>

      <NextStep
        title={partOf(words, "next").heading}
        emailSubject="Interested in a Nestz"
        links={[
          { to: "/Customize", label: "Customize" },
          { to: "/FAQ", label: "FAQ" },
        ]}
      />
    </>
  );
}
