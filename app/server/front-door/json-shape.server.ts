/**
 * The shape of a JSON body, judged from its bytes before anything parses it.
 * Parsers and validators walk a document recursively, so a body nested
 * thousands of levels deep can exhaust their stack (a 500 from the auth layer
 * was the symptom). No request this site takes nests more than a handful of
 * levels, and none is large, so both are bounded for every body that is JSON.
 */

/** Deeper than any form or API call here needs (the deepest nests about five levels). */
export const MAX_JSON_DEPTH = 32;
/** Larger than any JSON request here (a cart, a sign-in, a webhook event). */
export const MAX_JSON_BYTES = 256 * 1024;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether a body is meant as JSON: declared so, or (as a beacon sends it) plain text that opens like JSON. */
export function looksLikeJson(contentType: string | undefined, body: Buffer): boolean {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json" || type.endsWith("+json")) return true;
  if (type !== "" && type !== "text/plain") return false;
  for (const byte of body) {
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) continue;
    return byte === OPEN_BRACE || byte === OPEN_BRACKET;
  }
  return false;
}

/** How deep the body's objects and arrays nest, counting brackets outside strings; stops once past `limit`. */
export function jsonDepth(body: Buffer, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth--;
  }
  return deepest;
}

export type JsonRefusal = { status: 400 | 413; code: string; heading: string; detail: string };

/** Why a JSON body is refused before any handler sees it, or null when it may go on. */
export function checkJsonBody(contentType: string | undefined, body: Buffer): JsonRefusal | null {
  if (!looksLikeJson(contentType, body)) return null;
  if (body.length > MAX_JSON_BYTES) {
    return {
      status: 413,
      code: "too_large",
      heading: "That request is too large",
      detail: `A JSON body here holds at most ${MAX_JSON_BYTES / 1024} KB.`,
    };
  }
  if (jsonDepth(body) > MAX_JSON_DEPTH) {
    return {
      status: 400,
      code: "too_deep",
      heading: "That request is nested too deeply",
      detail: `A JSON body here nests at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
    };
  }
  return null;
}
