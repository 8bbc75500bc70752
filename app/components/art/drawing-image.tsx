import type { CSSProperties } from "react";

interface Props {
  src: string;
  /** What the drawing shows; "" for a decorative one. */
  alt: string;
  width?: number;
  height?: number;
  /** For a drawing in the first screen: loaded and drawn with the page. */
  eager?: boolean;
  /** The drawing's exact proportions, when its width and height are rounded. */
  aspectRatio?: string;
  className?: string;
}

/**
 * An SVG drawing shown as an image file. Each is a small document the browser lays out and paints
 * on the page's own thread, so one below the first screen is loaded lazily and drawn only when it
 * comes near (`picture-when-near`, docs/decisions/0054), in the room its proportions keep.
 */
export function DrawingImage({ src, alt, width, height, eager = false, aspectRatio, className = "" }: Props) {
  const style: CSSProperties | undefined = aspectRatio ? { aspectRatio } : undefined;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      style={style}
      className={`${eager ? "" : "picture-when-near "}${className}`}
    />
  );
}
