import { Art } from "#app/components/art/art";
import { Section } from "#app/components/layout/page/section";
import { PhotoPicture } from "#app/components/photos/photo-picture";
import type { ProductPageLayout } from "#app/content/catalog/products";
import type { PhotoView } from "#app/domain/photos/rules";

/** The hero's picture: the column's width on a phone, at most 36 rem (its box) from 640 px. */
const HERO_SIZES = "(min-width: 640px) 36rem, calc(100vw - 2rem)";
/** The other photos: two to a row of at most 72 rem from 640 px, the column's width below. */
const GALLERY_SIZES = "(min-width: 1152px) 34rem, (min-width: 640px) 50vw, calc(100vw - 2rem)";

const PHOTO_CLASS = "h-auto w-full rounded-2xl border border-stone-200 bg-white object-cover";

/**
 * The picture of a product page's hero: the owner's first photo, fetched at
 * once and before other images (it is the page's largest paint), or the
 * product's drawing when it has no photo.
 */
export function ProductHeroPicture({ picture, photo }: { picture: ProductPageLayout["picture"]; photo?: PhotoView }) {
  if (!photo) {
    return <Art name={picture.name} alt={picture.alt} className="h-auto w-full overflow-hidden rounded-2xl" />;
  }
  return <PhotoPicture photo={photo} sizes={HERO_SIZES} highPriority className={PHOTO_CLASS} />;
}

/** The owner's other photos of a product, in the owner's order, loaded as they near the screen; nothing when there are none. */
export function ProductGallery({ photos }: { photos: readonly PhotoView[] }) {
  if (photos.length === 0) return null;
  return (
    <Section id="photos" title="Photos">
      <ul className="grid gap-6 sm:grid-cols-2">
        {photos.map((photo) => (
          <li key={photo.id}>
            <PhotoPicture photo={photo} sizes={GALLERY_SIZES} className={PHOTO_CLASS} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
