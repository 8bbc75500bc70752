import { z } from "#app/domain/common/zod";

import type { PageKey, PageWordsByKey } from "./blocks";
import { fitsDesign } from "./content-pages";
import { CONTENT_DESIGNS, type ContentPageKey, isContentPageKey } from "./designs";

const link = z.object({ to: z.string(), label: z.string() });

const seo = z.object({ title: z.string(), description: z.string() });
const hero = z.object({ eyebrow: z.string(), title: z.string(), lead: z.string() });
const textBlock = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("paragraph"), text: z.string() }),
  z.object({ kind: z.literal("list"), items: z.array(z.string()) }),
]);
const section = z.object({
  heading: z.string(),
  body: z.array(textBlock),
  links: z.array(link),
  picture: z.object({ photoId: z.number(), description: z.string() }).nullable(),
});

const picture = z.object({ photoId: z.number(), description: z.string() });

const contentWords = z.object({
  seo,
  hero,
  picture: picture.nullable().optional(),
  parts: z.array(
    z.object({
      id: z.string(),
      heading: z.string(),
      intro: z.array(textBlock),
      items: z.array(
        z.object({
          title: z.string(),
          text: z.array(textBlock),
          link: link.nullable(),
          // Spec rows only (docs/decisions/0165); other items hold none.
          spec: z
            .object({
              figure: z.object({ value: z.number(), unit: z.string() }).nullable(),
              optional: z.boolean(),
              note: z.string(),
            })
            .optional(),
        }),
      ),
    }),
  ),
});

const shapes: { [K in Exclude<PageKey, ContentPageKey>]: z.ZodType<PageWordsByKey[K]> } = {
  home: z.object({ seo, hero, tiles: z.array(z.object({ title: z.string(), subtitle: z.string() })) }),
  story: z.object({ seo, hero, chapters: z.array(section) }),
  faq: z.object({
    seo: seo.optional(),
    hero: hero.optional(),
    entries: z.array(
      z.object({ id: z.string(), question: z.string(), answer: z.array(z.string()), link: link.nullable() }),
    ),
    closing: z.object({ heading: z.string(), paragraphs: z.array(z.string()) }).optional(),
  }),
  notice: z.object({ text: z.string(), link: link.nullable(), endsOn: z.string().nullable() }),
};

/** Words read back from storage in the shape their page holds, or null when they are not (never shown then). */
export function readStoredWords<K extends PageKey>(page: K, value: unknown): PageWordsByKey[K] | null {
  if (isContentPageKey(page)) {
    // A content page's words must also still fit its design: words from before a part was added are not shown.
    const parsed = contentWords.safeParse(value);
    return parsed.success && fitsDesign(CONTENT_DESIGNS[page], parsed.data) ? (parsed.data as PageWordsByKey[K]) : null;
  }
  const parsed = shapes[page as Exclude<PageKey, ContentPageKey>].safeParse(value);
  return parsed.success ? (parsed.data as PageWordsByKey[K]) : null;
}
