import type { MetaDescriptor } from "react-router";

import type { PageInfo } from "./pages";

export const SITE_NAME = "Nestz";
export const OG_IMAGE_PATH = "/og-image.png";

/**
 * Title, description, canonical link and Open Graph tags for one page.
 * `publicUrl` comes from the root loader, so links are absolute everywhere.
 */
export function pageMeta(page: PageInfo, publicUrl: string | undefined): MetaDescriptor[] {
  const base = publicUrl ?? "";
  const url = `${base}${page.path === "/" ? "/" : page.path}`;
  const title = page.path === "/" ? `${SITE_NAME}: ${page.title}` : `${page.title} | ${SITE_NAME}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${base}${OG_IMAGE_PATH}` },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    ...(page.indexed ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The canonical origin, read from the site layout's data among a route's matches. */
export function publicUrlFrom(matches: readonly (MatchLike | undefined)[]): string | undefined {
  const root = matches.find((match) => match?.id === "site")?.loaderData;
  if (root && typeof root === "object" && "config" in root) {
    const config = (root as { config: { publicUrl?: unknown } }).config;
    if (typeof config.publicUrl === "string") return config.publicUrl;
  }
  return undefined;
}

/** A route's `meta` export for a registered page. */
export function metaFor(page: PageInfo) {
  return ({ matches }: { matches: readonly (MatchLike | undefined)[] }) => pageMeta(page, publicUrlFrom(matches));
}

/**
 * A route's `meta` export for a page whose title and description are the
 * owner's: the published words its loader returns (or a draft in preview).
 */
export function metaFromWords(page: PageInfo) {
  return ({
    matches,
    loaderData,
  }: {
    matches: readonly (MatchLike | undefined)[];
    loaderData?: { seo?: { title: string; description: string } } | undefined;
  }) => pageMeta({ ...page, ...loaderData?.seo }, publicUrlFrom(matches));
}
