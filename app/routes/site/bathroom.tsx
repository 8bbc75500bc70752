import { Art } from "#app/components/art/art";
import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { Section } from "#app/components/page/section";
import { KeyFigures } from "#app/components/product/key-figures";
import { type OptionCard, OptionCards } from "#app/components/product/option-cards";
import { ProductActions } from "#app/components/product/product-actions";
import { SpecList } from "#app/components/product/spec-list";
import { StepList } from "#app/components/product/step-list";
import { bathroom, electrical, models, windows } from "#app/content/facts";
import { pageInfo } from "#app/content/pages";
import { pictureDescriptions } from "#app/content/picture-descriptions";
import { metaFor } from "#app/content/seo";

const page = pageInfo("/bathroom");
const room = `${bathroom.roomFt.width} ft x ${bathroom.roomFt.length} ft`;
const shower = `${bathroom.showerIn.width}" x ${bathroom.showerIn.length}"`;

export const meta = metaFor(page);

const figures = [
  { value: `${bathroom.roomFt.width} x ${bathroom.roomFt.length} ft`, label: "Bathroom" },
  { value: shower, label: "Shower" },
  { value: `${bathroom.sewerWithinFt} ft`, label: "Sewer or septic within" },
  { value: `${bathroom.pumpLiftFt} ft`, label: "Pump lift" },
  { value: `${bathroom.pumpRunFt} ft`, label: "Longest pump run" },
];

const specs = [
  { term: "Shower", detail: `A ${shower} shower with hot water, big enough to turn around in without crowding the room.` },
  {
    term: "Toilet",
    detail: `A ${bathroom.toilet}. It grinds and pumps waste away, so it does not rely on gravity to reach your sewer or septic.`,
  },
  { term: "Sink", detail: "A hand-wash sink with hot and cold water." },
  {
    term: "Hot water",
    detail: `An on-demand propane water heater comes with the bathroom and feeds the shower and sink once your Nestz is hooked up. Electric is available on request and needs ${electrical.electricWaterHeaterAmps} amp service.`,
  },
  {
    term: "Privacy and fresh air",
    detail: `A room of its own with a door, and a high ${windows.bathroom.widthFt} x ${windows.bathroom.heightFt} ft awning window. It is hinged at the top and opens outward, so steam escapes while rain and prying eyes stay out.`,
  },
  { term: "Size", detail: `A compact ${room}, so the rest of your Nestz stays open for living.` },
];

const hookUp = [
  { title: "Sewer or septic nearby", text: `Your sewer connection or septic system should be within ${bathroom.sewerWithinFt} ft of the unit.` },
  {
    title: "The pump does the lifting",
    text: `The macerating pump can push up to ${bathroom.pumpLiftFt} ft uphill over a run of up to ${bathroom.pumpRunFt} ft, so the line does not have to slope downhill all the way.`,
  },
  {
    title: "You connect, we advise",
    text: "You arrange the sewer or septic, water, power and propane hook-ups with local trades; we are happy to explain exactly what each one needs.",
  },
  {
    title: "Check your local rules",
    text: "Permit rules differ from place to place. Check with your county or city, and call us if you would like help with the questions to ask.",
  },
];

const modelCards: OptionCard[] = [
  {
    to: models.bedroom.path,
    title: models.bedroom.name,
    text: "Comes with the full bathroom: toilet, sink and shower. Or leave it out for a bigger bedroom.",
    image: "bedroom-nestz",
  },
  {
    to: models.office.path,
    title: models.office.name,
    text: "Has a half bath with a toilet and a hand-wash sink, no shower.",
    image: "office-nestz",
  },
];

export default function BathroomPage() {
  return (
    <>
      <PageHero
        eyebrow="Options · Bathroom"
        title={page.title}
        lead={
          <p>
            A private {room} bathroom with a toilet, a sink and a {shower} shower, tucked into one end of your Nestz so
            the rest of the room stays open. Hot showers, fresh air and a door that closes.
          </p>
        }
        art={
          <Art
            name="bathroom"
            alt={pictureDescriptions.bathroom}
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
        id="hook-up"
        title="Hooking it up"
        tone="white"
        intro={<p>A few things to have in place so water runs hot and everything drains away the day you move in.</p>}
      >
        <StepList items={hookUp} />
      </Section>

      <Section id="models" title="Which Nestz has one">
        <OptionCards items={modelCards} columns={2} />
      </Section>

      <NextStep
        title="Ask us about the bathroom"
        emailSubject="Question about the Nestz bathroom"
        links={[
          { to: "/Specs", label: "See the full specs" },
          { to: "/Customize", label: "Ways to customize" },
        ]}
      >
        <p>
          Like every option, the bathroom is priced by phone or email: Call for Price and we will talk through your site,
          your hook-ups and the model that suits you.
        </p>
      </NextStep>
    </>
  );
}
