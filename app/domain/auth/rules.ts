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
  tooMany: (seconds: number) => `Too many attempts. Please wait ${waitFor(seconds)} and try again.`,
  accountLocked: (seconds: number) =>
    `Too many wrong passwords for this account, so we've paused sign-in for it. Please wait ${waitFor(seconds)} and try again, or choose a new password with "Forgot password?".`,
  passwordTooCommon:
    "That password is on the list of the most common ones, so it's among the first anyone would guess. Please choose another; a few unrelated words make a strong one.",
  generic: "Something went wrong on our side. Please try again in a moment.",
  resetLinkInvalid: "This reset link has expired or was already used. Ask for a new one below.",
} as const;

/** "45 seconds", "1 second", or in minutes from two minutes on: "15 minutes". */
export function waitFor(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 120) return `${whole} second${whole === 1 ? "" : "s"}`;
  return `${Math.ceil(whole / 60)} minutes`;
}

/** The inputs of the account forms, by their names. */
export type AccountField = "displayName" | "email" | "password" | "confirmPassword";

const fieldOfMessage = new Map<string, AccountField>([
  [messages.passwordsDontMatch, "confirmPassword"],
  [messages.emailInUse, "email"],
  [messages.emailNotFound, "email"],
  [messages.wrongPassword, "password"],
  [messages.passwordTooCommon, "password"],
]);

/** The input a message is about, so the form can mark it; undefined for the whole form. */
export function fieldFor(message: string): AccountField | undefined {
  return fieldOfMessage.get(message);
}

/**
 * Where to go after signing in: a path on this site, never another origin
 * (no "//evil.example", no "/\evil.example", no scheme). Characters outside
 * printable ASCII come back percent-encoded (UTF-8), as a browser would send
 * them: a Location header carries bytes, and "/€" in one cannot be sent.
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length > 500) return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if (/\p{Cc}/u.test(target)) return fallback;
  try {
    return target.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return fallback; // a lone surrogate has no UTF-8 form
  }
}
