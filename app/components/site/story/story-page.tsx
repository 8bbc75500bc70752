import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { PhotoPicture } from "#app/components/photos/photo-picture";
import { BirdsongPlayer } from "#app/components/site/story/birdsong-player";
import { StepNumber } from "#app/components/ui/step-number";
import { company } from "#app/content/facts";
import type { PhotoView } from "#app/domain/photos/rules";
import type { StoryWords } from "#app/domain/site-words/blocks";

import { SectionText } from "../section-text";

/** The story page around the owner's words: the published ones, or a draft in preview. */
export function StoryPage({ words, pictures }: { words: StoryWords; pictures: Readonly<Record<number, PhotoView>> }) {
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={
          <>
            <p>{words.hero.lead}</p>
            <div className="mt-6">
              <Island name="birdsong" component={BirdsongPlayer} props={{}} />
            </div>
          </>
        }
        art={
          <Art
            name="forest-path"
            alt="A mossy forest path winding between tall tree trunks toward a bright clearing"
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      />
      <Section
        id="how-it-began"
        title="How it began"
        intro={<p>Nestz was started by {company.founders}. It took a few wrong turns to find the right idea.</p>}
      >
        <StoryChapters chapters={words.chapters} pictures={pictures} />
      </Section>
      <Section id="today" title="Where we are today" tone="mist">
        <div className="prose-nestz text-lg">
          <p>
            Today we are {company.family} in {company.city}. Every Nestz is built in our workshop in {company.workshop},
            then delivered and set down on its owner's land, ready to live in.
          </p>
          <p>
            We still keep that first list close. Each new owner adds to it, and we love hearing what yours will become.
          </p>
        </div>
      </Section>
      <NextStep
        title="Tell us what your Nestz will be"
        emailSubject="Our Nestz story"
        links={[
          { to: "/Social", label: "See how others use theirs" },
          { to: "/Shop", label: "Meet the models" },
        ]}
      />
    </>
  );
}

/** The story's chapters on their timeline: each heading, its text and links, and its picture when it has one. */
export function StoryChapters({
  chapters,
  pictures,
}: {
  chapters: StoryWords["chapters"];
  pictures: Readonly<Record<number, PhotoView>>;
}) {
  return (
    <ol className="relative grid gap-8 border-l-4 border-evergreen-200 pl-8">
      {chapters.map((chapter, index) => (
        // Chapters may share a heading while a draft is written; their place tells them apart.
        <li key={index} className="relative">
          <StepNumber n={index + 1} look="timeline" />
          <h3 className="text-2xl">{chapter.heading}</h3>
          <SectionText section={chapter} className="mt-2 max-w-2xl text-lg" />
          {chapter.picture && pictures[chapter.picture.photoId] ? (
            <PhotoPicture
              // The owner's description for this page, not the photo's own: it says what the chapter needs it to.
              photo={{ ...(pictures[chapter.picture.photoId] as PhotoView), alt: chapter.picture.description }}
              sizes="(min-width: 768px) 42rem, 100vw"
              className="mt-4 h-auto w-full max-w-2xl rounded-xl"
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
