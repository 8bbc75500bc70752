import type { ReactNode } from "react";

import { WordsText } from "#app/components/site/words-text";
import type { TextBlock } from "#app/domain/site-words/blocks";

/**
 * The owner's text as paragraphs and lists side by side, with no box of their
 * own, for a design whose container already spaces its children (a prose
 * column, a grid). `after` (a live fact the site writes in) ends the last
 * paragraph, as the design had it, or stands alone when the text ends in a list
 * or is empty. Every word is shown as text; nothing typed is markup.
 */
export function WordsFlow({
  blocks,
  className,
  after,
}: {
  blocks: readonly TextBlock[];
  className?: string;
  after?: ReactNode;
}) {
  const last = blocks.at(-1);
  const endsInParagraph = last?.kind === "paragraph";
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index} className={className}>
            {block.text}
            {after && index === blocks.length - 1 ? <> {after}</> : null}
          </p>
        ) : (
          <ul key={index} className="list-disc pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
      {after && !endsInParagraph ? <p className={className}>{after}</p> : null}
    </>
  );
}

/** A band's opening words, or none when the owner wrote none (the band then shows no intro). */
export function introOf(blocks: readonly TextBlock[]): ReactNode {
  return blocks.length > 0 ? <WordsText blocks={blocks} /> : undefined;
}
