import { z } from "zod";
import { DISPLAY_NAME_MAX, messages, PASSWORD_MAX, PASSWORD_MIN, type AccountField } from "./account-rules";
import { EMAIL_MAX } from "./email";

/**
 * What the sign-up, sign-in, password and account forms accept, checked in
 * their form actions. Limits and messages live in account-rules.ts, which the
 * browser uses too.
 */

// Control characters and the invisible marks that reorder text (used to disguise names).
// Zero-width joiners stay allowed: emoji sequences need them.
const INVISIBLE_OR_CONTROL = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

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
  .object({ displayName, email, password: newPassword, confirmPassword: z.string({ error: "Please confirm your password." }) })
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

const accountFields: readonly AccountField[] = ["displayName", "email", "password", "confirmPassword"];

/** The first message of a failed parse, for the form's alert, and the input it is about. */
export function firstError(error: z.ZodError): { message: string; field?: AccountField } {
  const issue = error.issues[0];
  const name = issue?.path[0];
  const field = accountFields.find((candidate) => candidate === name);
  return { message: issue?.message ?? messages.generic, ...(field ? { field } : {}) };
}
