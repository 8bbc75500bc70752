import { Art } from "#app/components/art/art";
import { DocumentLink } from "#app/components/documents/buyer/document-link";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { JsonLd } from "#app/components/seo/json-ld";
import { heroArt } from "#app/components/site/hero-art";
import { NumberedSteps } from "#app/components/site/numbered-steps";
import { introOf, WordsFlow } from "#app/components/site/words-flow";
import { InlineWords } from "#app/components/site/words-text";
import { WordsText } from "#app/components/site/words-text";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { LinkButton } from "#app/components/ui/button";
import { Link } from "#app/components/ui/link";
import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { publicBuyersPageSchema } from "#app/content/site/business-schema";
import { pageInfo } from "#app/content/site/pages";
import { pictureDescriptions } from "#app/content/site/picture-descriptions";
import { capabilityFacts, salesTaxTerm } from "#app/content/site/public-buyers";
import { quoteHref } from "#app/domain/quote-requests/rules";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";
import { termsWithTax } from "#app/domain/site-words/designs/government";

const page = pageInfo("/Government");

/** The quote form, with "government" already chosen as the buyer. */
const writtenQuote = quoteHref({ buyer: "government" });
/** The same form with both papers a purchasing office files already ticked. */
const askForPapers = quoteHref({ buyer: "government", papers: ["w9", "insurance"] });

/**
 * How public buyers buy, in the owner's words (facts filled in). The law's
 * word on sales tax, the capability facts, the live figures and the links to
 * the quote form and the papers are the site's.
 */
export function GovernmentPage({ words }: { words: ShownContentWords }) {
  const { config, year } = useSiteData();
  const steps = partOf(words, "how-buying-works");
  const terms = partOf(words, "terms");
  const ready = partOf(words, "ready");
  const funding = partOf(words, "funding");
  const capability = partOf(words, "capability");
  const next = partOf(words, "next");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={
          <p>
            {words.hero.lead} <LiveFact name="units-ready-sentence" />
          </p>
        }
        art={heroArt(
          words,
          <Art name="joined-units" alt={pictureDescriptions.joinedUnits} className="h-auto w-full" />,
        )}
      >
        <LinkButton to={writtenQuote}>Request a written quote</LinkButton>
        <DocumentLink document={capabilitySummary}>Capability summary</DocumentLink>
      </PageHero>

      <Section id="how-buying-works" title={steps.heading} intro={introOf(steps.intro)}>
        <NumberedSteps steps={steps.items} columns={2} card="white" />
      </Section>

      <Section id="terms" tone="white" title={terms.heading}>
        <dl className="grid gap-x-8 gap-y-5 md:grid-cols-2">
          {termsWithTax(terms.items, salesTaxTerm).map((term, index) => (
            <div key={index} className="border-t border-stone-200 pt-4">
              <dt className="font-semibold text-evergreen-900">{term.title}</dt>
              <dd className="mt-1">
                <InlineWords blocks={term.text} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="ready" tone="mist" title={ready.heading}>
        <div className="grid max-w-3xl gap-4 text-lg">
          <WordsFlow
            blocks={ready.intro}
            after={
              <>
                <LiveFact name="units-ready-sentence" /> <LiveFact name="next-build-slot" />
              </>
            }
          />
          <WordsFlow blocks={partOf(words, "ready-rent").intro} after={<LiveFact name="next-rental-free" />} />
          <p>
            <Link to="/Rent">Rental rates and the months a unit is free</Link>
          </p>
          <p>
            <Link to="/Delivery">How delivery works and what the site needs</Link>
          </p>
        </div>
      </Section>

      <Section id="funding" title={funding.heading} intro={introOf(funding.intro)}>
        <ul className="grid max-w-3xl list-disc gap-2 pl-6 text-lg">
          {funding.items.map((example, index) => (
            <li key={index}>{example.title}</li>
          ))}
        </ul>
        <WordsText blocks={partOf(words, "funding-after").intro} className="mt-6 max-w-3xl text-lg" />
      </Section>

      <Section id="capability" tone="white" title={capability.heading} intro={introOf(capability.intro)}>
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
        title={next.heading}
        emailSubject="Written quote for a public buyer"
        links={[
          { to: writtenQuote, label: "Request a written quote" },
          { to: "/Specs", label: "Specs and floor plans" },
        ]}
      >
        <WordsText blocks={next.intro} />
      </NextStep>
      <JsonLd data={publicBuyersPageSchema(config, { ...page, ...words.seo })} />
    </>
  );
}
