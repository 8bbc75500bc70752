import type { ReactNode } from "react";
// eslint-disable-next-line no-restricted-imports -- a product's link is catalog data the owner edits, not a path written here
import { Link } from "react-router";

import { DrawingImage } from "#app/components/art/drawing-image";
import { PhotoPicture } from "#app/components/photos/photo-picture";
import { buttonClass } from "#app/components/ui/button";
import type { Product } from "#app/domain/catalog/catalog";
import { formatCents } from "#app/domain/common/money";

export const CALL_FOR_PRICE = "Call for Price";

/** A card's width: the whole column on a phone, half from 640 px, a third (of at most 80 rem) from 1024 px. */
const CARD_SIZES = "(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw";

export function priceLabel(product: Pick<Product, "priceCents" | "status">): string {
  if (product.status === "coming_later") return "Coming later";
  return product.priceCents === null ? CALL_FOR_PRICE : formatCents(product.priceCents);
}

/** A product in a grid: picture, name, price (or the invitation to call) and where to read more. */
export function ProductCard({
  product,
  eagerImage = false,
  showReadMore = true,
  action,
}: {
  product: Product;
  eagerImage?: boolean;
  /** Off where the card already sits on the product's own page. */
  showReadMore?: boolean;
  /** Buying controls, when the product can be bought here. */
  action?: ReactNode;
}) {
  const isInternal = product.linkUrl.startsWith("/");
  const readMore = (
    <>
      Read More<span className="sr-only"> about {product.name}</span>
    </>
  );
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      {product.photo ? (
        <PhotoPicture
          photo={product.photo}
          sizes={CARD_SIZES}
          eager={eagerImage}
          className="aspect-[4/3] h-auto w-full border-b border-stone-200 bg-mist object-cover"
        />
      ) : (
        <DrawingImage
          src={product.imageUrl}
          alt=""
          width={640}
          height={480}
          eager={eagerImage}
          className="aspect-[4/3] w-full border-b border-stone-200 bg-mist object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-2xl">{product.name}</h3>
        <p className="flex-1 text-stone-700">{product.description}</p>
        <p
          className={`text-lg font-semibold ${
            product.status === "coming_later" ? "text-stone-600" : "text-evergreen-800"
          }`}
        >
          {priceLabel(product)}
        </p>
        <div className="flex flex-wrap gap-3">
          {action}
          {!showReadMore ? null : isInternal ? (
            <Link to={product.linkUrl} className={buttonClass("secondary")} prefetch="intent">
              {readMore}
            </Link>
          ) : (
            <a href={product.linkUrl} className={buttonClass("secondary")}>
              {readMore}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
