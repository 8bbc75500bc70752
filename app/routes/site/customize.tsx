import { Art } from "#app/components/art/art";
import { IdeaCards } from "#app/components/catalog/buyer/product/idea-cards";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { LayoutGallery } from "#app/components/site/info/layout-gallery";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { unit } from "#app/content/facts";
import { comingLater, interior, layoutIdeas, optionGroups } from "#app/content/site/customize";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";

const page = pageInfo("/Customize");

export const meta = metaFor(page);
export const handle = contentPage;

export default function CustomizePage() {
  return (
    <>
      <PageHero
        eyebrow="Make it yours"
        title={page.title}
        lead={
          <p>
            Every Nestz is built to order, so it can arrive ready for the life you have in mind: a quiet office, a guest
            suite, a studio or a home for someone you love. Start with the basics, then add what you need.
          </p>
        }
        art={
          <Art
            name="blank-canvas"
            alt="A cutaway of a Nestz interior: white walls and ceiling, a walnut-colored floor, and a paint roller rolling a first stripe of green onto the back wall."
            className="h-auto w-full overflow-hidden rounded-2xl border border-stone-200"
          />
        }
      >
        <AnchorButton href="#layouts">Combine units</AnchorButton>
        <LinkButton to="/Paint" variant="secondary">
          Choose a color
        </LinkButton>
      </PageHero>

      <Section id="canvas" tone="white" title="A blank canvas inside">
        <div className="prose-nestz text-lg text-stone-700">
          <p>
            Inside, a standard Nestz has {interior.walls} walls and doors over a {interior.floor} floor: calm, bright
            and ready for your furniture. Love it as it is, or paint it any color from the {interior.palette} palette
            before it leaves our workshop.
          </p>
          <p>
            <LinkButton to="/Paint" variant="quiet" className="px-0">
              See the custom paint option
            </LinkButton>
          </p>
        </div>
      </Section>

      {optionGroups.map((group, index) => (
        <Section
          key={group.id}
          id={group.id}
          tone={index % 2 ? "white" : "paper"}
          title={group.title}
          intro={<p>{group.intro}</p>}
        >
          <IdeaCards items={group.options} />
        </Section>
      ))}

      <Section
        id="layouts"
        tone="mist"
        title="Build bigger, one unit at a time"
        intro={
          <p>
            All {unit.removableSides} sides of a Nestz come off, so units join into larger spaces: along their{" "}
            {unit.nominalWidthFt} ft ends, along their {unit.nominalLengthFt} ft sides, or one on top of another, with
            no set limit. Each unit still rests on its own {unit.contactPointsPerUnit} contact points. Every drawing is
            to scale.
          </p>
        }
      >
        <LayoutGallery ideas={layoutIdeas} />
      </Section>

      <Section
        id="later"
        title="Coming later"
        intro={<p>We are working on more ways to make a Nestz yours. Ask us to keep you posted.</p>}
      >
        <IdeaCards items={comingLater} tone="dashed" />
      </Section>

      <NextStep
        title="Let us plan your Nestz together"
        emailSubject="Customizing a Nestz"
        links={[
          { to: "/Specs", label: "See the specs" },
          { to: "/Kitchen", label: "Kitchen option" },
          { to: "/Paint", label: "Paint option" },
        ]}
      >
        <p>Tell us how you want to use your space and we will suggest the options and layout that fit, with a price.</p>
      </NextStep>
    </>
  );
}
