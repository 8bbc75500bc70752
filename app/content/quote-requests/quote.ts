/**
 * The words of the quote request: how its choices are named on the form, in
 * the emails and on the account page, and what happens after a request.
 */
import { models } from "#app/content/facts";
import type { BuyerType, HomeModel, HomeOption, Intent } from "#app/domain/quote-requests/rules";

export const modelNames: Record<HomeModel, string> = {
  bedroom: models.bedroom.name,
  office: models.office.name,
};

export const modelHints: Record<HomeModel, string> = {
  bedroom: "Made for living, with a bathroom and shower.",
  office: "The base unit: a bright room with a half bath.",
};

export const optionNames: Record<HomeOption, string> = {
  bathroom: "Bathroom",
  kitchen: "Kitchen",
  "custom-paint": "Custom paint",
};

/** Who a request is for, as the business's summary names it: "… for a government agency". */
export const buyerTypeNames: Record<BuyerType, string> = {
  individual: "an individual or family",
  civic: "a city or civic group",
  government: "a government agency",
  corporate: "a company",
};

export const intentNames: Record<Intent, string> = {
  buy: "Buy",
  rent: "Rent",
};

/** Where a request stands, as the buyer reads it on their account page. */
export const quoteRequestStatusNames = {
  new: "Received",
  contacted: "We've been in touch",
  quoted: "Quote sent",
  won: "Confirmed",
  lost: "Closed",
} as const;

/** What happens after a request, on the confirmation page and in the buyer's email. */
export const quoteNextSteps = [
  "We read every request ourselves and reply by email or phone with prices for what you asked about.",
  "We confirm the delivery fee for your exact address, and a date that suits your site and schedule.",
  "Nothing is ordered until you say yes. Orders are placed by phone, so we can get every detail right with you.",
] as const;

/** "2027-03" → "March 2027". */
export function monthName(month: string): string {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

/** "2027-01-15" → "January 15, 2027". */
export function dayName(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  if (!year || !month || !date) return day;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
