import { company, compliance, delivery, models, setup, unit } from "#app/content/facts";
import { formatCentsShort } from "#app/domain/common/money";
import { joinList } from "#app/domain/common/text";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { CapabilityFact } from "#app/domain/site/views";

/**
 * What a city, county, agency, tribe or nonprofit needs to know to buy from
 * Nestz, stated once for the /Government page and its capability summary PDF
 * (app/server/pdf/capability-summary.server.tsx), so the two never disagree.
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

/** How buying works for a public buyer, in order. */
export const buyingSteps: { title: string; text: string }[] = [
  {
    title: "Ask for a written quote",
    text: "Tell us how many units, which model and options, where they are going and when you need them. We answer with a dated written proposal: every line priced, the delivery fee, the sales tax the law asks of your delivery address, and the day it stays good until.",
  },
  {
    title: "Accept it with your purchase order",
    text: "Reply to the proposal with your purchase order number instead of a card. If anything changes before you order, we send a new version, so the quote in your file is always the one we stand behind.",
  },
  {
    title: "We build and deliver",
    text: `Each home is finished in our ${company.workshop} workshop and placed on your site by our own crew, ready to hook up in as little as ${setup.placementHours} hours.`,
  },
  {
    title: "Pay the invoice on net-30 terms",
    text: "Our invoice is payable within 30 days of its date, through your accounts payable office as usual. A card works too, if that is simpler.",
  },
];

/** The terms purchasing offices ask about, each answered plainly. */
export const buyingTerms: { term: string; detail: string }[] = [
  {
    term: "Written, dated quotes",
    detail:
      "Every proposal is priced line by line and says the date it is valid until, ready to file with your purchase request.",
  },
  { term: "Purchase orders", detail: "Accepted from public agencies, tribes and nonprofits." },
  { term: "Payment terms", detail: "Net 30 from the invoice date. Card payments are welcome as well." },
  {
    term: "Sales tax",
    detail:
      "Washington taxes sales to its own public buyers (state agencies, counties, cities, schools and other districts), so their proposals carry sales tax at the rate of the address the homes go to. Federal agencies paying directly with federal funds are exempt, and homes delivered to Oregon carry no Washington sales tax.",
  },
  {
    term: "Delivery",
    detail: `Across ${serviceStates}: a flat ${formatCentsShort(delivery.flatFeeCents)} within ${delivery.flatRadiusMiles} miles of PDX, then ${formatCentsShort(delivery.perMileCents)} for each mile past the first ${delivery.flatRadiusMiles}, shown on the quote.`,
  },
  {
    term: "Short-term needs",
    detail: `Rent instead of buying for a stay under ${compliance.rentalMaxDays} days of continuous occupancy: a warming season, a disaster response, a site office.`,
  },
];

/**
 * Funding public buyers often use for shelter and transitional housing:
 * examples to look into, never a promise that a program will pay.
 */
export const fundingExamples: string[] = [
  "HUD's Emergency Solutions Grants (ESG) and Continuum of Care (CoC) programs",
  "Community Development Block Grants (CDBG), through your city, county or state",
  "Homelessness and housing programs of Washington's Department of Commerce and of Oregon Housing and Community Services",
  "HUD's Indian Housing Block Grant (IHBG), for tribes and tribally designated housing entities",
];
