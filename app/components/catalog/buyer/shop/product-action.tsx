import { AddToCartButton } from "#app/components/cart/add-to-cart-button";
import { Island } from "#app/components/islands/island";
import { useSiteData } from "#app/components/layout/use-site-data";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import type { Product } from "#app/domain/catalog/catalog";
import { mailtoHref, telHref } from "#app/domain/common/phone";
import { quoteHrefForProduct } from "#app/domain/quote-requests/rules";

/**
 * The buying controls of a product card: "Add to cart" for what is sold
 * online, a warm invitation to call or write for what is priced in person,
 * and nothing for what is coming later (its card already says so).
 */
export function ProductAction({ product }: { product: Product }) {
  if (product.status === "coming_later") return null;
  if (product.purchasable && product.priceCents !== null) {
    const { id, name, description, priceCents, imageUrl } = product;
    // An island: on the shop's HTML-only pages, React comes with the first press (and replays it).
    return (
      <Island
        name="add-to-cart"
        component={AddToCartButton}
        props={{ product: { id, name, description, priceCents, imageUrl } }}
      />
    );
  }
  if (product.priceCents === null)
    return <CallForPrice name={product.name} quote={quoteHrefForProduct(product.slug)} />;
  return null;
}

function CallForPrice({ name, quote }: { name: string; quote: ReturnType<typeof quoteHrefForProduct> }) {
  const { config } = useSiteData();
  return (
    // The card's price line already says "Call for Price", and the page explains pricing once above the cards.
    <div className="flex basis-full flex-wrap gap-2">
      <AnchorButton href={telHref(config.contactPhone)}>
        Call {config.contactPhone}
        <span className="sr-only"> about the {name}</span>
      </AnchorButton>
      <AnchorButton href={mailtoHref(config.contactEmail, `Price of the ${name}`)} variant="secondary">
        Email us<span className="sr-only"> about the {name}</span>
      </AnchorButton>
      {quote ? (
        <LinkButton to={quote} variant="secondary">
          Request a quote<span className="sr-only"> for the {name}</span>
        </LinkButton>
      ) : null}
    </div>
  );
}
