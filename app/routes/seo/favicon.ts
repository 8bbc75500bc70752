import { SITE_ICON_PATH } from "#app/content/paths";

/** Browsers and crawlers that ask for /favicon.ico get the SVG icon instead of a 404. */
export function loader() {
  return new Response(null, {
    status: 301,
    headers: { Location: SITE_ICON_PATH, "Cache-Control": "public, max-age=86400" },
  });
}
