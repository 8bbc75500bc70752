import type { ReactNode } from "react";

import { WordsText } from "#app/components/site/words-text";
import { MoreLink } from "#app/components/ui/more-link";
import type { PageLink } from "#app/content/paths";
import type { TextBlock } from "#app/domain/site-words/blocks";

export interface Idea {
  title: string;
  /** The site's text… */
  text?: ReactNode;
  /** …or the owner's words, as paragraphs and lists. */
  words?: readonly TextBlock[];
  /** Where to read more, under the text. */
  link?: PageLink;
}

const tones = {
  white: "border border-stone-200 bg-white",
  /** For what is not offered yet. */
  dashed: "border-2 border-dashed border-stone-400 bg-transparent",
};

/** Short cards (uses, ideas, options); each title is an <h3> under the section's <h2>. */
export function IdeaCards({
  items,
  columns = 3,
  tone = "white",
}: {
  items: readonly Idea[];
  columns?: 2 | 3;
  tone?: keyof typeof tones;
}) {
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : "max-w-4xl"}`}>
      {items.map((item) => (
        <li key={item.title} className={`rounded-2xl p-5 ${tones[tone]}`}>
          <h3 className="text-xl">{item.title}</h3>
          {item.words ? (
            <WordsText blocks={item.words} className="mt-2 text-stone-700" />
          ) : (
            <p className="mt-2 text-stone-700">{item.text}</p>
          )}
          {item.link ? <MoreLink link={item.link} space="mt-1" /> : null}
        </li>
      ))}
    </ul>
  );
}
