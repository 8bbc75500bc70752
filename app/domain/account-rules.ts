/**
 * The account forms' limits and messages, without the validation schemas:
 * the browser needs these words and numbers, not a schema library.
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

/** The inputs of the account forms, by their names. */
export type AccountField = "displayName" | "email" | "password" | "confirmPassword";

const fieldOfMessage = new Map<string, AccountField>([
  [messages.passwordsDontMatch, "confirmPassword"],
  [messages.emailInUse, "email"],
  [messages.emailNotFound, "email"],
  [messages.wrongPassword, "password"],
]);

/** The input a message is about, so the form can mark it; undefined for the whole form. */
export function fieldFor(message: string): AccountField | undefined {
  return fieldOfMessage.get(message);
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
