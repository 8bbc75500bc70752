import { hasSessionCookie } from "#app/server/auth/session-cookie.server";

/** What a page rendered for someone who may be signed in is sent with: no cache may keep it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Marks a page or its data as private when the request carries a session:
 * such answers hold a person's name, email or orders (the account page, the
 * checkout, the console), and even the navigation says who is signed in.
 * entry.server.tsx applies it to every document and data response, so a new
 * signed-in page is covered without remembering to.
 */
export function markPrivateIfSignedIn(request: Request, headers: Headers): void {
  if (hasSessionCookie(request.headers.get("cookie") ?? undefined)) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
}
