import { createContext, useContext, useState } from "react";
import { pictureFile } from "#app/content/paths";
import type { ArtName } from "#app/content/picture-names";

export type { ArtName };

/** Renders an illustration to SVG markup; provided on the server only (entry.server.tsx). */
export type RenderArt = (name: ArtName) => string;

const ArtContext = createContext<RenderArt | null>(null);
export const ArtProvider = ArtContext.Provider;

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
 */
export function Art({ name, alt, className }: Props) {
  const render = useContext(ArtContext);
  // Fixed at mount, so a re-render never swaps inline markup for an image.
  const [mode] = useState(() => (render ? "inline" : pageHydrated ? "image" : "keep"));
  const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true };
  if (mode === "image") {
    return <img src={pictureFile(name)} alt={alt} className={className} decoding="async" />;
  }
  return (
    <div
      {...label}
      data-art={name}
      className={`[&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${className ?? ""}`}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: mode === "inline" && render ? render(name) : "" }}
    />
  );
}
