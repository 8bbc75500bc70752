import { useSiteData } from "#app/components/layout/use-site-data";
import { AnchorButton, LinkButton } from "#app/components/ui/button";
import { telHref } from "#app/domain/phone";

/** The hero's two buttons on a product page: the price call and the way back to the shop. */
export function ProductActions() {
  const { config } = useSiteData();
  return (
    <>
      <AnchorButton href={telHref(config.contactPhone)}>
        Call for Price<span className="sr-only">: {config.contactPhone}</span>
      </AnchorButton>
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
