/**
 * Addresses that are themselves a key: whoever holds one can open a buyer's
 * proposal, invoice or change order (and their PDF and card pages), or set an account's
 * password (the reset link, which also proves an admin's address). This is the
 * one list of them; the request log and Insights keep such a path only with
 * its key taken out, and deploy/nginx's access log does the same with a map
 * built from the same segment names (tests/e2e/deploy.spec.ts holds the two
 * together).
 */
export const PRIVATE_LINK_SEGMENTS = ["proposal", "invoice", "change-order", "reset-password"] as const;

/** What stands in a logged path where a key was. */
export const REDACTED_KEY = "[private]";

/** The segment after any private link's name, wherever it stands in the path, whatever its case. */
const KEY_AFTER_NAME = new RegExp(`(/(?:${PRIVATE_LINK_SEGMENTS.join("|")}))/[^/?#]+`, "gi");

/** The same test, once: whether a path holds a private link's key at all. */
const HOLDS_KEY = new RegExp(KEY_AFTER_NAME.source, "i");

/**
 * The path with every private link's key replaced, so it can be written to a log. The router
 * decodes a path before matching it, so `/%70roposal/<key>` opens the same page: a path whose
 * decoded form holds a key is logged as its redacted decoded form, re-escaped so that an escaped
 * line break cannot split the log line.
 */
export function withoutPrivateKeys(path: string): string {
  const redacted = path.replace(KEY_AFTER_NAME, `$1/${REDACTED_KEY}`);
  let decoded: string;
  try {
    decoded = decodeURIComponent(redacted);
  } catch {
    return redacted; // a malformed escape: no page answers it, and it is logged as sent
  }
  if (decoded === redacted || !HOLDS_KEY.test(decoded)) return redacted;
  return encodeURI(decoded.replace(KEY_AFTER_NAME, `$1/${REDACTED_KEY}`))
    .replaceAll("%5B", "[")
    .replaceAll("%5D", "]");
}
