import { z } from "#app/domain/common/zod";

import type { PageKey, PageWordsByKey } from "./blocks";

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

const shapes: { [K in PageKey]: z.ZodType<PageWordsByKey[K]> } = {
  home: z.object({ seo, hero, tiles: z.array(z.object({ title: z.string(), subtitle: z.string() })) }),
  story: z.object({ seo, hero, chapters: z.array(section) }),
  faq: z.object({
    seo: seo.optional(),
    entries: z.array(
      z.object({ id: z.string(), question: z.string(), answer: z.array(z.string()), link: link.nullable() }),
    ),
  }),
  notice: z.object({ text: z.string(), link: link.nullable(), endsOn: z.string().nullable() }),
};

/** Words read back from storage in the shape their page holds, or null when they are not (never shown then). */
export function readStoredWords<K extends PageKey>(page: K, value: unknown): PageWordsByKey[K] | null {
  const parsed = shapes[page].safeParse(value);
  return parsed.success ? parsed.data : null;
}
