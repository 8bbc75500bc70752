import { Art } from "#app/components/art/art";
import { WordsText } from "#app/components/site/words-text";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import type { ContentItem } from "#app/domain/site-words/blocks";
import { MODULAR_LAYOUTS, type ModularLayout } from "#app/domain/site-words/designs/customize";

// Long, low drawings get a row of their own with the caption beside them.
const wide = new Set<ModularLayout>(["end-to-end", "roof-porch", "covered-porch"]);

/** The ways units combine, each drawn to scale with the owner's caption in the design's order. */
export function LayoutGallery({ ideas }: { ideas: readonly ContentItem[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {MODULAR_LAYOUTS.map((layout, index) => {
        const idea = ideas[index];
        if (!idea) return null;
        return (
          <li key={layout} className={wide.has(layout) ? "md:col-span-2" : ""}>
            <figure
              className={`h-full overflow-hidden rounded-2xl border border-stone-200 bg-white ${
                wide.has(layout) ? "lg:grid lg:grid-cols-[2fr_1fr] lg:items-center" : ""
              }`}
            >
              <Art
                name={`modular-layout-${layout}`}
                alt={pictureDescriptions.modularLayouts[layout]}
                className="h-auto w-full"
              />
              <figcaption className="p-5 lg:px-8">
                <h3 className="text-xl">{idea.title}</h3>
                <WordsText blocks={idea.text} className="mt-1 text-stone-700" />
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
