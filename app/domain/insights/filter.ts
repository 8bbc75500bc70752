/**
 * Which page views are not counted (docs/decisions/0026): robots and
 * crawlers, prefetches and prerenders nobody looked at, the console, signed-in
 * admins, and browsers that ask not to be tracked (DNT or Global Privacy Control).
 */
import { isbot } from "isbot";

import { isConsolePath } from "./endpoint";

export type NotCounted = "bot" | "prefetch" | "console" | "admin" | "opted-out" | "not-a-page";

/** The request headers the decision reads (a Headers object or anything with `get`). */
export interface HeaderSource {
  get(name: string): string | null;
}

/** A prefetch or prerender announces itself: `Sec-Purpose: prefetch` (and `prefetch;prerender`), or the older `Purpose`/`X-Purpose`/`X-Moz`. */
export function isPrefetch(headers: HeaderSource): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
    .filter((value): value is string => value !== null)
    .join(",")
    .toLowerCase();
  return /\b(prefetch|preview|prerender)\b/.test(purpose);
}

/** `DNT: 1` or `Sec-GPC: 1`: the browser asks not to be tracked, and we do not count it at all. */
export function optsOut(headers: HeaderSource): boolean {
  return headers.get("dnt")?.trim() === "1" || headers.get("sec-gpc")?.trim() === "1";
}

export function isBot(userAgent: string | null): boolean {
  // No user agent at all is a script, not a browser.
  return !userAgent || isbot(userAgent);
}

/** Why a page view is not counted, or null when it is. `isAdmin` is asked only when everything else passes. */
export async function whyNotCounted(
  headers: HeaderSource,
  path: string,
  isAdmin: () => Promise<boolean>,
): Promise<NotCounted | null> {
  if (isBot(headers.get("user-agent"))) return "bot";
  if (isPrefetch(headers)) return "prefetch";
  if (optsOut(headers)) return "opted-out";
  if (isConsolePath(path)) return "console";
  if (/^\/(api|assets|images)\//i.test(path)) return "not-a-page";
  if (await isAdmin()) return "admin";
  return null;
}
