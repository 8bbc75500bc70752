import { data } from "react-router";
import { artVersion, isArtName, renderArt } from "#app/art.server";
import type { Route } from "./+types/images.$file";

/** A URL that names this version of the file (`?v=`, as content pages write it) never changes. */
const FOR_GOOD = "public, max-age=31536000, immutable";
/** Product pictures and client navigation name the file alone, or an older version. */
const FOR_A_DAY = "public, max-age=86400";

/**
 * Every illustration as a standalone SVG file: product pictures (a product's
 * imageUrl), the pictures of pages reached by client navigation, and the
 * lazily loaded pictures of content pages.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.svg$/.exec(params.file)?.[1];
  if (!name || !isArtName(name)) throw data(null, { status: 404 });
  const current = url.searchParams.get("v") === artVersion(name);
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${renderArt(name, true)}`, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": current ? FOR_GOOD : FOR_A_DAY },
  });
}
