import type { ReactNode } from "react";

import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { Section } from "#app/components/layout/page/section";
import { introOf, WordsFlow } from "#app/components/site/words-flow";
import { WordsText } from "#app/components/site/words-text";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { Link } from "#app/components/ui/link";
import { setup, unit } from "#app/content/facts";
import { formatFeetInches } from "#app/domain/common/units";
import type { ContentPart } from "#app/domain/site-words/blocks";

import type { EstimatorStart } from "./fee-estimate";
import { FeeEstimator } from "./fee-estimator";
import { FeeTable } from "./fee-table";

/** The fee in the owner's words around the site's table and estimator, then what the fee covers. */
export function FeeSection({
  fees,
  covers,
  estimate,
}: {
  fees: ContentPart;
  covers: ContentPart;
  estimate?: EstimatorStart;
}) {
  return (
    <Section id="fees" title={fees.heading} tone="mist" intro={introOf(fees.intro)}>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <FeeTable />
        <Island name="fee-estimator" component={FeeEstimator} props={{ start: estimate }} />
      </div>
      <div className="mt-10 max-w-3xl rounded-2xl border-l-4 border-cedar-500 bg-white p-5 sm:p-6">
        <h3 className="text-xl">{covers.heading}</h3>
        <WordsText blocks={covers.intro} className="mt-2" />
      </div>
    </Section>
  );
}

/** The placement steps, numbered by the page, and the note under them. */
export function PlacementSection({ steps, note }: { steps: ContentPart; note: ContentPart }) {
  return (
    <Section id="placement" title={steps.heading} tone="white" intro={introOf(steps.intro)}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.items.map((step, index) => (
          <li key={index} className="rounded-2xl bg-mist p-5">
            <p aria-hidden="true" className="font-serif text-3xl text-cedar-700">
              {index + 1}
            </p>
            <h3 className="mt-1 text-xl">{step.title}</h3>
            <WordsText blocks={step.text} className="mt-2 text-stone-700" />
          </li>
        ))}
      </ol>
      <WordsText blocks={note.intro} className="mt-8 max-w-3xl" />
    </Section>
  );
}

export function SiteSection({ site }: { site: ContentPart }) {
  return (
    <Section id="site" title={site.heading} tone="paper">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="prose-nestz text-lg">
          <WordsFlow blocks={site.intro} />
        </div>
        <Art
          name="contact-points"
          alt={`Footprint of a Nestz from above, ${formatFeetInches(unit.lengthFt)} by ${formatFeetInches(unit.widthFt)}, resting on ${unit.contactPointsPerUnit} level points: the four corners and the middle of each long side.`}
          className="h-auto w-full overflow-hidden rounded-2xl"
        />
      </div>
    </Section>
  );
}

/** The figures are the site's (live units ready, the hours to place, one call); the words under them are the owner's. */
const FIGURES: readonly ReactNode[] = [
  <LiveFact key="units-ready" name="units-ready" />,
  `${setup.placementHours} hours`,
  "1 call",
];

export function TimingSection({ timing }: { timing: ContentPart }) {
  return (
    <Section
      id="timing"
      title={timing.heading}
      tone="white"
      intro={<WordsFlow blocks={timing.intro} after={<LiveFact name="next-build-slot" />} />}
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {FIGURES.map((value, index) => (
          <li key={index} className="rounded-2xl bg-evergreen-50 p-5">
            <span className="block font-serif text-4xl text-evergreen-900">{value}</span>{" "}
            <span className="text-stone-700">{timing.items[index]?.title}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ArrangeSection({ arrange }: { arrange: ContentPart }) {
  return (
    <Section id="arrange" title={arrange.heading} tone="mist" intro={introOf(arrange.intro)}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {arrange.items.map((item, index) => (
          <li key={index} className="rounded-2xl bg-white p-5">
            <h3 className="text-xl">{item.title}</h3>
            <WordsText blocks={item.text} className="mt-2 text-stone-700" />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        More on foundations and utilities in the{" "}
        <Link to="/FAQ" className="underline underline-offset-4">
          FAQ
        </Link>
        ; sizes and systems in the{" "}
        <Link to="/Specs" className="underline underline-offset-4">
          full specifications
        </Link>
        .
      </p>
    </Section>
  );
}
