import { delivery } from "#app/content/facts";

const where = `${delivery.stateNames.WA} and ${delivery.stateNames.OR}`;

/** What the site says about a ZIP it cannot price: the API, the estimator and the quote form alike. */
export const zipMessages = {
  invalid: "Please enter a five-digit ZIP code, like 97218.",
  unknown: (zip: string) =>
    `We couldn't find the ZIP code ${zip}. Please check it, or enter your distance from PDX in miles instead.`,
  outside: (zip: string, stateName: string) =>
    `${zip} is in ${stateName}. We deliver anywhere in ${where}, but not beyond, so we can't quote a delivery there.`,
  failed: "We couldn't work out the fee just now. Please try again, or give us a call.",
} as const;

/** Where the ZIP locations come from (their licence asks for the credit). */
export const zipDataCredit = "ZIP locations: USPS and GeoNames (CC BY 4.0).";
