import { messages, PASSWORD_MAX, PASSWORD_MIN } from "#app/domain/auth/rules";
import { getEnv } from "#app/server/config/env.server";

import { databaseUnavailable } from "../db/client.server";
import { handleAuthRequest } from "./auth-handler.server";

export type AuthCallResult<T> =
  | { ok: true; data: T; setCookies: string[]; status: number }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      retryAfterSeconds: number | null;
      setCookies: string[];
    };

/** Headers of the visitor's request that the auth layer needs to judge it. */
const FORWARDED = ["cookie", "origin", "referer", "user-agent", "x-client-ip"];

/**
 * Calls an auth endpoint on behalf of a form action, through the same handler
 * the JSON API uses: rate limits, origin checks and hooks all apply exactly
 * as they do for /api/auth/*. While the database is away it throws the
 * site's 503, which the page's error boundary shows.
 */
export async function callAuth<T>(request: Request, path: string, body?: unknown): Promise<AuthCallResult<T>> {
  const headers = new Headers({ accept: "application/json" });
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (body !== undefined) headers.set("content-type", "application/json");
  const url = new URL(`/api/auth${path}`, getEnv().PUBLIC_URL);
  const response = await handleAuthRequest(
    new Request(url, { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  if (response.status === 503) throw databaseUnavailable();
  const setCookies = response.headers.getSetCookie();
  const text = await response.text();
  let payload: unknown = null;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (response.ok) return { ok: true, data: payload as T, setCookies, status: response.status };

  const error = (payload ?? {}) as { code?: unknown; message?: unknown };
  const retryAfter = Number(response.headers.get("x-retry-after") ?? response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    code: typeof error.code === "string" ? error.code : response.status === 429 ? "TOO_MANY_REQUESTS" : "UNKNOWN",
    message: typeof error.message === "string" ? error.message : response.statusText,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null,
    setCookies,
  };
}

/** Copies the auth layer's cookies onto a response (a redirect, usually). */
export function withCookies(response: Response, setCookies: string[]): Response {
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** The words a person sees for an auth failure; unexpected ones are logged, never shown. */
export function describeAuthFailure(failure: {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds: number | null;
}): string {
  switch (failure.code) {
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return messages.emailInUse;
    case "INVALID_EMAIL_OR_PASSWORD":
    case "INVALID_PASSWORD":
      return messages.wrongPassword;
    case "EMAIL_NOT_FOUND":
      return messages.emailNotFound;
    case "USE_SOCIAL_SIGN_IN":
      return messages.useGoogle;
    case "INVALID_TOKEN":
      return messages.resetLinkInvalid;
    case "PASSWORD_TOO_SHORT":
      return `Passwords need at least ${PASSWORD_MIN} characters.`;
    case "PASSWORD_TOO_LONG":
      return `Passwords can be at most ${PASSWORD_MAX} characters.`;
    case "INVALID_EMAIL":
      return "Please enter a valid email address.";
    case "PASSWORD_TOO_COMMON":
      return messages.passwordTooCommon;
    case "ACCOUNT_LOCKED":
      return messages.accountLocked(failure.retryAfterSeconds ?? 15 * 60);
    // The site's own rules (auth-guards.server.ts) word their refusals for people already.
    case "INVALID_DISPLAY_NAME":
    case "INVALID_EMAIL_ADDRESS":
      return failure.message;
  }
  if (failure.status === 429) return messages.tooMany(failure.retryAfterSeconds ?? 60);
  if (failure.status === 403)
    return "This form must be sent from the Nestz site itself. Please reload the page and try again.";
  console.error(`auth: unexpected failure ${failure.status} ${failure.code}: ${failure.message}`);
  return messages.generic;
}
