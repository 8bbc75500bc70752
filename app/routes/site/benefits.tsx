import { Art } from "#app/components/art/art";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { BenefitGrid, PermitNote } from "#app/components/site/info/benefit-grid";
import { LinkButton } from "#app/components/ui/button";
import { benefitGroups } from "#app/content/site/benefits";
import { pageInfo } from "#app/content/site/pages";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { metaFor } from "#app/content/site/seo";

const page = pageInfo("/Benefits");

export const meta = metaFor(page);
export const handle = contentPage;

export default function BenefitsPage() {
  return (
    <>
      <PageHero
        eyebrow="Benefits"
        title={page.title}
        lead={
          <p>
            Adding a room should not take a year and a small fortune. A Nestz gives you a finished, insulated, wired
            space in days, on your land, to rent, to buy or to rent to own, and it grows with you.
          </p>
        }
        art={<Art name="unit-exterior" alt={pictureDescriptions.unitExterior} className="h-auto w-full" />}
      >
        <LinkButton to="/Shop">See the homes</LinkButton>
        <LinkButton to="/Specs" variant="secondary">
          Read the specs
        </LinkButton>
      </PageHero>

      {benefitGroups.map((group, index) => (
        <Section key={group.id} id={group.id} title={group.title} tone={index % 2 ? "white" : "paper"}>
          <BenefitGrid benefits={group.benefits} />
          {group.id === "flexible" ? (
            <figure className="mt-8 overflow-hidden rounded-2xl border border-stone-200 bg-white md:grid md:grid-cols-[1fr_1.2fr] md:items-center">
              <Art
                name="modular-layout-stacked"
                alt={pictureDescriptions.modularLayouts.stacked}
                className="h-auto w-full"
              />
              <figcaption className="p-6 text-lg text-stone-700">
                Start with one unit. When life changes, add another beside it, at its end or on top: every Nestz is made
                to join the next.
              </figcaption>
            </figure>
          ) : null}
        </Section>
      ))}

      <div className="bg-paper">
        <div className="mx-auto max-w-6xl px-4 pb-14 sm:px-6">
          <PermitNote />
        </div>
      </div>

      <NextStep
        title="See what a Nestz could do for you"
        emailSubject="Interested in a Nestz"
        links={[
          { to: "/Customize", label: "Customize" },
          { to: "/FAQ", label: "FAQ" },
        ]}
      />
    </>
  );
}
