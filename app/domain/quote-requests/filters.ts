import { z } from "#app/domain/common/zod";

import { BUYER_TYPES, type BuyerType, type Intent, INTENTS } from "./rules";
import { QUOTE_REQUEST_STATUSES, type QuoteRequestStatus } from "./status";

/** The inbox's filters, read from the query string (a GET form: works without JavaScript, can be bookmarked and exported). */
export interface QuoteRequestFilters {
  status: QuoteRequestStatus | null;
  buyer: BuyerType | null;
  intent: Intent | null;
  page: number;
}

export type QuoteRequestFilterField = "status" | "buyer" | "intent" | "page";
export const QUOTE_REQUEST_FILTER_FIELDS: readonly QuoteRequestFilterField[] = ["status", "buyer", "intent", "page"];

/** The filters' raw text, as given: what the form shows again when something is wrong. */
export type QuoteRequestFilterValues = Record<QuoteRequestFilterField, string>;

export const QUOTE_REQUESTS_PER_PAGE = 25;
const PAGE_MAX = 100_000;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Empty, or "all", means "any". */
const choice = <T extends string>(list: readonly T[], message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value === "all" || isOneOf(list, value), message)
    .transform((value) => (value && value !== "all" && isOneOf(list, value) ? value : null));

export const quoteRequestFiltersSchema = z.object({
  status: choice(QUOTE_REQUEST_STATUSES, `Status: choose one of ${QUOTE_REQUEST_STATUSES.join(", ")}.`),
  buyer: choice(BUYER_TYPES, `Buyer: choose one of ${BUYER_TYPES.join(", ")}.`),
  intent: choice(INTENTS, "Buy or rent: choose buy or rent."),
  page: z
    .string()
    .optional()
    .transform((value) => value?.trim() || null)
    .refine(
      (value) => value === null || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= PAGE_MAX),
      "Page: that page number doesn't exist.",
    )
    .transform((value) => (value ? Number(value) : 1)),
});

export function quoteRequestFilterValues(search: URLSearchParams): QuoteRequestFilterValues {
  const values = {} as QuoteRequestFilterValues;
  for (const field of QUOTE_REQUEST_FILTER_FIELDS) values[field] = search.get(field) ?? "";
  return values;
}

/** The query string of these filters (empty ones left out): for page links and the CSV export. */
export function quoteRequestFiltersToSearch(filters: QuoteRequestFilters, overrides: { page?: number } = {}): string {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.buyer) search.set("buyer", filters.buyer);
  if (filters.intent) search.set("intent", filters.intent);
  const page = overrides.page ?? filters.page;
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function hasQuoteRequestFilters(filters: QuoteRequestFilters): boolean {
  return Boolean(filters.status || filters.buyer || filters.intent);
}
