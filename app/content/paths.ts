import { href } from "react-router";

/**
 * The addresses links inside the site may use, checked by the compiler: a
 * misspelt path in a link is a type error, not a 404 found by a visitor.
 */

/**
 * Every route pattern of app/routes.ts: React Router's typegen writes them
 * into the type of href(), which builds a path from a pattern and its params.
 */
export type RoutePattern = Parameters<typeof href>[0];

/** A page a link can name as it is: a route pattern without parameters or a splat. */
export type RoutePath = Exclude<RoutePattern, `${string}:${string}` | `${string}*${string}`>;

/**
 * The footer's old addresses, each answered by server.ts with a permanent
 * redirect to its page. (/Story only differs from /story in case; it is here
 * so the footer can name it.)
 */
export const redirects = {
  "/Details": "/Specs",
  "/Story": "/story",
  "/Inquiries": "/Contact",
} as const satisfies Record<string, RoutePath>;

export type RedirectPath = keyof typeof redirects;

/** Where an in-site link can point: a page, or an old address that redirects to one. */
export type SitePath = RoutePath | RedirectPath;

/** A site path with, optionally, a query or a fragment: "/Customize#layouts", "/SignIn?redirectTo=…". */
export type SiteHref = SitePath | `${SitePath}#${string}` | `${SitePath}?${string}`;

export function isRedirectPath(path: string): path is RedirectPath {
  return Object.hasOwn(redirects, path);
}

/** A labelled link to a page of the site, as content lists them. */
export interface PageLink {
  to: SiteHref;
  label: string;
}

/** The site's icon, a file in public/ (scripts/render-brand-images.tsx draws it). */
export const SITE_ICON_PATH = "/favicon.svg";

/** The address of a picture as its own file, /images/<name>.svg (app/routes/seo/images.$file.tsx). */
export function pictureFile(name: string): string {
  return href("/images/:file", { file: `${name}.svg` });
}
