import type { Section } from "#app/domain/site-words/blocks";

/**
 * A section's text as the owner wrote it: paragraphs, bulleted lists and its
 * links. Every word is shown as text (React escapes it); nothing typed is markup.
 */
export function SectionText({ section, className }: { section: Section; className?: string }) {
  const single = section.body.length === 1 && section.body[0]?.kind === "paragraph" && section.links.length === 0;
  if (single) return <p className={className}>{(section.body[0] as { text: string }).text}</p>;
  return (
    <div className={`${className ?? ""} grid gap-3`}>
      {section.body.map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
      {section.links.length > 0 ? (
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          {section.links.map((link) => (
            // The owner's address, checked when saved: a page of the site or https://.
            <a key={`${link.to} ${link.label}`} href={link.to} className="font-semibold">
              {link.label}
            </a>
          ))}
        </p>
      ) : null}
    </div>
  );
}
