import { Art } from "#app/components/art/art";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { ConstructionJourney, stageAlt } from "#app/components/site/info/construction-journey";
import { AnchorButton } from "#app/components/ui/button";
import { company } from "#app/content/facts";
import { constructionSteps } from "#app/content/site/construction-steps";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";

const page = pageInfo("/Construction");

export const meta = metaFor(page);
export const handle = contentPage;

export default function ConstructionPage() {
  return (
    <>
      <PageHero
        eyebrow="How we build"
        title={page.title}
        lead={
          <>
            <p>
              Every Nestz is built under one roof, at our workshop in {company.workshop}. The parts arrive there, and
              our own team takes each unit from bare steel all the way to delivery day.
            </p>
            <p className="mt-4">
              Building indoors, one unit at a time, lets us give every joint and seal the care it deserves, and keeps a
              well-made home within reach. Scroll down to follow one through the workshop.
            </p>
          </>
        }
        art={
          <Art
            name="build-stage-siding"
            alt={stageAlt.siding}
            className="h-auto w-full overflow-hidden rounded-2xl border border-stone-200"
          />
        }
      >
        <AnchorButton href="#journey">Start with the frame</AnchorButton>
      </PageHero>

      <Section
        id="journey"
        long
        title={`From steel frame to front door in ${constructionSteps.length} steps`}
        intro={<p>Each picture shows the same unit, drawn to scale, as it comes together.</p>}
      >
        <ConstructionJourney steps={constructionSteps} />
      </Section>

      <NextStep
        title="Questions about the build?"
        emailSubject="Question about how a Nestz is built"
        links={[
          { to: "/Delivery", label: "How delivery works" },
          { to: "/Customize", label: "Make it yours" },
        ]}
      >
        <p>
          Ask us anything about the build, from the insulation to the wiring. Call or email and one of our family will
          answer.
        </p>
      </NextStep>
    </>
  );
}
