import type { TextBlock } from "#app/domain/site-words/blocks";

/** The owner's text as one line (a badge): its paragraphs and list items, one after another. */
export function lineOf(blocks: readonly TextBlock[]): string {
  return blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)).join(" ");
}
