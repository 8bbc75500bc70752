/**
 * Who a visitor is, for one day only (docs/decisions/0026): a hash of the
 * day's secret salt, the client address, the user agent and the site. The
 * salt is made fresh each Pacific day and yesterday's destroyed, so the same
 * person tomorrow is someone else, and nothing stored leads back to an address.
 */
import { businessDay } from "#app/domain/time/business-time";

let lastMinute: { minute: number; day: string } | undefined;

/**
 * The Pacific day whose salt applies at `now`: salts change at midnight in
 * Portland. Asked for every page view, so the answer is kept for the minute:
 * the time zone's offsets are whole hours, so a day never ends within one.
 */
export function saltDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute !== minute) lastMinute = { minute, day: businessDay(now) };
  return lastMinute.day;
}

/** Salts that must be destroyed at `today`: every one of an earlier day. */
export function expiredSaltDays(stored: readonly string[], today: string): string[] {
  return stored.filter((day) => day < today);
}

export interface VisitorFacts {
  /** The day's salt, secret (32 random bytes, hex). */
  salt: string;
  /** The client address server.ts names (never stored). */
  address: string;
  /** The user agent (never stored). */
  userAgent: string;
  /** The site's host, so the same browser on two sites is two visitors. */
  site: string;
}

/**
 * The bytes the visitor hash is taken over. Each part is length-prefixed, so
 * no two different sets of facts give the same input ("ab"+"c" vs "a"+"bc").
 */
export function visitorHashInput({ salt, address, userAgent, site }: VisitorFacts): string {
  return [salt, address.trim().toLowerCase(), userAgent, site.trim().toLowerCase()]
    .map((part) => `${part.length}:${part}`)
    .join("|");
}
