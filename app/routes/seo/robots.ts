import { getEnv } from "#app/server/config/env.server";

export function loader() {
  const { PUBLIC_URL } = getEnv();
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /Checkout",
    "Disallow: /SignIn",
    "Disallow: /Account",
    "",
    `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
