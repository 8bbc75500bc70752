import { Art } from "#app/components/art/art";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { Section } from "#app/components/page/section";
import { IdeaCards } from "#app/components/product/idea-cards";
import { KeyFigures, modelFigures } from "#app/components/product/key-figures";
import { PlanFigure } from "#app/components/product/plan-figure";
import { ProductActions } from "#app/components/product/product-actions";
import { SpecList } from "#app/components/product/spec-list";
import { LinkButton } from "#app/components/ui/button";
import { bathroom, electrical, exterior, finishes, insulation, models, unit, windows } from "#app/content/facts";
import { pageInfo } from "#app/content/pages";
import { pictureDescriptions } from "#app/content/picture-descriptions";
import { metaFor } from "#app/content/seo";

const page = pageInfo("/Office");
const model = models.office;

export const meta = metaFor(page);
export const handle = contentPage;

const figures = modelFigures(model);

const uses = [
  { title: "Home office", text: "A short walk across the garden to work, with a door that closes on the household." },
  { title: "Studio", text: "Daylight from three windows for painting, music, sewing or a small recording corner." },
  { title: "Meditation or retreat room", text: "A calm, uncluttered room for yoga, prayer, reading or simply sitting still." },
  { title: "Hobby den", text: "Somewhere to leave the model railway, the puzzle or the half-built guitar out overnight." },
  { title: "Craftsman's workshop", text: "Benches, tools and projects out of the house, under a sound, insulated roof." },
  { title: "Storage or a shell", text: "Dry, lockable space for gear, or a solid starting point to finish your own way." },
];

const specs = [
  {
    term: "Door and windows",
    detail: `A full-size door in the end wall and ${model.windows} double-pane windows: ${windows.living.count} along the long side, each ${windows.living.widthFt} ft x ${windows.living.heightFt} ft, and a small awning window in the half bath.`,
  },
  {
    term: "Inside",
    detail: `Plain and practical: ${finishes.walls} walls and a ${finishes.floor} floor, with nothing in your way.`,
  },
  {
    term: "Half bath",
    detail: `A ${bathroom.toilet} and a hand-wash sink, with no shower. Need one? The Bedroom Nestz has a full bathroom.`,
  },
  {
    term: "Hot water",
    detail: `An on-demand propane water heater is included. Prefer electric? We can fit one on request; it needs ${electrical.electricWaterHeaterAmps} amp service.`,
  },
  {
    term: "Power and light",
    detail: `${electrical.amps} amp, ${electrical.volts} V service with ${electrical.outlets} outlets and ${model.lights} lights.`,
  },
  {
    term: "Walls and roof",
    detail: `Built on a ${unit.frame} and clad in ${exterior.siding}, with R${insulation.walls.rValue} walls and an R${insulation.ceiling.rValue} ceiling.`,
  },
  {
    term: "Room to grow",
    detail: `All ${unit.removableSides} sides of a Nestz are removable, so an Office can join other units, now or later, for a bigger space.`,
  },
];

export default function OfficePage() {
  return (
    <>
      <PageHero
        eyebrow="Homes · The base unit"
        title={page.title}
        lead={
          <>
            <p>
              Our base unit: a bright, insulated {unit.nominal} room with a door, {model.windows} windows and a half bath.
              Simple on purpose, so you can make it into almost anything.
            </p>
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-evergreen-100 px-4 py-1.5 text-base font-semibold text-evergreen-900">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-evergreen-600" />
              Available now, ready for delivery
            </p>
          </>
        }
        art={
          <Art
            name="office-nestz"
            alt={pictureDescriptions.unitAngled.office}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      >
        <ProductActions quote={{ model: "office" }} />
      </PageHero>

      <Section id="glance" title="At a glance" tone="white">
        <KeyFigures items={figures} />
      </Section>

      <Section
        id="uses"
        title="One room, many jobs"
        intro={<p>People buy an Office Nestz for all kinds of reasons. A few we hear often:</p>}
      >
        <IdeaCards items={uses} />
      </Section>

      <Section id="included" title="What comes with it" tone="white">
        <SpecList items={specs} />
      </Section>

      <Section
        id="plan"
        title="The floor plan"
        intro={<p>The half bath sits at one end; the door opens into the main room from the opposite end wall.</p>}
      >
        <PlanFigure
          layout="office"
          label="Office Nestz floor plan"
        />
      </Section>

      <Section id="ideas" title="Borrow an idea, share yours" tone="mist">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-lg">
            Wondering what a blank room could become? See how other owners have set theirs up, and post a photo of your
            own so the next person can borrow a trick or two.
          </p>
          <LinkButton to="/Social" variant="secondary" className="shrink-0 self-start md:self-auto">
            Visit Social Nestz
          </LinkButton>
        </div>
      </Section>

      <NextStep
        title="Call for the price of an Office Nestz"
        emailSubject="Office Nestz: price and availability"
        links={[
          { to: "/Specs", label: "See the full specs" },
          { to: "/Customize", label: "Ways to customize" },
        ]}
      >
        <p>
          Prices are shared by phone or email, so we can hear what you have in mind and include delivery to your site.
          Call for Price and talk to a real person from our family business.
        </p>
      </NextStep>
    </>
  );
}
