import { Art } from "#app/components/art/art";
import type { LayoutIdea, ModularLayout } from "#app/content/customize";
import { unit } from "#app/content/facts";
import { formatFeetInches } from "#app/domain/units";

// Long, low drawings get a row of their own with the caption beside them.
const wide = new Set<ModularLayout>(["end-to-end", "roof-porch", "covered-porch"]);

const both = (actualFt: number, nominalFt: number) => `${formatFeetInches(actualFt)} (${nominalFt}' nominal)`;

/** What each drawing shows (its own label in app/components/illustrations/modular-layouts.tsx). */
const layoutAlt: Record<ModularLayout, string> = {
  "end-to-end": `Two units joined end to end into one long home, ${both(unit.lengthFt * 2, unit.nominalLengthFt * 2)} from end to end.`,
  "side-by-side": `Two units joined side by side, seen from the end: ${both(unit.widthFt * 2, unit.nominalWidthFt * 2)} wide together.`,
  stacked: `Two units stacked into a two-storey home, ${formatFeetInches(unit.heightFt * 2)} high.`,
  "roof-porch": "A unit with a railed porch on its roof, reached by an outside stair at one end.",
  "covered-porch":
    "A unit joined end to end with a bare steel frame that makes a covered porch, with a deck floor, two chairs and a potted plant.",
};

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
            <Art name={`modular-layout-${idea.layout}`} alt={layoutAlt[idea.layout]} className="h-auto w-full" />
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
