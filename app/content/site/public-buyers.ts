import { company, compliance, delivery, models, unit } from "#app/content/facts";
import { joinList } from "#app/domain/common/text";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { CapabilityFact } from "#app/domain/site/views";
import type { ContentItem, ContentWords, TextBlock } from "#app/domain/site-words/blocks";

import { pageInfo } from "./pages";

/**
 * What a city, county, agency, tribe or nonprofit needs to know to buy from
 * Nestz, stated once for the /Government page and its capability summary PDF
 * (app/server/pdf/capability-summary.server.tsx), so the two never disagree:
 * the owner's words (`governmentWords`, as published), the law's word on sales
 * tax (`salesTaxTerm`, the site's) and the capability facts (the settings').
 */

/**
 * Official titles of the NAICS codes a maker and renter of modular homes is
 * likely to list, so a reader sees what a code means. A configured code that
 * is not here is shown by its number alone.
 */
export const naicsTitles: Readonly<Record<string, string>> = {
  "321991": "Manufactured Home (Mobile Home) Manufacturing",
  "321992": "Prefabricated Wood Building Manufacturing",
  "332311": "Prefabricated Metal Building and Component Manufacturing",
  "236116": "New Multifamily Housing Construction (except For-Sale Builders)",
  "236117": "New Housing For-Sale Builders",
  "531190": "Lessors of Other Real Estate Property",
};

export function naicsLine(code: string): string {
  const title = naicsTitles[code];
  return title ? `${code} · ${title}` : code;
}

/** "Since 2021 (5 years)"; a business started this year is "Since 2026". */
export function inBusinessText(foundedYear: number, currentYear: number): string {
  const years = currentYear - foundedYear;
  if (years < 1) return `Since ${foundedYear}`;
  return `Since ${foundedYear} (${years} ${years === 1 ? "year" : "years"})`;
}

export const serviceStates = joinList(delivery.states.map((code) => delivery.stateNames[code]));

/** "Nestz Inc." is the brand with its company form; "Northwest Nest Homes LLC" trades as Nestz. */
function tradesAsItself(legalName: string): boolean {
  return legalName.replace(/,?\s+(inc|llc|l\.l\.c|corp|corporation|co|company|ltd)\.?$/i, "").trim() === company.brand;
}

/**
 * The capability summary, from the public settings: an identifier that is not
 * configured is left out, never guessed.
 */
