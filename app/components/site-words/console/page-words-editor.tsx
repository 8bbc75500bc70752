import type { ReactNode } from "react";

import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { SendButton } from "#app/components/ui/send-button";
import { Textarea } from "#app/components/ui/textarea";
import type { HeroLines, HomeWords, PageSeo, StoryWords, WordsPicture } from "#app/domain/site-words/blocks";
import { WORDS_LIMITS } from "#app/domain/site-words/blocks";
import type { WordsErrors } from "#app/domain/site-words/checker";
import { typedTextOf } from "#app/domain/site-words/forms";

import { RowMoves } from "./row-moves";

/** A photo of the library as the editor offers it. */
export interface LibraryPhotoChoice {
  id: number;
  alt: string;
  productName: string;
}

export const BOX = "grid gap-4 rounded-xl border border-stone-200 bg-white p-5";
/** The first message for a field or anything inside it (a list's items report under the list). */
export function errorUnder(errors: WordsErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const key = Object.keys(errors).find((candidate) => candidate.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

export function SeoFields({ seo, errors }: { seo: PageSeo; errors: WordsErrors }) {
  return (
    <fieldset className={BOX}>
      <legend className="px-1 text-lg font-semibold">In search results and link previews</legend>
      <Field
        label="Page title"
        hint="Shown as the browser tab's title and the search result's headline."
        name="seoTitle"
        defaultValue={seo.title}
        error={errors["seo.title"]}
        required
      />
      <Textarea
        label="Description"
        hint="One or two sentences a search result shows under the title."
        name="seoDescription"
        defaultValue={seo.description}
        error={errors["seo.description"]}
        rows={3}
        required
      />
    </fieldset>
  );
}

export function HeroFields({
  hero,
  errors,
  leadHint,
  children,
}: {
  hero: HeroLines;
  errors: WordsErrors;
  leadHint: string;
  /** More fields of the top of the page (a content page's photo). */
  children?: ReactNode;
}) {
  return (
    <fieldset className={BOX}>
      <legend className="px-1 text-lg font-semibold">Top of the page</legend>
      <Field
        label="Small line above the title (optional)"
        name="eyebrow"
        defaultValue={hero.eyebrow}
        error={errors["hero.eyebrow"]}
      />
      <Field label="Title" name="heroTitle" defaultValue={hero.title} error={errors["hero.title"]} required />
      <Textarea
        label="Opening words"
        hint={leadHint}
        name="lead"
        defaultValue={hero.lead}
        error={errors["hero.lead"]}
        rows={4}
        required
      />
      {children}
    </fieldset>
  );
}

/** A library picture and the description this page gives it: chosen from a list, no script needed. */
export function PictureFields({
  picture,
  library,
  names,
  errors,
  label = "Picture (optional)",
}: {
  picture: WordsPicture | null | undefined;
  library: readonly LibraryPhotoChoice[];
  names: { photoId: string; description: string };
  errors: { photoId: string | undefined; description: string | undefined };
  label?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        label={label}
        hint="From the photo library, where product photos are uploaded."
        name={names.photoId}
        defaultValue={picture?.photoId ? String(picture.photoId) : ""}
        error={errors.photoId}
        options={[
          { value: "", label: "No picture" },
          ...library.map((photo) => ({ value: String(photo.id), label: `${photo.productName}: ${photo.alt}` })),
        ]}
      />
      <Field
        label="Picture's description"
        hint="What a visitor who cannot see it should know. Required with a picture."
        name={names.description}
        defaultValue={picture?.description ?? ""}
        error={errors.description}
      />
    </div>
  );
}

/** The home page's words: search, the top of the page, and the six tiles' names (their places stay as designed). */
export function HomeFields({ words, errors }: { words: HomeWords; errors: WordsErrors }) {
  return (
    <div className="grid gap-6">
      <SeoFields seo={words.seo} errors={errors} />
      <HeroFields
        hero={words.hero}
        errors={errors}
        leadHint="The page adds how many units are ready after these words, from the figure you keep under Site facts."
      />
      <input type="hidden" name="count" value={words.tiles.length} />
      {errors.tiles ? <p className="font-semibold text-cedar-800">{errors.tiles}</p> : null}
      {words.tiles.map((tile, index) => (
        // The tiles never move: their place on the page is their name here.
        <fieldset key={index} className={BOX}>
          <legend className="px-1 text-lg font-semibold">Tile {index + 1}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Title"
              name={`tileTitle-${index}`}
              defaultValue={tile.title}
              error={errors[`tiles.${index}.title`]}
              required
            />
            <Field
              label="Subtitle"
              name={`tileSubtitle-${index}`}
              defaultValue={tile.subtitle}
              error={errors[`tiles.${index}.subtitle`]}
              required
            />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The story's words: search, its opening, and its chapters in order. */
export function StoryFields({
  words,
  errors,
  library,
}: {
  words: StoryWords;
  errors: WordsErrors;
  /** The photo library's pictures a chapter may show. */
  library: readonly LibraryPhotoChoice[];
}) {
  const { chapters } = words;
  return (
    <div className="grid gap-6">
      <SeoFields seo={words.seo} errors={errors} />
      <HeroFields hero={words.hero} errors={errors} leadHint="A paragraph beside the forest picture." />
      <input type="hidden" name="count" value={chapters.length} />
      {errors.chapters ? <p className="font-semibold text-cedar-800">{errors.chapters}</p> : null}
      {chapters.map((chapter, index) => {
        const at = (field: string) => errorUnder(errors, `chapters.${index}.${field}`);
        const name = chapter.heading || `chapter ${index + 1}`;
        const link = chapter.links[0];
        return (
          // A chapter's place is its name in the form; moving one redraws the whole list.
          <fieldset key={`${index}-${chapter.heading}`} className={BOX}>
            <legend className="px-1 text-lg font-semibold">Chapter {index + 1}</legend>
            <Field
              label="Heading"
              name={`heading-${index}`}
              defaultValue={chapter.heading}
              error={at("heading")}
              required
            />
            <Textarea
              label="Text"
              hint={`Plain words; leave a blank line between paragraphs, and start each line of a list with "- ". Up to ${WORDS_LIMITS.paragraph.toLocaleString("en-US")} characters a paragraph.`}
              name={`body-${index}`}
              defaultValue={typedTextOf(chapter.body)}
              error={at("body")}
              rows={4}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Link address (optional)"
                hint="A page of the site, such as /Specs, or https://…"
                name={`linkTo-${index}`}
                defaultValue={link?.to ?? ""}
                error={at("links.0.to") ?? (errors[`chapters.${index}.links`] || undefined)}
              />
              <Field
                label="Link words"
                name={`linkLabel-${index}`}
                defaultValue={link?.label ?? ""}
                error={at("links.0.label")}
              />
            </div>
            <PictureFields
              picture={chapter.picture}
              library={library}
              names={{ photoId: `photoId-${index}`, description: `pictureDescription-${index}` }}
              errors={{ photoId: at("picture.photoId"), description: at("picture.description") }}
            />
            <RowMoves name={name} index={index} count={chapters.length} />
          </fieldset>
        );
      })}
      <div>
        <SendButton label="Add a chapter" busyLabel="Adding…" name="intent" value="add" variant="secondary" />
      </div>
    </div>
  );
}
