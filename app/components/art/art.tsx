import { createContext, type ReactNode, useContext, useState } from "react";

import { pictureFile } from "#app/content/paths";
import type { ArtName } from "#app/content/site/picture-names";

import { DrawingImage } from "./drawing-image";

export type { ArtName };

/**
 * Where pictures come from: on the server (entry.server.tsx) the drawings themselves and the
 * versioned file of each; in an island, the markup already in the page.
 */
export interface ArtSource {
  /** The SVG markup to write inline. */
  markup: (name: ArtName) => string;
  /** The image file's URL. */
  file: (name: ArtName) => string;
}

const ArtContext = createContext<ArtSource | null>(null);
export const ArtProvider = ArtContext.Provider;

const LazyArtContext = createContext(false);

/**
 * Set by the document (root.tsx): on a content page, which is never
 * hydrated, pictures are lazily loaded image files unless InlineArt says
 * otherwise.
 */
export function LazyArt({ lazy, children }: { lazy: boolean; children: ReactNode }) {
  return <LazyArtContext.Provider value={lazy}>{children}</LazyArtContext.Provider>;
}

/**
 * Pictures inside are written into the HTML even on a content page: the
 * page's first screen (PageHero), which paints with the text, and islands,
 * whose components take over the markup already in the page.
 */
export function InlineArt({ children }: { children: ReactNode }) {
  return <LazyArtContext.Provider value={false}>{children}</LazyArtContext.Provider>;
}

/**
 * The URL of a picture's file for an <img> of its own: on a content page
 * (never hydrated), the file of this very version, cached for good; anywhere
 * else the plain name, which the client renders the same.
 */
export function usePictureFile(name: ArtName): string {
  const source = useContext(ArtContext);
  const lazy = useContext(LazyArtContext);
  return source && lazy ? source.file(name) : pictureFile(name);
}

/**
 * The drawing's width and height, from its viewBox: the image's room is kept before it loads. The
 * attributes take whole pixels; `aspectRatio` is the drawing's own, unrounded, so the room is exact
 * also while the picture waits to be drawn.
 */
export function svgSize(svg: string): { width: number; height: number; aspectRatio: string } | null {
  const box = /\bviewBox="[-\d.]+[ ,]+[-\d.]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(svg);
  if (!box) return null;
  const [width, height] = [Number(box[1]), Number(box[2])];
  return { width: Math.round(width), height: Math.round(height), aspectRatio: `${width} / ${height}` };
}

/**
 * A drawing this small (the icons) is written into the page even below the first screen. Each SVG
 * image file is a document of its own, which the browser sets up on the page's main thread when
 * it loads (7–23 ms in a trace of /Benefits): far more than parsing a few hundred bytes of markup,
 * which costs nothing more until its band is drawn.
 */
export const SMALL_DRAWING_CHARS = 2048;

let pageHydrated = false;

/** The root calls this once the first page has been hydrated. */
export function markPageHydrated() {
  pageHydrated = true;
}

interface Props {
  name: ArtName;
  /** What the picture shows; "" for a decorative one. */
  alt: string;
  className?: string;
}

/**
 * An illustration that costs the browser no JavaScript. The server writes
 * its SVG inline into the HTML; hydration keeps that markup as it is (the
 * drawing code never reaches the browser); a page reached later by client
 * navigation shows the same drawing as an image file, /images/<name>.svg.
 * An island mounted on a content page passes the markup already in the page
 * back in through ArtProvider (`data-art` names it).
 *
 * On a content page (not hydrated), pictures below the first screen are that
 * image file (its URL names the version, so it is cached for good), loaded
 * lazily and drawn when near, in a box of the drawing's proportions: most of
 * such a page's HTML and elements were drawings nobody had scrolled to yet
 * (docs/decisions/0033, 0054). Small ones, the icons, stay inline (0056).
 */
export function Art({ name, alt, className }: Props) {
  const source = useContext(ArtContext);
  const lazy = useContext(LazyArtContext);
  const file = usePictureFile(name);
  // Fixed at mount, so a re-render never swaps inline markup for an image.
  const [mode] = useState(() => (source ? (lazy ? "lazy" : "inline") : pageHydrated ? "image" : "keep"));
  const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  if (mode === "image") {
    return <img src={file} alt={alt} className={className} decoding="async" />;
  }
  const markup = source ? source.markup(name) : "";
  if (mode === "lazy" && markup.length > SMALL_DRAWING_CHARS) {
    const size = svgSize(markup);
    return (
      <div className={className}>
        <DrawingImage
          src={file}
          alt={alt}
          width={size?.width}
          height={size?.height}
          aspectRatio={size?.aspectRatio}
          className="block h-auto w-full"
        />
      </div>
    );
  }
  return (
    <div
      {...label}
      data-art={name}
      className={`[&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${className ?? ""}`}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
