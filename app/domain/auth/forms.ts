import { z } from "#app/domain/common/zod";
import { EMAIL_MAX } from "#app/domain/email/email";
import { personName } from "#app/domain/people/names";

import { type AccountField, DISPLAY_NAME_MAX, messages, PASSWORD_MAX, PASSWORD_MIN } from "./rules";

/**
 * What the sign-up, sign-in, password and account forms accept, checked in
 * their form actions. Limits and messages live in rules.ts, which the
 * browser uses too; what makes a person's name is app/domain/people/names.ts.
 */

/**
 * The display-name and email rules, applied on every path that takes one:
 * the account forms, the JSON auth API (the auth layer's hooks), the quote
 * form and the owner's console. Change them here and every path changes with them.
 */
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

const accountFields: readonly AccountField[] = ["displayName", "email", "password", "confirmPassword"];

/** The first message of a failed parse, for the form's alert, and the input it is about. */
export function firstError(error: z.ZodError): { message: string; field?: AccountField } {
  const issue = error.issues[0];
  const name = issue?.path[0];
  const field = accountFields.find((candidate) => candidate === name);
  return { message: issue?.message ?? messages.generic, ...(field ? { field } : {}) };
}
