import { data } from "react-router";
import { isArtName, renderArt } from "#app/art.server";
import type { Route } from "./+types/images.$file";

/**
 * Every illustration as a standalone SVG file: product pictures (a product's
 * imageUrl) and the pictures of pages reached by client navigation.
 */
export function loader({ params }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.svg$/.exec(params.file)?.[1];
  if (!name || !isArtName(name)) throw data(null, { status: 404 });
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${renderArt(name, true)}`, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
