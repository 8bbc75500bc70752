import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { useSiteData } from "#app/components/layout/use-site-data";
import { JsonLd } from "#app/components/seo/json-ld";
import { ContactBanner } from "#app/components/site/home/contact-banner";
import { Directory } from "#app/components/site/home/directory";
import { MicroHousing } from "#app/components/site/home/micro-housing";
import { Walkthrough } from "#app/components/site/home/walkthrough";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { company, unit } from "#app/content/facts";
import { localBusinessSchema } from "#app/content/site/business-schema";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { telHref } from "#app/domain/common/phone";

const page = pageInfo("/");

export const meta = metaFor(page);
export const handle = contentPage;

export default function HomePage() {
  const { config } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow={`Tiny homes and micro-housing from the ${company.region}`}
        title={`${unit.nominal} homes, ready to move into`}
        lead={
          <p>
            A Nestz is a complete little home: insulated steel, wired, plumbed and finished in our {company.workshop}{" "}
            workshop, then delivered to your land in Washington or Oregon. <LiveFact name="units-ready-sentence" /> Give
            us a call and we'll tell you the price and when yours can arrive.
          </p>
        }
        art={
          <Art
            name="unit-exterior"
            alt="A Nestz among evergreens: wood-look siding in a dark steel frame, a white door in the middle and a window on each side"
            className="overflow-hidden rounded-2xl"
          />
        }
      >
        <AnchorButton href={telHref(config.contactPhone)}>Call {config.contactPhone}</AnchorButton>
        <LinkButton to="/Shop" variant="secondary">
          See the homes
        </LinkButton>
      </PageHero>
      <ContactBanner phone={config.contactPhone} email={config.contactEmail} />
      <Island name="walkthrough" component={Walkthrough} props={{ url: config.walkthroughUrl }} />
      <MicroHousing />
      <Directory />
      <NextStep
        links={[
          { to: "/Contact#quote", label: "Request a quote" },
          { to: "/Specs", label: "Read the specs" },
          { to: "/Delivery", label: "How delivery works" },
        ]}
      />
      <JsonLd data={localBusinessSchema(config)} />
    </>
  );
}