export function capabilityFacts(config: PublicConfig, currentYear: number): CapabilityFact[] {
  const facts: (CapabilityFact | null)[] = [
    { label: "Legal name", lines: [config.legalName] },
    tradesAsItself(config.legalName) ? null : { label: "Doing business as", lines: [company.brand] },
    config.foundedYear === null
      ? null
      : { label: "In business", lines: [inBusinessText(config.foundedYear, currentYear)] },
    config.uei === null ? null : { label: "UEI (SAM.gov)", lines: [config.uei] },
    config.cageCode === null ? null : { label: "CAGE code", lines: [config.cageCode] },
    config.naicsCodes.length === 0
      ? null
      : {
          label: config.naicsCodes.length === 1 ? "NAICS code" : "NAICS codes",
          lines: config.naicsCodes.map(naicsLine),
        },
    {
      label: "What we provide",
      lines: [
        `Insulated steel modular homes sold as ${unit.nominal}: the ${models.bedroom.name} and the ${models.office.name}, for sale or rent`,
        `Built to ${compliance.code} with a ${compliance.stamp} stamp`,
      ],
    },
    { label: "Based in", lines: [`${company.city}; homes built in ${company.workshop}`] },
    { label: "Service area", lines: [`${serviceStates}, delivered and placed by our own crew`] },
    {
      label: "Contact",
      lines: [config.contactPhone, config.contactEmail, config.publicUrl.replace(/^https?:\/\//, "")],
    },
  ];
  return facts.filter((fact): fact is CapabilityFact => fact !== null);
}

/**
 * What the law says of sales tax on a sale to a public buyer (WAC 458-20-189,
 * -190, -193; docs/decisions/0077 and 0170). The site's, never the owner's:
 * the page and the capability summary show it among the owner's buying terms
 * (`termsWithTax`), so no rewrite can offer a Washington public buyer a way
 * around sales tax.
 */
export const salesTaxTerm: ContentItem = {
  title: "Sales tax",
  text: [
    {
      kind: "paragraph",
      text: "Washington taxes sales to its own public buyers (state agencies, counties, cities, schools and other districts), so their proposals carry sales tax at the rate of the address the homes go to. Federal agencies paying directly with federal funds are exempt, and homes delivered to Oregon carry no Washington sales tax.",
    },
  ],
  link: null,
};

const page = pageInfo("/Government");

const text = (...paragraphs: string[]): TextBlock[] => paragraphs.map((each) => ({ kind: "paragraph", text: each }));
const item = (title: string, paragraph = ""): ContentItem => ({
  title,
  text: paragraph ? text(paragraph) : [],
  link: null,
});

/**
 * The /Government page's starting words (its design: `designs/government.ts`),
 * which the capability summary prints too, with the business's facts in
 * braces.
 */
export const governmentWords: ContentWords = {
  seo: {
    title: page.title,
    description:
      "How public buyers buy Nestz homes: dated written quotes, purchase orders, net-{invoice net days} invoices, sales tax as the law sets it, delivery across {delivery states}, units ready now, and our capability summary.",
  },
  hero: {
    eyebrow: "Public buyers",
    title: page.title,
    lead: "Cities, counties, state agencies, tribes and nonprofits buy Nestz homes for shelter, transitional housing, staff quarters and site offices. We work the way public purchasing does: a dated written quote, your purchase order and an invoice on net-{invoice net days} terms, with delivery across {delivery states}.",
  },
  parts: [
    {
      id: "how-buying-works",
      heading: "How buying works",
      intro: text("Four steps, with paperwork your purchasing office will recognize at every one."),
      items: [
        item(
          "Ask for a written quote",
          "Tell us how many units, which model and options, where they are going and when you need them. We answer with a dated written proposal: every line priced, the delivery fee, the sales tax the law asks of your delivery address, and the day it stays good until.",
        ),
        item(
          "Accept it with your purchase order",
          "Reply to the proposal with your purchase order number instead of a card. If anything changes before you order, we send a new version, so the quote in your file is always the one we stand behind.",
        ),
        item(
          "We build and deliver",
          "Each home is finished in our {workshop} workshop and placed on your site by our own crew, ready to hook up in as little as {placement hours} hours.",
        ),
        item(
          "Pay the invoice on net-{invoice net days} terms",
          "Our invoice is payable within {invoice net days} days of its date, through your accounts payable office as usual. A card works too, if that is simpler.",
        ),
      ],
    },
    {
      id: "terms",
      heading: "The terms purchasing offices ask about",
      intro: [],
      items: [
        item(
          "Written, dated quotes",
          "Every proposal is priced line by line and says the date it is valid until, ready to file with your purchase request.",
        ),
        item("Purchase orders", "Accepted from public agencies, tribes and nonprofits."),
        item("Payment terms", "Net {invoice net days} from the invoice date. Card payments are welcome as well."),
        item(
          "Delivery",
          "Across {delivery states}: a flat {flat delivery fee} within {flat delivery miles} miles of PDX, then {delivery fee per mile} for each mile past the first {flat delivery miles}, shown on the quote.",
        ),
        item(
          "Short-term needs",
          "Rent instead of buying for a stay under {longest rental days} days of continuous occupancy: a warming season, a disaster response, a site office.",
        ),
      ],
    },
    {
      id: "ready",
      heading: "Ready now, or rented for as long as you need",
      intro: text(
        "Finished homes wait in our {workshop} workshop for a warming season, a disaster response or a program that cannot wait for a build.",
      ),
      items: [],
    },
    {
      id: "ready-rent",
      heading: "",
      intro: text(
        "When the need is temporary, rent instead of buying: our rentals are for stays under {longest rental days} days of continuous occupancy, delivered and placed by us.",
      ),
      items: [],
    },
    {
      id: "funding",
      heading: "Paying for it",
      intro: text(
        "Public buyers often pay for shelter and transitional housing with federal and state grants. These are examples buyers look into, not a promise that any program will pay for your project: eligibility depends on the program and on you, so check with whoever administers it.",
      ),
      items: [
        item("HUD's Emergency Solutions Grants (ESG) and Continuum of Care (CoC) programs"),
        item("Community Development Block Grants (CDBG), through your city, county or state"),
        item(
          "Homelessness and housing programs of Washington's Department of Commerce and of Oregon Housing and Community Services",
        ),
        item("HUD's Indian Housing Block Grant (IHBG), for tribes and tribally designated housing entities"),
      ],
    },
    {
      id: "funding-after",
      heading: "",
      intro: text(
        "What we can do is give you what an application usually asks for: a dated written quote, the spec sheets and our capability summary.",
      ),
      items: [],
    },
    {
      id: "capability",
      heading: "Capability summary",
      intro: text("The details a vendor form asks for, in one place and as a PDF for your file."),
      items: [],
    },
    {
      id: "next",
      heading: "Start with a written quote",
      intro: text(
        "Tell us how many homes, where they are going and when. We will answer with a dated proposal you can take to your purchasing office, and we are happy to talk it through on the phone first.",
      ),
      items: [],
    },
  ],
};
