import { Art } from "#app/components/art/art";
import { WordsLinkView, WordsText } from "#app/components/site/words-text";
import type { ContentItem } from "#app/domain/site-words/blocks";
import type { BenefitIconName } from "#app/domain/site-words/designs/benefits";

/** Benefit cards: each with its drawn icon, a heading (h3), the owner's words and where to read more. */
export function BenefitGrid({ cards, icons }: { cards: readonly ContentItem[]; icons: readonly BenefitIconName[] }) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${cards.length % 3 === 0 ? "lg:grid-cols-3" : ""}`}>
      {cards.map((card, index) => (
        <li key={index} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5">
          <Art name={`benefit-icon-${icons[index] ?? "blocks"}`} alt="" className="size-14 shrink-0" />
          <div>
            <h3 className="text-xl">{card.title}</h3>
            <WordsText blocks={card.text} className="mt-1 text-stone-700" />
            {card.link ? <WordsLinkView link={card.link} space="mt-1" /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
