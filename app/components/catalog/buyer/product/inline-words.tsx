import { WordsText } from "#app/components/site/words-text";
import type { TextBlock } from "#app/domain/site-words/blocks";

/**
 * The owner's text where the design set its words straight into a box (a
 * definition, a caption): one paragraph is its bare words, as before; more
 * paragraphs or a list are laid out as paragraphs and lists.
 */
export function InlineWords({ blocks }: { blocks: readonly TextBlock[] }) {
  const [first] = blocks;
  if (blocks.length === 1 && first?.kind === "paragraph") return first.text;
  return <WordsText blocks={blocks} />;
}

/** The owner's text as one line (a badge): its paragraphs and list items, one after another. */
export function lineOf(blocks: readonly TextBlock[]): string {
  return blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)).join(" ");
}
