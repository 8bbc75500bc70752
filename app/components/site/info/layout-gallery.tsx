import { Art } from "#app/components/art/art";
import type { LayoutIdea, ModularLayout } from "#app/content/site/customize";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";

// Long, low drawings get a row of their own with the caption beside them.
const wide = new Set<ModularLayout>(["end-to-end", "roof-porch", "covered-porch"]);

/** The ways units combine, each drawn to scale with a short caption. */
export function LayoutGallery({ ideas }: { ideas: LayoutIdea[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {ideas.map((idea) => (
        <li key={idea.layout} className={wide.has(idea.layout) ? "md:col-span-2" : ""}>
          <figure
            className={`h-full overflow-hidden rounded-2xl border border-stone-200 bg-white ${
              wide.has(idea.layout) ? "lg:grid lg:grid-cols-[2fr_1fr] lg:items-center" : ""
            }`}
          >
            <Art
              name={`modular-layout-${idea.layout}`}
              alt={pictureDescriptions.modularLayouts[idea.layout]}
              className="h-auto w-full"
            />
            <figcaption className="p-5 lg:px-8">
              <h3 className="text-xl">{idea.title}</h3>
              <p className="mt-1 text-stone-700">{idea.text}</p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
