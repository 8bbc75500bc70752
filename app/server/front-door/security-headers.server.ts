import { hasSessionCookie } from "#app/server/auth/session-cookie.server";
import type { Env } from "#app/server/config/env.server";

/** Where the optional third parties live; each is allowed only when configured. */
export const SOCIAL_FEED_ORIGIN = "https://cdn.curator.io";
const SOCIAL_FEED_API = "https://api.curator.io";
/** Stripe.js and its card Element (frames), as Stripe's CSP guide lists them. */
export const STRIPE_JS_ORIGIN = "https://js.stripe.com";
const STRIPE_FRAMES = [STRIPE_JS_ORIGIN, "https://hooks.stripe.com"];
const STRIPE_API = "https://api.stripe.com";

export interface PolicySources {
  /** 'nonce-…' for a server-rendered response, 'sha256-…' hashes for a prerendered file. */
  scripts: string[];
  /** This site's own pages may frame this response (a draft's preview), or be framed by it (the view of both widths). */
  framing?: PreviewFraming;
}

export type PreviewFraming = "framed-by-self" | "frames-self" | null;

const DRAFT_PREVIEW = /^\/admin\/pages\/[a-z]{1,20}\/preview$/;
const PREVIEW_WIDTHS = /^\/admin\/pages\/[a-z]{1,20}\/widths$/;

/**
 * Pages are never framed, but for one pair: the console shows a draft's
 * preview at phone and desk widths side by side, each in a frame of this
 * origin, so the page's own layout answers to each width as on a real screen.
 */
export function previewFramingFor(pathname: string): PreviewFraming {
  if (DRAFT_PREVIEW.test(pathname)) return "framed-by-self";
  if (PREVIEW_WIDTHS.test(pathname)) return "frames-self";
  return null;
}

/**
 * The Content-Security-Policy for one HTML response. Scripts run only from this
 * origin or when the server vouched for them (nonce or hash); the walkthrough
 * frame, the feed script and Stripe.js (with its card frames) are let in
 * only when their settings are present.
 */
export function contentSecurityPolicy(env: Env, { scripts, framing = null }: PolicySources): string {
  const feed = env.SOCIAL_FEED_ID ? [SOCIAL_FEED_ORIGIN] : [];
  const stripe = Boolean(env.STRIPE_PUBLISHABLE_KEY);
  const frames = [
    ...(framing === "frames-self" ? ["'self'"] : []),
    ...(env.WALKTHROUGH_URL ? [new URL(env.WALKTHROUGH_URL).origin] : []),
    ...(stripe ? STRIPE_FRAMES : []),
  ];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scripts, ...feed, ...(stripe ? [STRIPE_JS_ORIGIN] : [])],
    // React and the feed widget set style attributes; styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'", ...feed],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      ...(env.SOCIAL_FEED_ID ? [SOCIAL_FEED_API, SOCIAL_FEED_ORIGIN] : []),
      ...(stripe ? [STRIPE_API] : []),
    ],
    "media-src": ["'self'", "blob:"],
    "frame-src": frames.length ? frames : ["'none'"],
    "frame-ancestors": [framing === "framed-by-self" ? "'self'" : "'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  if (env.isDeployed) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

/** Headers every response carries, whatever it is. */
export function baseSecurityHeaders(env: Env): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    ...(env.isDeployed ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

const SIGNED_IN_ISOLATION = { "Cross-Origin-Opener-Policy": "same-origin" } as const;

/**
 * The opener policy follows the session (docs/decisions/0047). A request with a session may
 * be answered with someone's own account, cart, orders or the console: the answer cuts every
 * tie with windows of other sites that opened it or that it opens. A guest's answer depends on
 * its address alone (a proposal's or a reset link's token is in it), or on the form they just
 * sent: nothing of anyone's for another window to learn, and asking for it makes the browser
 * start a fresh renderer process for the page (docs/decisions/0022).
 */
export function openerPolicyFor(cookieHeader: string | undefined): Record<string, string> {
  return hasSessionCookie(cookieHeader) ? SIGNED_IN_ISOLATION : {};
}
