import type { PhotoView } from "#app/domain/photos/rules";

/**
 * One of the owner's photos: AVIF and WebP for browsers that take them, a
 * JPEG for the rest, each in every stored width so the browser picks the
 * smallest that fills the box. Width and height hold the box before the
 * file arrives.
 */
export function PhotoPicture({
  photo,
  sizes,
  eager = false,
  highPriority = false,
  className = "",
}: {
  photo: PhotoView;
  /** The width the picture takes on the page, in the `sizes` syntax. */
  sizes: string;
  /** Above the fold: fetched at once. Otherwise only as it nears the screen. */
  eager?: boolean;
  /** The page's main picture (its largest paint): asked for before other images. */
  highPriority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={photo.src}
        srcSet={photo.srcset}
        sizes={sizes}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={eager || highPriority ? "eager" : "lazy"}
        fetchPriority={highPriority ? "high" : undefined}
        decoding={highPriority ? undefined : "async"}
        className={className}
      />
    </picture>
  );
}
