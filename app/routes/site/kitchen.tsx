import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { Section } from "#app/components/page/section";
import { KeyFigures } from "#app/components/product/key-figures";
import { type OptionCard, OptionCards } from "#app/components/product/option-cards";
import { PlanFigure } from "#app/components/product/plan-figure";
import { ProductActions } from "#app/components/product/product-actions";
import { SpecList } from "#app/components/product/spec-list";
import { electrical, kitchen, kitchenDetails, models, unit } from "#app/content/facts";
import { pageInfo } from "#app/content/pages";
import { pictureDescriptions } from "#app/content/picture-descriptions";
import { metaFor } from "#app/content/seo";
import { formatFeetInches } from "#app/domain/units";

const page = pageInfo("/Kitchen");
const size = `${kitchen.widthIn}" wide and ${kitchen.depthIn}" deep`;

export const meta = metaFor(page);

const figures = [
  { value: `${kitchen.widthIn}"`, label: "Wide" },
  { value: `${kitchen.depthIn}"`, label: "Deep" },
  { value: String(kitchenDetails.cooktopBurners), label: "Cooktop burners" },
  { value: `${electrical.kitchenVolts} V`, label: `${electrical.kitchenAmps} amp circuit, provided` },
];

const specs = [
  {
    term: "Cooktop",
    detail: `A ${kitchenDetails.cooktopBurners}-burner electric ceramic cooktop: enough for a pot of coffee and a pan of eggs, and a smooth top that wipes clean.`,
  },
  { term: "Sink", detail: "A sink with a faucet, right beside the cooktop, for washing up and filling the kettle." },
  { term: "Refrigerator and freezer", detail: "Both tucked under the counter, so cold food and ice take no extra floor space." },
  { term: "All in one", detail: `Everything comes together in a single unit ${size}, which stands neatly against a wall.` },
  {
    term: "Power",
    detail: `It runs on ${electrical.kitchenVolts} V at ${electrical.kitchenAmps} amp, and we provide that circuit as part of the option. Nothing extra for you to wire.`,
  },
];

const pairs: OptionCard[] = [
  {
    to: models.bedroom.path,
    title: models.bedroom.name,
    text: "Add the kitchen to a ready-to-sleep room and you have a small home for longer stays.",
    image: "bedroom-nestz",
  },
  { to: "/bathroom", title: "Bathroom", text: "Toilet, sink and a hot shower in a private room at one end.", image: "bathroom" },
];

export default function KitchenPage() {
  return (
    <>
      <PageHero
        eyebrow="Options · Kitchen"
        title={page.title}
        lead={
          <p>
            Cook, wash up and keep food cold with one compact unit just {kitchen.widthIn} inches wide: a{" "}
            {kitchenDetails.cooktopBurners}-burner ceramic cooktop, a sink, and a refrigerator with a freezer. Ideal for
            guests who stay a while.
          </p>
        }
        art={
          <Art
            name="kitchen"
            alt={pictureDescriptions.kitchenette}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      >
        <ProductActions />
      </PageHero>

      <Section id="glance" title="At a glance" tone="white">
        <KeyFigures items={figures} />
      </Section>

      <Section id="included" title="What comes with it">
        <SpecList items={specs} />
      </Section>

      <Section
        id="plan"
        title="Where it goes"
        tone="white"
        intro={<p>In this layout the kitchen stands against the bathroom wall, with the bed at the far end of the room.</p>}
      >
        <PlanFigure
          layout="kitchen"
          label="Floor plan of a Nestz with the kitchen"
          caption={`Drawn to scale. The kitchen is ${size}; the whole unit is ${formatFeetInches(unit.lengthFt)} long and ${formatFeetInches(unit.widthFt)} wide outside. Furniture shown for size only.`}
        />
      </Section>

      <Section id="pairs" title="Goes well with">
        <OptionCards items={pairs} columns={2} />
      </Section>

      <NextStep
        title="Ask us about the kitchen"
        emailSubject="Question about the Nestz kitchen"
        links={[
          { to: "/Specs", label: "See the full specs" },
          { to: "/Customize", label: "Ways to customize" },
        ]}
      >
        <p>
          The kitchen is priced by phone or email, together with your Nestz and its delivery. Call for Price and we will
          help you plan a layout that works.
        </p>
      </NextStep>
    </>
  );
}
