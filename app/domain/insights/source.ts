/**
 * Where a visit came from: the landing address's UTM tags, else the
 * referring site's host, else direct. The same rules name the source of a
 * page view and of a quote request.
 */
import { DIRECT, NO_MEDIUM } from "./kinds";

/** The medium of a tagged link that named no medium. */
export const NOT_SET = "(not set)";

/** Longest UTM value kept; longer ones are cut (they are labels, not data). */
export const UTM_MAX = 100;
/** Longest host name (RFC 1035). */
export const HOST_MAX = 253;

export interface Utm {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

export interface VisitSource {
  /** utm_source, else the referrer's host, else "(direct)". */
  source: string;
  /** utm_medium, else "referral" / "organic" / "(none)". */
  medium: string;
  campaign: string | null;
  referrerHost: string | null;
}

/** A UTM value as stored: trimmed, lower case, control characters gone, at most UTM_MAX characters; empty is none. */
export function cleanUtm(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const cleaned = [...value]
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX);
  return cleaned === "" ? null : cleaned;
}

/** The utm_source, utm_medium and utm_campaign of a query string ("?a=b", "a=b" or URLSearchParams). */
export function utmOf(search: string | URLSearchParams): Utm {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return {
    source: cleanUtm(params.get("utm_source")),
    medium: cleanUtm(params.get("utm_medium")),
    campaign: cleanUtm(params.get("utm_campaign")),
  };
}

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A host name as stored: lower case, without a leading "www." and a trailing dot; null when it is not one. */
export function cleanHost(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return HOST.test(host) ? host : null;
}

/**
 * The referring site's host, from a whole referrer URL or a bare host. Null
 * for none, for anything that is not an http(s) address or a host, and for
 * the site itself (moving between its own pages is not a source).
 */
export function referrerHost(referrer: string | null | undefined, siteHost: string): string | null {
  if (typeof referrer !== "string" || referrer.trim() === "") return null;
  let host: string | null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(referrer)) {
    try {
      const url = new URL(referrer);
      host = url.protocol === "http:" || url.protocol === "https:" ? cleanHost(url.hostname) : null;
    } catch {
      return null;
    }
  } else {
    host = cleanHost(referrer);
  }
  if (!host) return null;
  const site = cleanHost(siteHost.replace(/:\d+$/, ""));
  return host === site ? null : host;
}

/** Search engines whose visitors are "organic" rather than "referral". */
const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex|startpage|qwant|brave)\.[a-z.]+$/;

export function isSearchEngine(host: string): boolean {
  return SEARCH_ENGINES.test(host) || host === "search.brave.com";
}

/** The source, medium and campaign of a visit, from its landing address's tags and its referrer's host. */
export function visitSource(utm: Utm, referrer: string | null): VisitSource {
  const medium =
    utm.medium ?? (utm.source ? NOT_SET : referrer ? (isSearchEngine(referrer) ? "organic" : "referral") : NO_MEDIUM);
  return { source: utm.source ?? referrer ?? DIRECT, medium, campaign: utm.campaign, referrerHost: referrer };
}

/** What is known of where a request came from, as the console's request page says it. */
export function describeRequestSource(request: {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  referrerHost: string | null;
}): string {
  if (!request.source) return "Not known (sent before Insights began, or from a browser that asks not to be counted)";
  const details = [
    request.medium ? `medium ${request.medium}` : null,
    request.campaign ? `campaign ${request.campaign}` : null,
    request.referrerHost && request.referrerHost !== request.source ? `by way of ${request.referrerHost}` : null,
  ].filter((detail): detail is string => detail !== null);
  return details.length ? `${request.source} (${details.join(", ")})` : request.source;
}
