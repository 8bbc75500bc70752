import { Art } from "#app/components/art/art";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { Section } from "#app/components/page/section";
import { IdeaCards } from "#app/components/product/idea-cards";
import { ProductActions } from "#app/components/product/product-actions";
import { StepList } from "#app/components/product/step-list";
import { exterior, finishes } from "#app/content/facts";
import { pageInfo } from "#app/content/pages";
import { pictureDescriptions } from "#app/content/picture-descriptions";
import { metaFor } from "#app/content/seo";

const page = pageInfo("/Paint");

export const meta = metaFor(page);
export const handle = contentPage;

const steps = [
  {
    title: "Browse the palette",
    text: `Any color in the ${finishes.paintPalette} palette is yours to choose, from soft neutrals to deep forest greens.`,
  },
  {
    title: "Choose when you order",
    text: "Every Nestz is built to order, so tell us your colors when you place your order and we paint before it leaves the workshop.",
  },
  {
    title: "Mix and match",
    text: "The bathroom and the living area can each have a color of their own: calm in one, bold in the other, or the same throughout.",
  },
  {
    title: "Move straight in",
    text: "Your Nestz arrives painted and ready to live in. No taping, no rollers, no weekend lost to fumes.",
  },
];

const insideAndOut = [
  {
    title: "The standard finish",
    text: `Without the paint option, your Nestz comes with clean ${finishes.walls} walls and doors over a ${finishes.floor} floor: a calm, bright blank canvas.`,
  },
  {
    title: "The outside",
    text: `The exterior is ${exterior.siding}, which gives every Nestz its cabin look. Picturing a different color outside? Give us a call and we will talk through what is possible for your unit.`,
  },
];

export default function PaintPage() {
  return (
    <>
      <PageHero
        eyebrow="Options · Custom paint"
        title={page.title}
        lead={
          <p>
            Every Nestz leaves our workshop in crisp {finishes.walls}. Would you rather have color? Pick any shade from
            the {finishes.paintPalette} palette when you order, and your home arrives painted, ready to move in.
          </p>
        }
        art={
          <Art
            name="custom-paint"
            alt={pictureDescriptions.paintSupplies}
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      >
        <ProductActions quote={{ option: "custom-paint" }} />
      </PageHero>

      <Section id="how" title="How it works" tone="white">
        <StepList items={steps} />
      </Section>

      <Section
        id="zones"
        title="Two rooms, two colors"
        intro={<p>Keep the bathroom bright and fresh and the living area soft and restful, or any pairing you like.</p>}
      >
        <figure className="max-w-4xl rounded-2xl border border-stone-200 bg-white p-3 sm:p-6">
          <Art
            name="paint-zones"
            alt="A Nestz cut open along its length: the bathroom at the left end painted bright sky blue, the living area beyond the partition painted soft sage green, over a walnut-look floor"
            className="h-auto w-full"
          />
          <figcaption className="mt-3 text-stone-700">
            A Nestz cut open along its length, drawn to scale. The colors are only an example.
          </figcaption>
        </figure>
      </Section>

      <Section id="inside-and-out" title="Inside and out" tone="white">
        <IdeaCards items={insideAndOut} columns={2} />
      </Section>

      <NextStep
        title="Let's talk color"
        emailSubject="Custom paint for my Nestz"
        links={[
          { to: "/Customize", label: "More ways to customize" },
          { to: "/Specs", label: "See the full specs" },
        ]}
      >
        <p>
          Custom paint is priced by phone or email along with your Nestz. Call for Price, tell us the colors you have in
          mind, and we will take it from there.
        </p>
      </NextStep>
    </>
  );
}
