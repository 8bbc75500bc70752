import { useSiteData } from "#app/components/layout/use-site-data";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { telHref } from "#app/domain/common/phone";
import { quoteHref, type QuotePrefill } from "#app/domain/quote-requests/rules";

/**
 * The hero's buttons on a product page: the price call, a quote request with
 * the product already chosen, and the way back to the shop.
 */
export function ProductActions({ quote }: { quote?: QuotePrefill }) {
  const { config } = useSiteData();
  return (
    <>
      <AnchorButton href={telHref(config.contactPhone)}>
        Call for Price<span className="sr-only">: {config.contactPhone}</span>
      </AnchorButton>
      {quote ? (
        <LinkButton to={quoteHref(quote)} variant="secondary">
          Request a quote
        </LinkButton>
      ) : null}
      <BackToShop />
    </>
  );
}

export function BackToShop({ className = "" }: { className?: string }) {
  return (
    <LinkButton to="/Shop" variant="secondary" className={className}>
      <span aria-hidden="true">←</span> Back to Shop
    </LinkButton>
  );
}
