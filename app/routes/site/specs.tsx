import { Art } from "#app/components/art/art";
import { DocumentLink } from "#app/components/documents/buyer/document-link";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { Blueprint } from "#app/components/site/info/blueprint";
import { AvailabilityBadge, SpecList } from "#app/components/site/info/spec-list";
import { AnchorButton } from "#app/components/ui/button";
import { specSheets } from "#app/content/documents/documents";
import { unit } from "#app/content/facts";
import { pageInfo } from "#app/content/site/pages";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { metaFor } from "#app/content/site/seo";
import { specGroups } from "#app/content/site/specs";

const page = pageInfo("/Specs");

export const meta = metaFor(page);
export const handle = contentPage;

export default function SpecsPage() {
  return (
    <>
      <PageHero
        eyebrow="The details"
        title={page.title}
        lead={
          <p>
            Every Nestz starts from the same shell of quality materials, sold as {unit.nominal}: galvanized steel,
            rock-wool insulation and double-pane windows. From there it becomes the room you need. Choose the fit-out,
            the color and the extras, buy it or rent it, and we deliver it where and when you want it.
          </p>
        }
        art={<Art name="unit-exterior" alt={pictureDescriptions.unitExterior} className="h-auto w-full" />}
      >
        <AnchorButton href="#blueprint">See the floor plans</AnchorButton>
        <AnchorButton href="#spec-sheet" variant="secondary">
          Read the spec sheet
        </AnchorButton>
      </PageHero>

      <Section
        id="blueprint"
        title="The blueprint"
        intro={
          <p>
            Two layouts share one shell. Both plans and the outside views below are drawn to scale from the measured
            size of a real unit, so what you see is the room you get.
          </p>
        }
      >
        <Blueprint />
      </Section>

      <Section
        id="spec-sheet"
        tone="mist"
        long
        title="The spec sheet"
        intro={
          <>
            <p>
              Every figure for every Nestz, in one place. Items marked <AvailabilityBadge availability="standard" />{" "}
              come with the unit; items marked <AvailabilityBadge availability="optional" /> are yours to add.
            </p>
          </>
        }
      >
        <SpecList groups={specGroups} />
        <div className="mt-8">
          <p className="max-w-2xl text-lg">
            Need it on paper, for a permit file or a purchasing office? Each model has a spec sheet of its own, with
            delivery rules and how to get a quote.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            {Object.values(specSheets).map((sheet) => (
              <DocumentLink key={sheet.path} document={sheet} />
            ))}
          </div>
        </div>
      </Section>

      <NextStep
        title="Questions about a detail?"
        emailSubject="Question about Nestz specs"
        links={[
          { to: "/Customize", label: "Ways to customize" },
          { to: "/bedroom", label: "Bedroom Nestz" },
          { to: "/Office", label: "Office Nestz" },
        ]}
      >
        <p>
          Whether it is a measurement for your site plan or an option you do not see here, we are happy to walk you
          through it. Call or email and a real person will answer.
        </p>
      </NextStep>
    </>
  );
}
