import type { ReactNode } from "react";

import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { Section } from "#app/components/layout/page/section";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { Link } from "#app/components/ui/link";
import {
  bathroom,
  company,
  delivery,
  deliveryService,
  electrical,
  footing,
  models,
  setup,
  unit,
} from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { formatFeetInches } from "#app/domain/common/units";
import { quoteDelivery } from "#app/domain/delivery/fee";

import type { EstimatorStart } from "./fee-estimate";
import { FeeEstimator } from "./fee-estimator";
import { FeeTable } from "./fee-table";

const flat = formatCentsShort(delivery.flatFeeCents);
const perMile = formatCentsShort(delivery.perMileCents);
const radius = delivery.flatRadiusMiles;
const states = `${delivery.stateNames.WA} and ${delivery.stateNames.OR}`;
const arranged = deliveryService.buyerArranges;

function feeAt(miles: number): string {
  const quote = quoteDelivery(miles, delivery.states[0], delivery);
  return quote.ok ? formatCentsShort(quote.feeCents) : "";
}

export function FeeSection({ estimate }: { estimate?: EstimatorStart }) {
  return (
    <Section
      id="fees"
      title="What delivery costs"
      tone="mist"
      intro={
        <p>
          Inside the circle it&rsquo;s {flat}, however close you are. Past {radius} miles, every further mile adds{" "}
          {perMile}: a home 45 miles from PDX comes to {feeAt(45)}.
        </p>
      }
    >
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <FeeTable />
        <Island name="fee-estimator" component={FeeEstimator} props={{ start: estimate }} />
      </div>
      <div className="mt-10 max-w-3xl rounded-2xl border-l-4 border-cedar-500 bg-white p-5 sm:p-6">
        <h3 className="text-xl">What the fee covers</h3>
        <p className="mt-2">
          The fee pays for {deliveryService.feeCovers}: bringing your Nestz to your property and setting it down where
          you want it. It doesn&rsquo;t include {deliveryService.feeExcludes} once the home is down. We deliver within{" "}
          {states} only.
        </p>
      </div>
    </Section>
  );
}

const steps: { title: string; body: ReactNode }[] = [
  {
    title: "We load up at the workshop",
    body: (
      <>
        Your Nestz leaves our workshop in {company.workshop} on our own {deliveryService.trailer}, strapped down for the
        road.
      </>
    ),
  },
  {
    title: "The forklift rides along",
    body: (
      <>
        Our {deliveryService.forklift} is a {deliveryService.forkliftKind}: it hangs on the back of the trailer on the
        way and drives off on its own wheels when we arrive.
      </>
    ),
  },
  {
    title: "We set it where you want it",
    body: (
      <>
        If the {deliveryService.forklift} can reach a spot, your Nestz can sit there: the back garden, beside the
        driveway, on a deck you have built for it.
      </>
    ),
  },
  {
    title: "You can settle in the same day",
    body: <>Placement and hook-up can be done in as little as {setup.placementHours} hours.</>,
  },
];

export function PlacementSection() {
  return (
    <Section
      id="placement"
      title="How placement works"
      tone="white"
      intro={<p>No crane and no big crew: we bring the home and the machine that puts it in place.</p>}
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-mist p-5">
            <p aria-hidden="true" className="font-serif text-3xl text-cedar-700">
              {index + 1}
            </p>
            <h3 className="mt-1 text-xl">{step.title}</h3>
            <p className="mt-2 text-stone-700">{step.body}</p>
          </li>
        ))}
      </ol>
      <p className="mt-8 max-w-3xl">
        Narrow gate, steep drive, soft lawn or low wires? Tell us when you book, and we will plan the way in with you
        before the day.
      </p>
    </Section>
  );
}

export function SiteSection() {
  return (
    <Section id="site" title="Getting your site ready" tone="paper">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <div className="prose-nestz text-lg">
          <p>
            Your Nestz needs to sit level. Flat ground is all it takes; where the ground slopes, build a level structure
            for it to rest on, such as a deck or a pad.
          </p>
          <p>
            It rests on {unit.contactPointsPerUnit} points: the {footing.cornerPoints} corners and the middle of each
            long side. Earth, concrete or a sturdy deck all work, as long as the ground will not shift or heave with the
            seasons.
          </p>
          <p>Planning to join or stack units? Give each one its own {unit.contactPointsPerUnit} level points.</p>
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

export function TimingSection() {
  const facts: { value: ReactNode; label: string }[] = [
    { value: <LiveFact name="units-ready" />, label: "units ready to deliver now" },
    { value: `${setup.placementHours} hours`, label: "or less to place and hook up" },
    { value: "1 call", label: "or one email to book your date" },
  ];
  return (
    <Section
      id="timing"
      title="Booking a date"
      tone="white"
      intro={
        <p>
          Call or email us and we will find a delivery date that suits you. On the day, placement and hook-up can take
          as little as {setup.placementHours} hours. Choosing the {models.bedroom.name}? Its full on-site assembly takes
          about {setup.bedroomAssemblyHours} hours, and it is ready to use that same day.{" "}
          <LiveFact name="next-build-slot" />
        </p>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-3">
        {facts.map((fact) => (
          <li key={fact.label} className="rounded-2xl bg-evergreen-50 p-5">
            <span className="block font-serif text-4xl text-evergreen-900">{fact.value}</span>{" "}
            <span className="text-stone-700">{fact.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ArrangeSection() {
  const items = [
    {
      title: "Septic or sewer",
      body: `A Nestz with a bathroom connects to a sewer or septic system within ${bathroom.sewerWithinFt} feet; its pump lifts up to ${bathroom.pumpLiftFt} feet over a run of up to ${bathroom.pumpRunFt} feet.`,
    },
    {
      title: "Power",
      body: `A ${electrical.amps} amp, ${electrical.volts} volt supply runs the whole home. Prefer an electric water heater to propane? Plan for ${electrical.electricWaterHeaterAmps} amp service.`,
    },
    {
      title: "Gas",
      body: "The on-demand water heater that comes with a bathroom runs on propane, so arrange a propane supply and connection.",
    },
    {
      title: "Permits",
      body: "Rules differ from town to town. Check with your city or county; we are glad to help you ask the right questions.",
    },
  ];
  return (
    <Section
      id="arrange"
      title="What you arrange"
      tone="mist"
      intro={
        <p>
          We bring and place the home; the connections for {arranged.slice(0, -1).join(", ")} and {arranged.at(-1)} are
          yours to arrange. We advise on every step, so you&rsquo;re never guessing.
        </p>
      }
    >
      <ul className="grid gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className="rounded-2xl bg-white p-5">
            <h3 className="text-xl">{item.title}</h3>
            <p className="mt-2 text-stone-700">{item.body}</p>
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
