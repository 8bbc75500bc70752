import { z } from "#app/domain/common/zod";
import { EMAIL_MAX } from "#app/domain/email/email";

import { type AccountField, DISPLAY_NAME_MAX, messages, PASSWORD_MAX, PASSWORD_MIN } from "./rules";

/**
 * What the sign-up, sign-in, password and account forms accept, checked in
 * their form actions. Limits and messages live in account-rules.ts, which the
 * browser uses too.
 */

// Control characters, line and paragraph separators, and the invisible marks that reorder
// or hide text (used to disguise names). Zero-width joiners and non-joiners stay allowed:
// emoji sequences and several scripts need them.
const INVISIBLE_OR_CONTROL =
  /[\p{Cc}\u061c\u200b\u200e\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;

/**
 * The display-name and email rules, applied on every path that takes one:
 * the account forms, the JSON auth API (the auth layer's hooks), the quote
 * form and the owner's console. Change them here and every path changes with them.
 */
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

export const displayName = personName({
  missing: "Please enter your display name.",
  tooLong: `Display names can be at most ${DISPLAY_NAME_MAX} characters.`,
  hidden: "Display names can't contain hidden or control characters.",
});

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(EMAIL_MAX, "That email address is too long.")
  .pipe(z.email({ error: "Please enter a valid email address." }))
  .transform((value) => value.toLowerCase());

export const password = z
  .string({ error: "Please enter your password." })
  .min(1, "Please enter your password.")
  .max(PASSWORD_MAX, `Passwords can be at most ${PASSWORD_MAX} characters.`);

export const newPassword = password.refine(
  (value) => value.length >= PASSWORD_MIN,
  `Passwords need at least ${PASSWORD_MIN} characters.`,
);

export const signUpForm = z
  .object({
    displayName,
    email,
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password." }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export const signInForm = z.object({ email, password });

export const forgotPasswordForm = z.object({ email });

export const resetPasswordForm = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Please confirm your password." }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ["confirmPassword"],
  });

export const displayNameForm = z.object({ displayName });

export type RuleResult = { ok: true; value: string } | { ok: false; message: string };

const check = (schema: z.ZodType<string>, input: unknown): RuleResult => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? messages.generic };
};

/** A display name as the site keeps it (NFC, trimmed), or why it is refused. */
export function checkDisplayName(input: unknown): RuleResult {
  return check(displayName, input);
}

/** An email as the site keeps it (trimmed, lower case), or why it is refused. */
export function checkEmail(input: unknown): RuleResult {
  return check(email, input);
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

const accountFields: readonly AccountField[] = ["displayName", "email", "password", "confirmPassword"];

/** The first message of a failed parse, for the form's alert, and the input it is about. */
export function firstError(error: z.ZodError): { message: string; field?: AccountField } {
  const issue = error.issues[0];
  const name = issue?.path[0];
  const field = accountFields.find((candidate) => candidate === name);
  return { message: issue?.message ?? messages.generic, ...(field ? { field } : {}) };
}
