import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { WordsLinkView, WordsText } from "#app/components/site/words-text";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import type { ContentItem, ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";

import { LayoutGallery } from "./layout-gallery";

const cardTones = {
  white: "border border-stone-200 bg-white",
  /** For what is not offered yet. */
  dashed: "border-2 border-dashed border-stone-400 bg-transparent",
};

/** The owner's option cards, each title an <h3> under the section's <h2>. */
function OptionCards({ items, tone = "white" }: { items: readonly ContentItem[]; tone?: keyof typeof cardTones }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={index} className={`rounded-2xl p-5 ${cardTones[tone]}`}>
          <h3 className="text-xl">{item.title}</h3>
          <WordsText blocks={item.text} className="mt-2 text-stone-700" />
          {item.link ? <WordsLinkView link={item.link} space="mt-1" /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The Customize page in the owner's words (facts already filled in): the drawings and buttons are the site's. */
export function CustomizePage({ words }: { words: ShownContentWords }) {
  const canvas = partOf(words, "canvas");
  const layouts = partOf(words, "layouts");
  const later = partOf(words, "later");
  const next = partOf(words, "next");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={<p>{words.hero.lead}</p>}
        art={heroArt(
          words,
          <Art
            name="blank-canvas"
            alt="A cutaway of a Nestz interior: white walls and ceiling, a walnut-colored floor, and a paint roller rolling a first stripe of green onto the back wall."
            className="h-auto w-full overflow-hidden rounded-2xl border border-stone-200"
          />,
        )}
      >
        <AnchorButton href="#layouts">Combine units</AnchorButton>
        <LinkButton to="/Paint" variant="secondary">
          Choose a color
        </LinkButton>
      </PageHero>

      <Section id="canvas" tone="white" title={canvas.heading}>
        <div className="prose-nestz text-lg text-stone-700">
          <WordsText blocks={canvas.intro} />
          <p>
            <LinkButton to="/Paint" variant="quiet" className="px-0">
              See the custom paint option
            </LinkButton>
          </p>
        </div>
      </Section>

      {(["rooms", "comfort"] as const).map((id, index) => {
        const group = partOf(words, id);
        return (
          <Section
            key={id}
            id={id}
            tone={index % 2 ? "white" : "paper"}
            title={group.heading}
            intro={<WordsText blocks={group.intro} />}
          >
            <OptionCards items={group.items} />
          </Section>
        );
      })}

      <Section id="layouts" tone="mist" title={layouts.heading} intro={<WordsText blocks={layouts.intro} />}>
        <LayoutGallery ideas={layouts.items} />
      </Section>

      <Section id="later" title={later.heading} intro={<WordsText blocks={later.intro} />}>
        <OptionCards items={later.items} tone="dashed" />
      </Section>

      <NextStep
        title={next.heading}
        emailSubject="Customizing a Nestz"
        links={[
          { to: "/Specs", label: "See the specs" },
          { to: "/Kitchen", label: "Kitchen option" },
          { to: "/Paint", label: "Paint option" },
        ]}
      >
        <WordsText blocks={next.intro} />
      </NextStep>
    </>
  );
}
