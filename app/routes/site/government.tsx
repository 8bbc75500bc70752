import { Art } from "#app/components/art/art";
import { DocumentLink } from "#app/components/documents/buyer/document-link";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { JsonLd } from "#app/components/seo/json-ld";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { LinkButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { StepNumber } from "#app/components/ui/step-number";
import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { company, compliance } from "#app/content/facts";
import { publicBuyersPageSchema } from "#app/content/site/business-schema";
import { pageInfo } from "#app/content/site/pages";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import {
  buyingSteps,
  buyingTerms,
  capabilityFacts,
  fundingExamples,
  serviceStates,
} from "#app/content/site/public-buyers";
import { metaFor } from "#app/content/site/seo";
import { quoteHref } from "#app/domain/quote-requests/rules";

const page = pageInfo("/Government");

export const meta = metaFor(page);
export const handle = contentPage;

/** The quote form, with "government" already chosen as the buyer. */
const writtenQuote = quoteHref({ buyer: "government" });
/** The same form with both papers a purchasing office files already ticked. */
const askForPapers = quoteHref({ buyer: "government", papers: ["w9", "insurance"] });

export default function GovernmentPage() {
  const { config, year } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow="Public buyers"
        title={page.title}
        lead={
          <p>
            Cities, counties, state agencies, tribes and nonprofits buy Nestz homes for shelter, transitional housing,
            staff quarters and site offices. We work the way public purchasing does: a dated written quote, your
            purchase order and an invoice on net-30 terms, with delivery across {serviceStates}.{" "}
            <LiveFact name="units-ready-sentence" />
          </p>
        }
        art={<Art name="joined-units" alt={pictureDescriptions.joinedUnits} className="h-auto w-full" />}
      >
        <LinkButton to={writtenQuote}>Request a written quote</LinkButton>
        <DocumentLink document={capabilitySummary}>Capability summary</DocumentLink>
      </PageHero>

      <Section
        id="how-buying-works"
        title="How buying works"
        intro={<p>Four steps, with paperwork your purchasing office will recognize at every one.</p>}
      >
        <ol className="grid gap-5 md:grid-cols-2">
          {buyingSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
              <StepNumber n={index + 1} look="plain" />
              <div>
                <h3 className="text-xl">{step.title}</h3>
                <p className="mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="terms" tone="white" title="The terms purchasing offices ask about">
        <dl className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {buyingTerms.map((term) => (
            <div key={term.term} className="border-t border-stone-200 pt-4">
              <dt className="font-semibold text-evergreen-900">{term.term}</dt>
              <dd className="mt-1">{term.detail}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="ready" tone="mist" title="Ready now, or rented for as long as you need">
        <div className="grid max-w-3xl gap-4 text-lg">
          <p>
            Finished homes wait in our {company.workshop} workshop for a warming season, a disaster response or a
            program that cannot wait for a build. <LiveFact name="units-ready-sentence" />{" "}
            <LiveFact name="next-build-slot" />
          </p>
          <p>
            When the need is temporary, rent instead of buying: our rentals are for stays under{" "}
            {compliance.rentalMaxDays} days of continuous occupancy, delivered and placed by us.{" "}
            <LiveFact name="next-rental-free" />
          </p>
          <p>
            <Link to="/Rent">Rental rates and the months a unit is free</Link>
          </p>
          <p>
            <Link to="/Delivery">How delivery works and what the site needs</Link>
          </p>
        </div>
      </Section>

      <Section
        id="funding"
        title="Paying for it"
        intro={
          <p>
            Public buyers often pay for shelter and transitional housing with federal and state grants. These are
            examples buyers look into, not a promise that any program will pay for your project: eligibility depends on
            the program and on you, so check with whoever administers it.
          </p>
        }
      >
        <ul className="grid max-w-3xl list-disc gap-2 pl-6 text-lg">
          {fundingExamples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-lg">
          What we can do is give you what an application usually asks for: a dated written quote, the spec sheets and
          our capability summary.
        </p>
      </Section>

      <Section
        id="capability"
        tone="white"
        title="Capability summary"
        intro={<p>The details a vendor form asks for, in one place and as a PDF for your file.</p>}
      >
        <dl className="grid max-w-3xl rounded-2xl border border-stone-200 bg-paper px-5 sm:px-6">
          {capabilityFacts(config, year).map((fact) => (
            <div
              key={fact.label}
              className="grid gap-1 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[12rem_1fr] sm:gap-4"
            >
              <dt className="font-semibold text-evergreen-900">{fact.label}</dt>
              <dd className="break-words">
                {fact.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <DocumentLink document={capabilitySummary} variant="primary" />
          {Object.values(specSheets).map((sheet) => (
            <DocumentLink key={sheet.path} document={sheet} />
          ))}
        </div>
        <p className="mt-6 max-w-3xl text-lg">
          Need our W-9 or certificate of insurance for your vendor file? Tick them on the quote form and we will email
          them to you, or{" "}
          <Link to={askForPapers} className="font-semibold underline underline-offset-4">
            ask for our W-9 and certificate of insurance
          </Link>{" "}
          on their own.
        </p>
      </Section>

      <NextStep
        title="Start with a written quote"
        emailSubject="Written quote for a public buyer"
        links={[
          { to: writtenQuote, label: "Request a written quote" },
          { to: "/Specs", label: "Specs and floor plans" },
        ]}
      >
        <p>
          Tell us how many homes, where they are going and when. We will answer with a dated proposal you can take to
          your purchasing office, and we are happy to talk it through on the phone first.
        </p>
      </NextStep>
      <JsonLd data={publicBuyersPageSchema(config, page)} />
    </>
  );
}
