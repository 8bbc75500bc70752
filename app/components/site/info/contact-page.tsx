import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { QuoteSection } from "#app/components/quote-requests/buyer/quote-section";
import { JsonLd } from "#app/components/seo/json-ld";
import { heroArt } from "#app/components/site/hero-art";
import { WordsText } from "#app/components/site/words-text";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { localBusinessSchema } from "#app/content/site/business-schema";
import { mailtoHref, telHref } from "#app/domain/common/phone";
import { EMPTY_QUOTE_FORM } from "#app/domain/quote-requests/rules";
import type { QuoteOutcome, QuoteStart } from "#app/domain/quote-requests/views";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";

const EMAIL_SUBJECT = "Nestz inquiry";
/** The quote form as a guest first sees it (the owner's preview draws this too). */
const BLANK_QUOTE: QuoteStart = { values: EMPTY_QUOTE_FORM, idempotencyKey: "" };

/**
 * The Contact page in the owner's words (facts already filled in). The phone
 * number, email address, buttons, live facts and the quote form are the
 * site's; the page fills in the names its design lists (`siteFacts`).
 */
export function ContactPage({
  words: written,
  quote = BLANK_QUOTE,
  outcome,
}: {
  words: ShownContentWords;
  quote?: QuoteStart;
  outcome?: QuoteOutcome;
}) {
  const { config } = useSiteData();
  const words = fillFactsIn(written, { "legal name": config.legalName, "email subject": EMAIL_SUBJECT });
  const help = partOf(words, "help");
  const quoteWords = partOf(words, "quote");
  const beforeYouCall = partOf(words, "before-you-call");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={
          <p>
            {words.hero.lead} <LiveFact name="units-ready-sentence" /> <LiveFact name="next-build-slot" />{" "}
            <LiveFact name="next-rental-free" />
          </p>
        }
        art={heroArt(
          words,
          <Art
            name="rotary-phone"
            alt="A vintage rotary telephone"
            className="h-auto w-full overflow-hidden rounded-2xl"
          />,
        )}
      />
      <Section id="reach-us" title={partOf(words, "reach-us").heading}>
        <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr]">
          <address className="grid gap-5 rounded-2xl border border-stone-200 bg-white p-6 not-italic sm:p-8">
            <div>
              <p className="text-sm font-semibold tracking-[0.12em] text-cedar-700 uppercase">Phone</p>
              <a href={telHref(config.contactPhone)} className="font-serif text-3xl text-evergreen-900">
                {config.contactPhone}
              </a>
            </div>
            <div>
              <p className="text-sm font-semibold tracking-[0.12em] text-cedar-700 uppercase">Email</p>
              <a
                href={`mailto:${config.contactEmail}`}
                className="font-serif text-2xl break-all text-evergreen-900 sm:text-3xl"
              >
                {config.contactEmail}
              </a>
            </div>
            <div className="flex flex-wrap gap-3">
              <AnchorButton href={mailtoHref(config.contactEmail, EMAIL_SUBJECT)}>Email Nestz</AnchorButton>
              <AnchorButton href={telHref(config.contactPhone)} variant="secondary">
                Call now
              </AnchorButton>
            </div>
            <WordsText blocks={partOf(words, "reach-us").intro} className="text-stone-600" />
          </address>
          <div>
            <h3 className="text-2xl">{help.heading}</h3>
            <ul className="mt-4 grid gap-4">
              {help.items.map((topic, index) => (
                <li key={index} className="rounded-xl bg-mist p-4">
                  <p className="font-semibold text-evergreen-900">{topic.title}</p>
                  <WordsText blocks={topic.text} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="quote" title={quoteWords.heading} tone="white" long intro={<WordsText blocks={quoteWords.intro} />}>
        <Island
          name="quote-form"
          component={QuoteSection}
          props={{ start: quote, outcome, phone: config.contactPhone }}
        />
      </Section>
      <Section id="before-you-call" title={beforeYouCall.heading} tone="mist">
        <WordsText blocks={beforeYouCall.intro} className="max-w-2xl text-lg" />
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to="/Specs" variant="secondary">
            Specs and floor plans
          </LinkButton>
          <LinkButton to="/Delivery" variant="secondary">
            Delivery and site preparation
          </LinkButton>
          <LinkButton to="/FAQ" variant="secondary">
            Questions and answers
          </LinkButton>
          <LinkButton to="/Government" variant="secondary">
            Buying for a public agency or nonprofit
          </LinkButton>
        </div>
      </Section>
      <JsonLd data={localBusinessSchema(config)} />
    </>
  );
}
