import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { SocialFeed } from "#app/components/site/social/social-feed";
import { pageInfo } from "#app/content/site/pages";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { metaFor } from "#app/content/site/seo";
import { hashtag, socialNetworks } from "#app/content/site/social";
import { joinList } from "#app/domain/common/text";

const page = pageInfo("/Social");

export const meta = metaFor(page);
export const handle = contentPage;

const ideas = [
  "A guest room with its own door",
  "A studio that smells of paint and coffee",
  "A quiet office at the end of the garden",
  "A rental that pays its own way",
  "A retreat for reading and rain",
  "A workshop for the next big project",
];

export default function SocialPage() {
  const { config } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow="Social"
        title="Nestz life: little space, big living"
        lead={
          <p>
            How would you use a Nestz? Show us. Share photos of your space, tag them {hashtag}, and follow along on{" "}
            {joinList(socialNetworks.map((network) => network.name))} for builds, deliveries and ideas from other
            owners.
          </p>
        }
        art={
          <Art
            name="unit-exterior"
            alt={pictureDescriptions.unitExterior}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      />
      {/* Without a feed there are no posts to promise: the section invites them instead. */}
      <Section
        id="feed"
        title={config.socialFeedId ? `Posts tagged ${hashtag}` : `Share yours with ${hashtag}`}
        intro={
          config.socialFeedId ? (
            <p>Posts tagged {hashtag} may be featured here. The feed loads when you reach it.</p>
          ) : (
            <p>Owners share their spaces with {hashtag}. Add yours and we may feature it on our channels.</p>
          )
        }
      >
        {/* Without a feed the fallback is plain HTML: nothing to load. */}
        {config.socialFeedId ? (
          <Island name="social-feed" component={SocialFeed} props={{ feedId: config.socialFeedId }} />
        ) : (
          <SocialFeed feedId={null} />
        )}
      </Section>
      <Section id="ideas" title="A few ideas to borrow" tone="mist">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ideas.map((idea) => (
            <li key={idea} className="rounded-xl bg-white p-5 font-serif text-xl text-evergreen-900 shadow-sm">
              {idea}
            </li>
          ))}
        </ul>
      </Section>
      <NextStep
        title="Have a use we haven't thought of?"
        emailSubject="My Nestz idea"
        links={[
          { to: "/Customize", label: "See what you can customize" },
          { to: "/Office", label: "Start from the Office Nestz" },
        ]}
      />
    </>
  );
}
