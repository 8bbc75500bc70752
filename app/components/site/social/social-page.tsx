import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { heroArt } from "#app/components/site/hero-art";
import { WordsText } from "#app/components/site/words-text";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";

import { SocialFeed } from "./social-feed";

/** The Social page in the owner's words (facts already filled in): the feed, the channels' buttons and the layout are the site's. */
export function SocialPage({ words }: { words: ShownContentWords }) {
  const { config } = useSiteData();
  // Without a feed there are no posts to promise: the section invites them instead.
  const feed = partOf(words, config.socialFeedId ? "feed" : "share");
  const fallback = { steps: partOf(words, "steps"), follow: partOf(words, "follow").heading };
  const ideas = partOf(words, "ideas");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={<p>{words.hero.lead}</p>}
        art={heroArt(
          words,
          <Art
            name="unit-exterior"
            alt={pictureDescriptions.unitExterior}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />,
        )}
      />
      <Section id="feed" title={feed.heading} intro={<WordsText blocks={feed.intro} />}>
        {/* Without a feed the fallback is plain HTML: nothing to load. */}
        {config.socialFeedId ? (
          <Island name="social-feed" component={SocialFeed} props={{ feedId: config.socialFeedId, fallback }} />
        ) : (
          <SocialFeed feedId={null} fallback={fallback} />
        )}
      </Section>
      <Section id="ideas" title={ideas.heading} tone="mist">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ideas.items.map((idea, index) => (
            <li key={index} className="rounded-xl bg-white p-5 font-serif text-xl text-evergreen-900 shadow-sm">
              {idea.title}
            </li>
          ))}
        </ul>
      </Section>
      <NextStep
        title={partOf(words, "next").heading}
        emailSubject="My Nestz idea"
        links={[
          { to: "/Customize", label: "See what you can customize" },
          { to: "/Office", label: "Start from the Office Nestz" },
        ]}
      />
    </>
  );
}
