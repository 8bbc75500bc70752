import { z } from "zod";

/**
 * What the sign-up, sign-in, password and account forms accept, with the
 * messages people see. The same schemas run in the browser (to catch a
 * mismatch before anything is sent) and in the form actions.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 60;

export const messages = {
  passwordsDontMatch: "Passwords don't match",
  emailInUse: "Email already in use",
  wrongPassword: "Wrong password",
  emailNotFound: "Email not found",
  useGoogle: "This email signs in with Google. Use the Sign in with Google button instead.",
  tooMany: (seconds: number) =>
    `Too many attempts. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
  generic: "Something went wrong on our side. Please try again in a moment.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one below.",
} as const;

// Control characters and the invisible marks that reorder text (used to disguise names).
// Zero-width joiners stay allowed: emoji sequences need them.
const INVISIBLE_OR_CONTROL = /[\p{Cc}\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

export const displayName = z
  .string({ error: "Please enter your display name." })
  .transform((value) => value.normalize("NFC").trim())
  .pipe(
    z
      .string()
      .min(1, "Please enter your display name.")
      .max(DISPLAY_NAME_MAX, `Display names can be at most ${DISPLAY_NAME_MAX} characters.`)
      .refine((value) => !INVISIBLE_OR_CONTROL.test(value), "Display names can't contain hidden or control characters."),
  );

export const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
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

/** The first message of a failed parse, for the form's alert. */
export function firstError(error: z.ZodError): string {
  return error.issues[0]?.message ?? messages.generic;
}

/**
 * Where to go after signing in: a path on this site, never another origin
 * (no "//evil.example", no "/\evil.example", no scheme).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length > 500) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/\p{Cc}/u.test(target)) return fallback;
  return target;
}
