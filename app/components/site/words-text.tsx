import type { TextBlock, WordsLink } from "#app/domain/site-words/blocks";

/** The owner's paragraphs and bulleted lists, in order, each as its own element. */
export function WordsBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === "paragraph" ? (
      <p key={index}>{block.text}</p>
    ) : (
      <ul key={index} className="list-disc pl-6">
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>{item}</li>
        ))}
      </ul>
    ),
  );
}

/**
 * The owner's text: paragraphs and bulleted lists, in order. Every word is
 * shown as text (React escapes it); nothing typed is markup. A single
 * paragraph is one <p> with the given class, as the page's design had it.
 */
export function WordsText({ blocks, className }: { blocks: readonly TextBlock[]; className?: string }) {
  if (blocks.length === 0) return null;
  if (blocks.length === 1 && blocks[0]?.kind === "paragraph") return <p className={className}>{blocks[0].text}</p>;
  return (
    <div className={className ? `${className} grid gap-3` : "grid gap-3"}>
      <WordsBlocks blocks={blocks} />
    </div>
  );
}

/**
 * The owner's text where the design sets its words straight into a box (a
 * definition, a caption): one paragraph is its bare words; more paragraphs or
 * a list are laid out as paragraphs and lists.
 */
export function InlineWords({ blocks }: { blocks: readonly TextBlock[] }) {
  const [first] = blocks;
  if (blocks.length === 1 && first?.kind === "paragraph") return first.text;
  return <WordsText blocks={blocks} />;
}

/** A link the owner wrote ("More about…"), tall enough to tap; its address was checked when saved. */
export function WordsLinkView({ link, space }: { link: WordsLink; space?: string }) {
  return (
    <a
      href={link.to}
      className={`${space ? `${space} ` : ""}inline-flex min-h-11 items-center font-semibold underline underline-offset-4`}
    >
      {link.label}
    </a>
  );
}
