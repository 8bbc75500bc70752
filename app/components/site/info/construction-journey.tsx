import { Art } from "#app/components/art/art";
import { WordsLinkView } from "#app/components/site/words-text";
import { StepNumber } from "#app/components/ui/step-number";
import { electrical, models } from "#app/content/facts";
import type { ContentItem } from "#app/domain/site-words/blocks";
import { BUILD_STAGES, type BuildStage } from "#app/domain/site-words/designs/construction";

/** What each stage's drawing shows (its own label in app/components/illustrations/build-stages.tsx). */
export const stageAlt: Record<BuildStage, string> = {
  frame:
    "Step 1 drawing: the bare galvanized steel frame, with its floor and ceiling rails bolted to the corner posts, hanging from a lifting hook.",
  "floor-ceiling":
    "Step 2 drawing: the frame with a walnut-colored plank floor and white ceiling panels in place, a stack of planks and a paint tin beside it.",
  walls:
    "Step 3 drawing: white insulated steel wall panels on the frame with openings cut for the door and two windows, and a cut panel showing its rock-wool core.",
  "windows-door":
    "Step 4 drawing: the two windows and the white steel door fitted into the wall openings, with a can of spray foam beside the unit.",
  bathroom:
    "Step 5 drawing: a cutaway of the inside, showing the tiled bathroom at the left end with shower, toilet, sink, high window and two ceiling lights, and a pipe running out to the sewer.",
  services: `Step 6 drawing: the cutaway with wiring running from a fuse panel to ${electrical.outlets} outlets, a water heater on the bathroom wall and a battery pack on the floor.`,
  comfort: `Step 7 drawing: the cutaway lit by ${models.bedroom.lights} ceiling lights, with a wall heater glowing and an optional air conditioner drawn in dashed lines.`,
  siding:
    "Step 8 drawing: wood-look metal siding being fastened over the white wall panels, with one more plank being lifted into place.",
  ready: "Step 9 drawing: the finished Nestz among evergreens, with wood-look siding, a white door and two windows.",
};

/**
 * The build as a path down the page, in the owner's words: an ordered list
 * with a line joining the numbered stops, each beside its stage's drawing. Pictures alternate sides on wide
 * screens so the eye zigzags down the journey.
 */
export function ConstructionJourney({ steps }: { steps: readonly ContentItem[] }) {
  return (
    // The ::before line is the path linking the steps; it is pure decoration.
    <ol className="relative space-y-12 before:absolute before:top-6 before:bottom-6 before:left-[22px] before:w-1 before:rounded-full before:bg-evergreen-100 sm:space-y-16 lg:before:left-1/2 lg:before:-ml-0.5">
      {BUILD_STAGES.map((stage, index) => {
        const step = steps[index];
        if (!step) return null;
        return (
          <li key={stage} className="relative grid gap-6 pl-14 sm:pl-16 lg:grid-cols-2 lg:gap-16 lg:pl-0">
            <StepNumber n={index + 1} look="path" />
            <div className={index % 2 ? "lg:order-2 lg:pl-4" : "lg:pr-4"}>
              <h3 className="text-2xl sm:text-3xl">
                <span className="block font-sans text-sm font-semibold tracking-[0.14em] text-cedar-700 uppercase">
                  Step {index + 1}
                  <span className="sr-only">: </span>
                </span>
                {step.title}
              </h3>
              <div className="mt-3 space-y-3 text-lg text-stone-700">
                {step.text.map((block, blockIndex) =>
                  block.kind === "paragraph" ? (
                    <p key={blockIndex}>{block.text}</p>
                  ) : (
                    <ul key={blockIndex} className="list-disc pl-6">
                      {block.items.map((item, itemIndex) => (
                        <li key={itemIndex}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
              {step.link ? (
                <p className="mt-2">
                  <WordsLinkView link={step.link} />
                </p>
              ) : null}
            </div>
            <div className={index % 2 ? "lg:order-1 lg:pr-4" : "lg:pl-4"}>
              <Art
                name={`build-stage-${stage}`}
                alt={stageAlt[stage]}
                className="h-auto w-full overflow-hidden rounded-2xl border border-stone-200"
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
