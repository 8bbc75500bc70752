import { data, redirect } from "react-router";

import { databaseUnavailable, isDatabaseDown } from "../db/client.server";
import { getAuth } from "./auth.server";
import { hasSessionCookie } from "./session-cookie.server";

export interface SessionUser {
  id: string;
  displayName: string;
  email: string;
  /** Proven (Google, or an emailed link): only then does the address alone open what was sent to it. */
  emailVerified: boolean;
  role: "user" | "admin";
  createdAt: Date;
}

/** Each GET's answer, for the other loaders of the same request (a console page runs two). */
const answered = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in person, or null. Requests without a session cookie never
 * touch the database (that includes prerendering at build time). The
 * loaders of one GET share one lookup; a POST looks again each time, since
 * its action may have signed someone in or out in between.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasSessionCookie(request.headers.get("cookie") ?? undefined)) return Promise.resolve(null);
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSessionUser(request);
  const known = answered.get(request);
  if (known) return known;
  const user = lookUpSessionUser(request);
  answered.set(request, user);
  // A failure is not kept: another loader asks again (and gets its own error).
  user.catch(() => answered.delete(request));
  return user;
}

async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  let session;
  try {
    session = await getAuth().api.getSession({ headers: request.headers });
  } catch (error) {
    // Better Auth reports a lost database as its own generic error; ask the database whether it is the cause.
    if (await isDatabaseDown(error)) throw databaseUnavailable();
    throw error;
  }
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    displayName: user.name,
    email: user.email,
    emailVerified: user.emailVerified === true,
    role: user.role === "admin" ? "admin" : "user",
    createdAt: new Date(user.createdAt),
  };
}

/**
 * Whether a Cookie header belongs to a signed-in admin, for checks made
 * before the router runs (the front door has no Fetch request to hand).
 * No session cookie, no database read.
 */
export async function isAdminCookie(cookie: string | null | undefined, siteUrl: string): Promise<boolean> {
  if (!cookie || !hasSessionCookie(cookie)) return false;
  const user = await getSessionUser(new Request(siteUrl, { headers: { cookie } }));
  return user?.role === "admin";
}

/**
 * What a guard needs of a loader's or action's arguments: the request (its
 * cookies) and `url`, the page's own address. With pass-through requests a
 * client navigation's `request.url` is the raw data URL (`/Account.data`),
 * which is no place to come back to after signing in.
 */
export interface GuardArgs {
  request: Request;
  url: URL;
}

function signInRedirect(url: URL): never {
  const back = `${url.pathname}${url.search}`;
  throw redirect(`/SignIn?redirectTo=${encodeURIComponent(back)}`);
}

/** For pages that need an account: guests are sent to sign in and brought back afterwards. */
export async function requireUser({ request, url }: GuardArgs): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) signInRedirect(url);
  return user;
}

/**
 * For admin-only loaders and actions: guests sign in first; everyone else gets
 * a 403 that says whether their address is one waiting to be confirmed.
 */
export async function requireAdmin(
  args: GuardArgs,
  isListed: (email: string) => boolean = () => false,
): Promise<SessionUser> {
  const user = await requireUser(args);
  if (user.role !== "admin") {
    throw data(
      { code: "forbidden", message: "This page is for the Nestz team.", awaitingConfirmation: isListed(user.email) },
      { status: 403 },
    );
  }
  return user;
}
