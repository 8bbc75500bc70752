import type { ReactNode } from "react";

import { Art } from "#app/components/art/art";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import type { FloorPlanLayout } from "#app/content/site/picture-names";

/**
 * A to-scale floor plan with its caption. On phones the drawing keeps a
 * readable size and scrolls sideways inside its frame instead of shrinking.
 */
export function PlanFigure({
  layout,
  caption,
  label,
}: {
  layout: FloorPlanLayout;
  /** The owner's words under the plan; the hint to swipe on a phone is the site's. */
  caption: ReactNode;
  label: string;
}) {
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
          alt={pictureDescriptions.floorPlans[layout]}
          className="block h-auto w-full min-w-[34rem] sm:min-w-0"
        />
      </div>
      <figcaption className="mt-3 text-stone-700">
        {caption} <span className="sm:hidden">Swipe the plan sideways to see all of it.</span>
      </figcaption>
    </figure>
  );
}
