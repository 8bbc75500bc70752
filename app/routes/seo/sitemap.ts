import { pages } from "#app/content/site/pages";
import { getEnv } from "#app/server/config/env.server";
import { wordsPublishedOn } from "#app/server/site-words/published-words.server";

/** A page the owner edits says when its words last changed, so search engines come back for them. */
function entry(base: string, path: string): string {
  const changed = wordsPublishedOn(path);
  return `  <url><loc>${base}${path}</loc>${changed ? `<lastmod>${changed}</lastmod>` : ""}</url>`;
}

export function loader() {
  const { PUBLIC_URL } = getEnv();
  const urls = pages
    .filter((page) => page.indexed)
    .map((page) => entry(PUBLIC_URL, page.path))
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
