import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { LinkButton } from "#app/components/ui/button";
import { StepNumber } from "#app/components/ui/step-number";
import { models } from "#app/content/facts";
import { rentPage } from "#app/content/rentals/rent-page";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { MODELS } from "#app/domain/quote-requests/rules";
import { quoteHref } from "#app/domain/quote-requests/rules";
import { RENT_MONTH_ROWS } from "#app/domain/rentals/public-facts";

const page = pageInfo("/Rent");

export const meta = metaFor(page);
export const handle = contentPage;

/** The quote form with "rent" already chosen: the one way in to a rental. */
const rentalRequest = quoteHref({ intent: "rent" });

/**
 * Rentals for everyone to read: each model's rates "from", and how free the
 * next twelve months are. Prerendered; the figures are live facts the server
 * writes in as they stand, so no script is needed to show them.
 */
export default function RentPage() {
  return (
    <>
      <PageHero eyebrow={rentPage.eyebrow} title={page.title} lead={<p>{rentPage.lead}</p>}>
        <LinkButton to={rentalRequest}>{rentPage.requestLabel}</LinkButton>
      </PageHero>

      <Section id="rates" tone="white" title={rentPage.ratesTitle} intro={<p>{rentPage.ratesIntro}</p>}>
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

      <Section id="months" title={rentPage.monthsTitle} intro={<p>{rentPage.monthsIntro}</p>}>
        <table className="w-full max-w-2xl border-collapse text-left">
          <caption className="sr-only">{rentPage.monthsCaption}</caption>
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

      <Section id="how-renting-works" tone="white" title={rentPage.howTitle}>
        <ol className="grid gap-5 md:grid-cols-3">
          {rentPage.howSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-2xl border border-stone-200 bg-paper p-5 sm:p-6">
              <StepNumber n={index + 1} look="plain" />
              <div>
                <h3 className="text-xl">{step.title}</h3>
                <p className="mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <NextStep
        title={rentPage.nextStepTitle}
        emailSubject="Renting a Nestz"
        links={[
          { to: rentalRequest, label: rentPage.requestLabel },
          { to: "/Delivery", label: "How delivery works" },
        ]}
      >
        <p>{rentPage.nextStepText}</p>
      </NextStep>
    </>
  );
}
