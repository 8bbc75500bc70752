import { ProductPage, productMeta } from "#app/components/product/product-page";
import { bathroomPage } from "#app/content/product-pages/bathroom";

export const meta = productMeta(bathroomPage);

export default function BathroomPage() {
  return <ProductPage content={bathroomPage} />;
}
