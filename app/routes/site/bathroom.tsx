import { contentPage } from "#app/components/islands/page-scripts";
import { productMeta, ProductPage } from "#app/components/product/product-page";
import { bathroomPage } from "#app/content/product-pages/bathroom";

export const meta = productMeta(bathroomPage);
export const handle = contentPage;

export default function BathroomPage() {
  return <ProductPage content={bathroomPage} />;
}
