import { APIError } from "better-auth/api";

import { checkDisplayName, checkEmail } from "#app/domain/auth/forms";
import { messages } from "#app/domain/auth/rules";
import { clear, hit } from "#app/server/http/request-limits.server";

import { DATABASE_UNAVAILABLE_MESSAGE, isUnavailableError } from "../db/client.server";
import { isCommonPassword } from "./common-passwords.server";

/**
 * What the auth layer's hooks enforce on every path into it (the JSON API at
 * /api/auth/* and the form actions, which call the same handler): the
 * domain's display-name and email rules, the common-password list, and the
 * per-account limit on failed sign-ins.
 */

/** Failed sign-ins one account may take in a window, whatever addresses they come from. */
export const SIGN_IN_FAILURES_MAX = 5;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** The request_limits key of an account's sign-in attempts (email already normalised). */
export const signInLimitKey = (email: string) => `sign-in:account:${email}`;

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function refuse(code: string, message: string): never {
  throw APIError.from("BAD_REQUEST", { code, message });
}

/** A lost database inside a hook is a 503 the caller can show, not the auth layer's generic 500. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailableError(error) || isDatabaseUnavailableResponse(error)) {
      throw APIError.from("SERVICE_UNAVAILABLE", {
        code: "DATABASE_UNAVAILABLE",
        message: DATABASE_UNAVAILABLE_MESSAGE,
      });
    }
    throw error;
  }
}

function isDatabaseUnavailableResponse(error: unknown): boolean {
  return isRecord(error) && isRecord(error.init) && error.init.status === 503;
}

function displayNameOrRefuse(value: unknown): string {
  const result = checkDisplayName(value);
  if (!result.ok) refuse("INVALID_DISPLAY_NAME", result.message);
  return result.value;
}

function emailOrRefuse(value: unknown): string {
  const result = checkEmail(value);
  if (!result.ok) refuse("INVALID_EMAIL_ADDRESS", result.message);
  return result.value;
}

async function refuseCommonPassword(value: unknown): Promise<void> {
  if (typeof value === "string" && (await isCommonPassword(value)))
    refuse("PASSWORD_TOO_COMMON", messages.passwordTooCommon);
}

/** Where each endpoint carries a display name, an email and a new password. */
const FIELDS: Record<string, { name?: string; email?: string; password?: string; nested?: string; optional?: true }> = {
  "/sign-up/email": { name: "name", email: "email", password: "password" },
  "/sign-in/email": { email: "email" },
  "/update-user": { name: "name", optional: true },
  "/request-password-reset": { email: "email" },
  "/reset-password": { password: "newPassword" },
  "/change-password": { password: "newPassword" },
  "/change-email": { email: "newEmail" },
  "/admin/create-user": { name: "name", email: "email", password: "password" },
  "/admin/update-user": { name: "name", email: "email", nested: "data", optional: true },
  "/admin/set-user-password": { password: "newPassword" },
};

/**
 * Applies the rules to a request's body before the endpoint runs. Throws the
 * auth layer's 400 for a refused value; returns the body with names and
 * emails normalised as the site keeps them, or undefined when nothing applies.
 * A body that is not an object is left to the endpoint's own validation.
 */
export async function applyAccountRules(path: string, body: unknown): Promise<Body | undefined> {
  const fields = FIELDS[path];
  if (!fields || !isRecord(body)) return undefined;
  const target = fields.nested ? body[fields.nested] : body;
  if (!isRecord(target)) return undefined;
  const changed: Body = { ...target };
  // Updates may leave a field out; everywhere else the endpoint needs it.
  const applies = (field: string | undefined): field is string =>
    field !== undefined && (!fields.optional || target[field] !== undefined);
  if (applies(fields.name)) changed[fields.name] = displayNameOrRefuse(target[fields.name]);
  if (applies(fields.email)) changed[fields.email] = emailOrRefuse(target[fields.email]);
  if (fields.password) await refuseCommonPassword(target[fields.password]);
  return fields.nested ? { ...body, [fields.nested]: changed } : changed;
}

/**
 * Counts a sign-in attempt against its account before the password is
 * checked, so that guesses sent all at once are counted too. Past the limit
 * the account answers 429 with when to try again, from any address, until
 * the window ends by itself or a password reset clears it.
 */
export async function countSignInAttempt(email: string): Promise<void> {
  const result = await orUnavailable(() => hit(signInLimitKey(email), SIGN_IN_FAILURES_MAX, SIGN_IN_WINDOW_SECONDS));
  if (result.allowed) return;
  const seconds = String(result.retryAfterSeconds);
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "ACCOUNT_LOCKED", message: messages.accountLocked(result.retryAfterSeconds) },
    { "Retry-After": seconds, "X-Retry-After": seconds },
  );
}

/** A successful sign-in or password reset: the account's failures are forgiven. */
export async function forgetSignInFailures(email: string): Promise<void> {
  await orUnavailable(() => clear(signInLimitKey(email)));
}
