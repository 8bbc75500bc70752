import type { Section } from "#app/domain/site-words/blocks";

import { WordsBlocks, WordsText } from "./words-text";

/**
 * A section's text as the owner wrote it: paragraphs, bulleted lists and its
 * links. Every word is shown as text (React escapes it); nothing typed is markup.
 */
export function SectionText({ section, className }: { section: Section; className?: string }) {
  if (section.links.length === 0) return <WordsText blocks={section.body} className={className} />;
  return (
    <div className={`${className ?? ""} grid gap-3`}>
      <WordsBlocks blocks={section.body} />
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {section.links.map((link) => (
          // The owner's address, checked when saved: a page of the site or https://.
          <a key={`${link.to} ${link.label}`} href={link.to} className="font-semibold">
            {link.label}
          </a>
        ))}
      </p>
    </div>
  );
}
