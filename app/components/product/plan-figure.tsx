import type { ReactNode } from "react";
import { Art } from "#app/components/art/art";

type Layout = "bedroom" | "office" | "kitchen";

// The drawings' own descriptions (app/components/illustrations/floor-plan.tsx).
const descriptions: Record<Layout, string> = {
  bedroom:
    "Floor plan of the Bedroom Nestz, to scale: a bathroom with shower, toilet and sink at the left end; a wood-floored room with an armchair and a double bed at the right end; the door in the middle of the front wall with a window on each side.",
  office:
    "Floor plan of the Office Nestz, to scale: a half bath with toilet and sink at the left end; a room with a desk, office chair, armchair and low console; the door in the right end wall and two windows in the front wall.",
  kitchen:
    "Floor plan of a Nestz with kitchen, to scale: the bathroom at the left end, the kitchenette against the bathroom wall, and a double bed at the right end; the door in the middle of the front wall.",
};

/**
 * A to-scale floor plan with its caption. On phones the drawing keeps a
 * readable size and scrolls sideways inside its frame instead of shrinking.
 */
export function PlanFigure({ layout, caption, label }: { layout: Layout; caption: ReactNode; label: string }) {
  return (
    <figure className="rounded-2xl border border-stone-200 bg-paper p-3 sm:p-6">
      <div
        className="overflow-x-auto rounded-lg focus-visible:outline-offset-4"
        role="region"
        aria-label={`${label}, scrolls sideways on small screens`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboards can scroll it
        tabIndex={0}
      >
        <Art
          name={`floor-plan-${layout}`}
          alt={descriptions[layout]}
          className="block h-auto w-full min-w-[34rem] sm:min-w-0"
        />
      </div>
      <figcaption className="mt-3 text-stone-700">
        {caption} <span className="sm:hidden">Swipe the plan sideways to see all of it.</span>
      </figcaption>
    </figure>
  );
}
