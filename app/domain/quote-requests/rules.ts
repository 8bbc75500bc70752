/**
 * The quote request form's choices, limits and field names, without the
 * validation schema (quote-request.ts): the browser needs these words and
 * numbers, not a schema library.
 */
import { DISPLAY_NAME_MAX } from "#app/domain/auth/rules";
import { isRequestablePaper, type RequestablePaper } from "#app/domain/documents/documents";
import { EMAIL_MAX } from "#app/domain/email/email";

export const BUYER_TYPES = ["individual", "civic", "government", "corporate"] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

/** How the form asks "I'm buying for…". */
export const buyerTypeLabels: Record<BuyerType, string> = {
  individual: "Myself or my family",
  civic: "A city or civic group",
  government: "A government agency",
  corporate: "A company",
};

export const INTENTS = ["buy", "rent"] as const;
export type Intent = (typeof INTENTS)[number];

export const MODELS = ["bedroom", "office"] as const;
export type HomeModel = (typeof MODELS)[number];

export const OPTIONS = ["bathroom", "kitchen", "custom-paint"] as const;
export type HomeOption = (typeof OPTIONS)[number];

export const UNITS_MIN = 1;
export const UNITS_MAX = 500;
export const NAME_MAX = DISPLAY_NAME_MAX;
export { EMAIL_MAX };
export const PHONE_MAX = 30;
export const ORGANIZATION_MAX = 120;
export const PO_REFERENCE_MAX = 100;
export const MESSAGE_MAX = 5_000;
export const ZIP_MAX = 10;
/** The delivery address's street and city: optional on the form, where the sales tax rate comes from. */
export const STREET_MAX = 200;
export const CITY_MAX = 100;

/** The form's text inputs by name; `options` is the one multi-value field. */
export const QUOTE_TEXT_FIELDS = [
  "name",
  "email",
  "phone",
  "organization",
  "buyerType",
  "poReference",
  "intent",
  "units",
  "model",
  "street",
  "city",
  "zip",
  "neededBy",
  "rentalStart",
  "rentalDays",
  "message",
] as const;
export type QuoteTextField = (typeof QUOTE_TEXT_FIELDS)[number];
export type QuoteField = QuoteTextField | "options" | "papers";

/** What the visitor typed, as typed: re-shown untouched when something needs fixing. */
export type QuoteFormValues = Record<QuoteTextField, string> & { options: string[]; papers: string[] };

export type QuoteFieldErrors = Partial<Record<QuoteField, string>>;

export const EMPTY_QUOTE_FORM: QuoteFormValues = {
  name: "",
  email: "",
  phone: "",
  organization: "",
  buyerType: "",
  poReference: "",
  intent: "buy",
  units: "1",
  model: "",
  street: "",
  city: "",
  zip: "",
  neededBy: "",
  rentalStart: "",
  rentalDays: "",
  message: "",
  options: [],
  papers: [],
};

/** Why a rental of `maxDays` or more is refused, in the words the form shows. */
export function rentalTooLong(maxDays: number): string {
  return `A Nestz rental is for under ${maxDays} days of continuous occupancy, so the longest we can book is ${maxDays - 1} days. For a longer stay, choose Buy, or tell us your plans in the message and we'll work it out together.`;
}

/** The length rule alone (the form can warn before sending): null when the length is fine. */
export function rentalLengthProblem(days: number, rentalMaxDays: number): string | null {
  return Number.isInteger(days) && days >= rentalMaxDays ? rentalTooLong(rentalMaxDays) : null;
}

/** Which optional groups of fields apply to a buyer: JavaScript hides the rest. */
export function fieldsThatApply(values: Pick<QuoteFormValues, "buyerType" | "intent">): {
  poReference: boolean;
  rental: boolean;
} {
  return { poReference: values.buyerType === "government", rental: values.intent === "rent" };
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * What a "Request a quote" link may fill in: ?model=office, ?option=kitchen
 * (repeatable), ?zip=98101, ?intent=rent, ?buyer=government, ?units=4.
 * Anything else is ignored, so a link can never put odd text in the form.
 */
export function prefillFromQuery(params: URLSearchParams): Partial<QuoteFormValues> {
  const prefill: Partial<QuoteFormValues> = {};
  const model = params.get("model");
  if (isOneOf(MODELS, model)) prefill.model = model;
  const options = params.getAll("option").filter((option) => isOneOf(OPTIONS, option));
  if (options.length) prefill.options = [...new Set(options)];
  const zip = params.get("zip");
  if (zip && /^\d{5}$/.test(zip)) prefill.zip = zip;
  const intent = params.get("intent");
  if (isOneOf(INTENTS, intent)) prefill.intent = intent;
  const buyer = params.get("buyer");
  if (isOneOf(BUYER_TYPES, buyer)) prefill.buyerType = buyer;
  const papers = params.getAll("paper").filter(isRequestablePaper);
  if (papers.length) prefill.papers = [...new Set(papers)];
  const units = params.get("units");
  if (units && /^\d{1,3}$/.test(units) && Number(units) >= UNITS_MIN && Number(units) <= UNITS_MAX) {
    prefill.units = String(Number(units));
  }
  return prefill;
}

/** What a link to the quote form can fill in. */
export interface QuotePrefill {
  model?: HomeModel;
  option?: HomeOption;
  zip?: string;
  intent?: Intent;
  buyer?: BuyerType;
  /** Papers to ask for: a W-9, a certificate of insurance. */
  papers?: readonly RequestablePaper[];
}

/** The link to the quote form with what the page already knows filled in. */
export function quoteHref(prefill: QuotePrefill = {}): `/Contact?${string}` | `/Contact#${string}` {
  const params = new URLSearchParams();
  if (prefill.model) params.set("model", prefill.model);
  if (prefill.option) params.set("option", prefill.option);
  if (prefill.zip) params.set("zip", prefill.zip);
  if (prefill.intent) params.set("intent", prefill.intent);
  if (prefill.buyer) params.set("buyer", prefill.buyer);
  for (const paper of prefill.papers ?? []) params.append("paper", paper);
  const query = params.toString();
  return query ? `/Contact?${query}#quote` : "/Contact#quote";
}

/** Each quoted product's pre-fill, by its catalog slug: the model it is, or the option it adds. */
const prefillByProduct: Record<string, QuotePrefill> = {
  "bedroom-nestz": { model: "bedroom" },
  "office-nestz": { model: "office" },
  bathroom: { option: "bathroom" },
  kitchen: { option: "kitchen" },
  "custom-paint": { option: "custom-paint" },
};

/** What the quote form is pre-filled with for a product; undefined for what is not quoted (the shwag). */
export function quotePrefillForProduct(slug: string): QuotePrefill | undefined {
  return prefillByProduct[slug];
}

/** The quote link for a catalog product, by its slug; undefined for what is not quoted. */
export function quoteHrefForProduct(slug: string): ReturnType<typeof quoteHref> | undefined {
  const prefill = quotePrefillForProduct(slug);
  return prefill ? quoteHref(prefill) : undefined;
}
