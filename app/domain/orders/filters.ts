import { z } from "#app/domain/common/zod";
import { EMAIL_MAX } from "#app/domain/email/email";

import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "./status";

/** The console's order filters, read from the query string (a GET form, so they work without JavaScript). */
export interface OrderFilters {
  status: OrderStatus | null;
  /** First and last day shown, `YYYY-MM-DD` in the business's time zone; both inclusive. */
  from: string | null;
  to: string | null;
  /** Part of the buyer's email, any case. */
  email: string | null;
  page: number;
}

export type OrderFilterField = "status" | "from" | "to" | "email" | "page";

/** The query-string names, as the filter form's fields are named. */
export const ORDER_FILTER_FIELDS: readonly OrderFilterField[] = ["status", "from", "to", "email", "page"];

export const ORDERS_PER_PAGE = 25;
const PAGE_MAX = 100_000;

/** A real calendar day from 2000 to 2999, written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = /^(2\d{3})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || null);

const day = (label: string) =>
  optionalText.refine((value) => value === null || isIsoDate(value), `${label}: choose a date, like 2026-11-23.`);

export const orderFiltersSchema = z
  .object({
    status: optionalText.refine(
      (value) => value === null || value === "all" || isOrderStatus(value),
      `Status: choose one of ${ORDER_STATUSES.join(", ")}.`,
    ),
    from: day("From"),
    to: day("To"),
    email: optionalText.refine(
      (value) => value === null || value.length <= EMAIL_MAX,
      `Email: use at most ${EMAIL_MAX} characters.`,
    ),
    page: optionalText.refine(
      (value) => value === null || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= PAGE_MAX),
      "Page: that page number doesn't exist.",
    ),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    path: ["to"],
    message: "To: the last day comes before the first one. Swap the dates, or clear one.",
  })
  .transform((value): OrderFilters => ({
    status: value.status && value.status !== "all" && isOrderStatus(value.status) ? value.status : null,
    from: value.from,
    to: value.to,
    email: value.email ? value.email.toLowerCase() : null,
    page: value.page ? Number(value.page) : 1,
  }));

/** The filters' raw text, as typed: what the form shows again when something is wrong. */
export type OrderFilterValues = Record<OrderFilterField, string>;

export function filterValues(search: URLSearchParams): OrderFilterValues {
  const values = {} as OrderFilterValues;
  for (const field of ORDER_FILTER_FIELDS) values[field] = search.get(field) ?? "";
  return values;
}

/** The query string of these filters (empty ones left out), for links: pages, the CSV export. */
export function filtersToSearch(filters: OrderFilters, overrides: { page?: number } = {}): string {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  if (filters.email) search.set("email", filters.email);
  const page = overrides.page ?? filters.page;
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function hasFilters(filters: OrderFilters): boolean {
  return Boolean(filters.status || filters.from || filters.to || filters.email);
}

/**
 * A LIKE pattern matching text that contains `part` literally: `%`, `_`
 * and the backslash (PostgreSQL's default escape) lose their meaning.
 */
export function containsPattern(part: string): string {
  return `%${part.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
