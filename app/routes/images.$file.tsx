import { data } from "react-router";
import { renderToStaticMarkup } from "react-dom/server";
import { productImages } from "#app/components/illustrations/product-images";
import type { Route } from "./+types/images.$file";

const rendered = new Map<string, string>();

/** The product pictures, drawn as React components and served as SVG files. */
export function loader({ params }: Route.LoaderArgs) {
  const name = /^([a-z0-9-]+)\.svg$/.exec(params.file)?.[1];
  const Image = name ? productImages[name] : undefined;
  if (!name || !Image) throw data(null, { status: 404 });
  let svg = rendered.get(name);
  if (!svg) {
    svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<Image standalone />)}`;
    rendered.set(name, svg);
  }
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
