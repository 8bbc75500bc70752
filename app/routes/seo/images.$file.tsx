import { data } from "react-router";

import { artVersion, isArtName, pictureFileBody } from "#app/art.server";
import { PICTURE_CONTENT_TYPE, pictureCacheControl } from "#app/server/front-door/picture-files.server";

import type { Route } from "./+types/images.$file";

/**
 * Every illustration as a standalone SVG file: product pictures (a product's
 * imageUrl), the pictures of pages reached by client navigation, and the
 * lazily loaded pictures of content pages. A production server sends the
 * files the build wrote (server.ts); this draws them in development, and any
 * the build did not write.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.svg$/.exec(params.file)?.[1];
  if (!name || !isArtName(name)) throw data(null, { status: 404 });
  return new Response(pictureFileBody(name), {
    headers: {
      "Content-Type": PICTURE_CONTENT_TYPE,
      "Cache-Control": pictureCacheControl(url.searchParams.get("v"), artVersion(name)),
    },
  });
}
