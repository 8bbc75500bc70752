/** The prefix of every cookie the auth layer sets. */
export const AUTH_COOKIE_PREFIX = "nestz";

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/**
 * A request that may belong to a signed-in person. Such requests are rendered
 * by the server rather than given prerendered guest HTML, so the navigation
 * never shows the wrong state.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}
