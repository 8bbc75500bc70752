import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { heroArt } from "#app/components/site/hero-art";
import { NumberedSteps } from "#app/components/site/numbered-steps";
import { introOf } from "#app/components/site/words-flow";
import { WordsText } from "#app/components/site/words-text";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { LinkButton } from "#app/components/ui/button";
import { models } from "#app/content/facts";
import { rentLabels } from "#app/content/rentals/rent-page";
import { MODELS, quoteHref } from "#app/domain/quote-requests/rules";
import { RENT_MONTH_ROWS } from "#app/domain/rentals/public-facts";
import type { ShownContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";

/** The quote form with "rent" already chosen: the one way in to a rental. */
const rentalRequest = quoteHref({ intent: "rent" });

/**
 * Rentals for everyone to read, in the owner's words (facts filled in): each
 * model's rates "from", and how free the next twelve months are. The figures
 * are live facts the server writes in as they stand, so no script is needed.
 */
export function RentPage({ words }: { words: ShownContentWords }) {
  const rates = partOf(words, "rates");
  const months = partOf(words, "months");
  const how = partOf(words, "how");
  const next = partOf(words, "next");
  return (
    <>
      <PageHero
        eyebrow={words.hero.eyebrow}
        title={words.hero.title}
        lead={<p>{words.hero.lead}</p>}
        art={heroArt(words)}
      >
        <LinkButton to={rentalRequest}>{rentLabels.request}</LinkButton>
      </PageHero>

      <Section id="rates" tone="white" title={rates.heading} intro={introOf(rates.intro)}>
        <ul className="grid gap-5 md:grid-cols-2">
          {MODELS.map((model) => (
            <li key={model} className="rounded-2xl border border-stone-200 bg-paper p-5 sm:p-6">
              <h3 className="text-2xl">{models[model].name}</h3>
              <p className="mt-2 text-xl font-semibold text-evergreen-900">
                <LiveFact name={`rent-from-${model}`} />
              </p>
              <p className="mt-2">
                <LiveFact name={`rent-rates-${model}`} />
              </p>
              <p className="mt-4">
                <LinkButton to={quoteHref({ intent: "rent", model })} variant="secondary">
                  Rent the {models[model].name}
                </LinkButton>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="months" title={months.heading} intro={introOf(months.intro)}>
        <table className="w-full max-w-2xl border-collapse text-left">
          <caption className="sr-only">{rentLabels.monthsCaption}</caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-4">
                Month
              </th>
              <th scope="col" className="py-2">
                A unit free?
              </th>
            </tr>
          </thead>
          <tbody>
            {RENT_MONTH_ROWS.map((row) => (
              <tr key={row} className="border-b border-stone-200">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  <LiveFact name={`rent-month-${row}`} />
                </th>
                <td className="py-2">
                  <LiveFact name={`rent-free-${row}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="how-renting-works" tone="white" title={how.heading}>
        <NumberedSteps steps={how.items} columns={3} card="paper" />
      </Section>

      <NextStep
        title={next.heading}
        emailSubject="Renting a Nestz"
        links={[
          { to: rentalRequest, label: rentLabels.request },
          { to: "/Delivery", label: "How delivery works" },
        ]}
      >
        <WordsText blocks={next.intro} />
      </NextStep>
    </>
  );
}
