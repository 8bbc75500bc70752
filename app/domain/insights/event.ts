/**
 * The beacon a page sends once per view (app/state/page-view-beacon.ts): its
 * path, the referrer's host and the landing address's UTM tags, in short
 * keys so the body stays tiny. The endpoint takes nothing else.
 */
import { z } from "#app/domain/common/zod";
import { withoutPrivateKeys } from "#app/domain/site/private-links";

import { HOST_MAX, UTM_MAX } from "./source";

/** The most bytes an event may have; a real one is under 200. */
export const EVENT_MAX_BYTES = 1_024;
export const PATH_MAX = 300;

/** PostgreSQL's text cannot hold a NUL: one in any field would fail the whole batch's insert. */
const noNul = (value: string) => !value.includes("\u0000");

const utm = z
  .string()
  .max(UTM_MAX * 2)
  .refine(noNul, "must not hold a NUL")
  .optional();

export const pageViewEventSchema = z.strictObject({
  /** The path, without query or fragment. */
  p: z
    .string()
    .min(1)
    .max(PATH_MAX)
    // No query, fragment, spaces or control characters (PostgreSQL's text cannot hold a NUL).
    .regex(/^\/[^?#\s\p{Cc}]*$/u, "must be a path"),
  /** The referrer's host (or the referrer, which the server reduces to its host). */
  r: z
    .string()
    .max(HOST_MAX + 200)
    .refine(noNul, "must not hold a NUL")
    .optional(),
  s: utm,
  m: utm,
  c: utm,
});
export type PageViewEvent = z.infer<typeof pageViewEventSchema>;

/** The content types a beacon is sent with: sendBeacon's text/plain, or JSON from fetch. */
export function isEventContentType(type: string | null): boolean {
  return /^(text\/plain|application\/json)\s*(;|$)/i.test(type?.trim() ?? "");
}

/** A path as counted: no private link's key, no trailing slash (but "/"), at most PATH_MAX characters. */
export function countedPath(path: string): string {
  const trimmed = withoutPrivateKeys(path.length > 1 ? path.replace(/\/+$/, "") : path);
  return (trimmed || "/").slice(0, PATH_MAX);
}
