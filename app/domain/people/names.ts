import { DISPLAY_NAME_MAX } from "#app/domain/auth/rules";
import { z } from "#app/domain/common/zod";

/**
 * What makes a person's name, wherever one is typed or received: an account's
 * display name, the name on a quote request, a booking's note. The account
 * forms' limit (DISPLAY_NAME_MAX) is the one every name keeps.
 */

// Control characters, line and paragraph separators, and the invisible marks that reorder
// or hide text (used to disguise names). Zero-width joiners and non-joiners stay allowed:
// emoji sequences and several scripts need them.
const INVISIBLE_OR_CONTROL =
  /[\p{Cc}\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;

/** True when text hides characters a reader cannot see (controls, direction overrides). */
export function hasHiddenCharacters(value: string): boolean {
  return INVISIBLE_OR_CONTROL.test(value);
}

/**
 * A person's name, as every form that asks for one takes it: NFC, trimmed, at
 * most DISPLAY_NAME_MAX characters, nothing hidden. Each form words its own messages.
 */
export function personName(messages: { missing: string; tooLong: string; hidden: string }) {
  return z
    .string({ error: messages.missing })
    .transform((value) => value.normalize("NFC").trim())
    .pipe(
      z
        .string()
        .min(1, messages.missing)
        .max(DISPLAY_NAME_MAX, messages.tooLong)
        .refine((value) => !hasHiddenCharacters(value), messages.hidden),
    );
}

/**
 * A display name from someone else's records (Google's profile) made to fit
 * the rule rather than refused: hidden and control characters dropped,
 * spaces collapsed, cut to the length limit. May be empty.
 */
export function tidyDisplayName(input: unknown): string {
  if (typeof input !== "string") return "";
  const cleaned = input
    .normalize("NFC")
    .replace(new RegExp(INVISIBLE_OR_CONTROL.source, "gu"), " ")
    .replace(/\s+/g, " ")
    .trim();
  // Cut by code points, so an emoji is never split in half.
  let kept = "";
  for (const char of cleaned) {
    if (kept.length + char.length > DISPLAY_NAME_MAX) break;
    kept += char;
  }
  return kept.trim();
}
