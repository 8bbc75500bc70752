import { Link } from "react-router";
import { BuildStageArt } from "#app/components/illustrations/build-stages";
import type { ConstructionStep } from "#app/content/construction-steps";

/**
 * The build as a path down the page: an ordered list with a line joining the
 * numbered stops, each with its drawing. Pictures alternate sides on wide
 * screens so the eye zigzags down the journey.
 */
export function ConstructionJourney({ steps }: { steps: ConstructionStep[] }) {
  return (
    // The ::before line is the path linking the steps; it is pure decoration.
    <ol className="relative space-y-12 before:absolute before:top-6 before:bottom-6 before:left-[22px] before:w-1 before:rounded-full before:bg-evergreen-100 sm:space-y-16 lg:before:left-1/2 lg:before:-ml-0.5">
      {steps.map((step, index) => (
        <li key={step.stage} className="relative grid gap-6 pl-14 sm:pl-16 lg:grid-cols-2 lg:gap-16 lg:pl-0">
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 flex size-12 items-center justify-center rounded-full bg-evergreen-800 font-serif text-xl font-semibold text-white ring-8 ring-paper lg:left-1/2 lg:-ml-6"
          >
            {index + 1}
          </span>
          <div className={index % 2 ? "lg:order-2 lg:pl-4" : "lg:pr-4"}>
            <h3 className="text-2xl sm:text-3xl">
              <span className="block font-sans text-sm font-semibold tracking-[0.14em] text-cedar-700 uppercase">
                Step {index + 1}
                <span className="sr-only">: </span>
              </span>
              {step.title}
            </h3>
            <div className="mt-3 space-y-3 text-lg text-stone-700">
              {step.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            {step.link ? (
              <p className="mt-2">
                <Link to={step.link.to} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
                  {step.link.label}
                </Link>
              </p>
            ) : null}
          </div>
          <div className={index % 2 ? "lg:order-1 lg:pr-4" : "lg:pl-4"}>
            <BuildStageArt stage={step.stage} className="h-auto w-full rounded-2xl border border-stone-200" />
          </div>
        </li>
      ))}
    </ol>
  );
}
