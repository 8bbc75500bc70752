import { Art } from "#app/components/art/art";
import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { QuoteSection } from "#app/components/quote-requests/buyer/quote-section";
import { JsonLd } from "#app/components/seo/json-ld";
import { LiveFact } from "#app/components/site-facts/live-fact";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { company } from "#app/content/facts";
import { localBusinessSchema } from "#app/content/site/business-schema";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { mailtoHref, telHref } from "#app/domain/common/phone";

import type { Route } from "./+types/contact";
import { handleQuoteForm, quoteFormStart } from "./contact.server";

const page = pageInfo("/Contact");

export const meta = metaFor(page);
export const handle = contentPage;

const EMAIL_SUBJECT = "Nestz inquiry";
const QUOTE_INTRO =
  "Buying or renting, one unit or a hundred, for your family, a city, an agency or a company: tell us here and we'll come back with prices, a delivery fee and dates. No mail app needed.";

const reasons = [
  { title: "Prices", body: "Current prices for every model and option, including rent and rent-to-own." },
  { title: "Delivery", body: "A delivery quote and a date that suits your site and schedule." },
  { title: "Visits", body: "A time to see a Nestz in person and ask everything face to face." },
  { title: "Orders", body: "Orders are placed by phone, so we can get every detail right with you." },
];

/** At build time for the prerendered page; per request for a pre-filled link (?model=…) or a signed-in buyer. */
export async function loader({ request }: Route.LoaderArgs) {
  return { quote: await quoteFormStart(request) };
}

export const action = ({ request }: Route.ActionArgs) => handleQuoteForm(request);

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { config } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow="Inquiries"
        title="Talk to a real person"
        lead={
          <p>
            {config.legalName} is {company.family} in {company.city}. Prices and delivery costs are shared by phone or
            email, and questions are welcome any time. <LiveFact name="units-ready-sentence" />{" "}
            <LiveFact name="next-build-slot" /> <LiveFact name="next-rental-free" />
          </p>
        }
        art={
          <Art
            name="rotary-phone"
            alt="A vintage rotary telephone"
            className="h-auto w-full overflow-hidden rounded-2xl"
          />
        }
      />
      <Section id="reach-us" title="Reach us">
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
            <p className="text-stone-600">
              The email button opens your mail app with the subject “{EMAIL_SUBJECT}” already filled in.
            </p>
          </address>
          <div>
            <h3 className="text-2xl">What we can help with</h3>
            <ul className="mt-4 grid gap-4">
              {reasons.map((reason) => (
                <li key={reason.title} className="rounded-xl bg-mist p-4">
                  <p className="font-semibold text-evergreen-900">{reason.title}</p>
                  <p>{reason.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section id="quote" title="Request a quote" tone="white" long intro={<p>{QUOTE_INTRO}</p>}>
        <Island
          name="quote-form"
          component={QuoteSection}
          props={{ start: loaderData.quote, outcome: actionData, phone: config.contactPhone }}
        />
      </Section>
      <Section id="before-you-call" title="Good to know before you call" tone="mist">
        <p className="max-w-2xl text-lg">
          Knowing roughly where the Nestz will go, how you will use it and when you would like it helps us give you an
          exact price and delivery date on the first call.
        </p>
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

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
