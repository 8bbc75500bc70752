import { z } from "#app/domain/common/zod";

import type { PageKey, PageWordsByKey } from "./blocks";

const link = z.object({ to: z.string(), label: z.string() });

const shapes: { [K in PageKey]: z.ZodType<PageWordsByKey[K]> } = {
  faq: z.object({
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
