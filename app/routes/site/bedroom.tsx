import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { Section } from "#app/components/page/section";
import { IdeaCards } from "#app/components/product/idea-cards";
import { KeyFigures, modelFigures } from "#app/components/product/key-figures";
import { type OptionCard, OptionCards } from "#app/components/product/option-cards";
import { PlanFigure } from "#app/components/product/plan-figure";
import { ProductActions } from "#app/components/product/product-actions";
import { SpecList } from "#app/components/product/spec-list";
import { bathroom, company, electrical, exterior, finishes, insulation, models, unit, windows } from "#app/content/facts";
import { pageInfo } from "#app/content/pages";
import { pictureDescriptions } from "#app/content/picture-descriptions";
import { metaFor } from "#app/content/seo";

const page = pageInfo("/bedroom");
const model = models.bedroom;
const shower = `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`;

export const meta = metaFor(page);

const figures = [...modelFigures(model), { value: `~${model.assemblyHours} hrs`, label: "On-site assembly" }];

const specs = [
  {
    term: "Outside",
    detail: `Clad in ${exterior.siding} on a ${unit.frame}: the look of a cabin, with steel underneath.`,
  },
  {
    term: "Windows and door",
    detail: `${model.windows} double-pane windows: ${windows.living.count} in the bedroom, each ${windows.living.widthFt} ft x ${windows.living.heightFt} ft, and a ${windows.bathroom.widthFt} x ${windows.bathroom.heightFt} ft awning window in the bathroom. A full-size door opens onto the long side.`,
  },
  {
    term: "Inside",
    detail: `Bright ${finishes.walls} walls over a ${finishes.floor} floor. The room is ready for a bed; you bring the furniture.`,
  },
  {
    term: "Bathroom",
    detail: `A private room with a ${bathroom.toilet}, a hand-wash sink and a ${shower} shower, with hot water from an on-demand propane heater. Rather have the space? Order it without one.`,
  },
  {
    term: "Power and light",
    detail: `${electrical.amps} amp, ${electrical.volts} V service with ${electrical.outlets} outlets and ${model.lights} lights. Custom lighting is available too; just ask.`,
  },
  {
    term: "Warmth",
    detail: `R${insulation.walls.rValue} walls and an R${insulation.ceiling.rValue} ceiling keep the room quiet and cozy through a Northwest winter.`,
  },
  {
    term: "Set-up",
    detail: `About ${model.assemblyHours} hours of assembly on site, so you can sleep in it the day it arrives.`,
  },
];

const ideas = [
  { title: "A guest room out back", text: "Give visitors a door of their own and keep the house calm." },
  { title: "Room for family", text: "A mother-in-law unit or ADU that keeps the people you love close, with privacy on both sides." },
  { title: "A stay to rent", text: "A tidy, self-contained room for short-stay guests or a festival suite." },
];

const options: OptionCard[] = [
  { to: "/bathroom", title: "Bathroom", text: "Toilet, sink and shower in a private room, or leave it out for a bigger bedroom.", image: "bathroom" },
  { to: "/Paint", title: "Custom paint", text: "Any color you like inside, chosen when you order. The bathroom can have a color of its own.", image: "custom-paint" },
  { to: "/Kitchen", title: "Kitchen", text: "A compact cooktop, sink and fridge-freezer for longer stays.", image: "kitchen" },
  {
    to: "/Customize",
    title: "Join units",
    text: "Set Nestz side by side for a wider home, or stack one on top for a second story.",
    art: (
      <Art
        name="joined-units"
        alt={pictureDescriptions.joinedUnits}
        className="h-auto w-full"
      />
    ),
  },
];

export default function BedroomPage() {
  return (
    <>
      <PageHero
        eyebrow="Homes · Bedroom model"
        title={page.title}
        lead={
          <p>
            A snug, insulated {unit.nominal} bedroom that is ready the day it arrives. We take care of the walls,
            windows, wiring and light; you bring the bed and make it home.
          </p>
        }
        art={
          <Art
            name="bedroom-nestz"
            alt={pictureDescriptions.unitAngled.bedroom}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      >
        <ProductActions />
      </PageHero>

      <Section id="glance" title="At a glance" tone="white">
        <KeyFigures items={figures} />
      </Section>

      <Section
        id="included"
        title="What comes with it"
        intro={<p>Every Bedroom Nestz is built to order in {company.workshop} and arrives finished, not as a kit.</p>}
      >
        <SpecList items={specs} />
      </Section>

      <Section
        id="plan"
        title="The floor plan"
        tone="white"
        intro={<p>The bathroom sits at one end behind its own door, and the rest is bedroom, with light from both windows.</p>}
      >
        <PlanFigure
          layout="bedroom"
          label="Bedroom Nestz floor plan"
        />
      </Section>

      <Section id="suits" title="Who it suits">
        <IdeaCards items={ideas} />
      </Section>

      <Section id="options" title="Make it yours" tone="white">
        <OptionCards items={options} />
      </Section>

      <NextStep
        title="Call for the price of your Bedroom Nestz"
        emailSubject="Bedroom Nestz: price and delivery"
        links={[
          { to: "/Specs", label: "See the full specs" },
          { to: "/Customize", label: "Ways to customize" },
        ]}
      >
        <p>
          We quote every home personally, by phone or email, so we can talk through your site, the options you want and
          delivery. Call for Price and a real person from our family business will pick up.
        </p>
      </NextStep>
    </>
  );
}
