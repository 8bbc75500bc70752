import { contentPage } from "#app/components/islands/page-scripts";
import { productMeta, ProductPage } from "#app/components/product/product-page";
import { kitchenPage } from "#app/content/product-pages/kitchen";

export const meta = productMeta(kitchenPage);
export const handle = contentPage;

export default function KitchenPage() {
  return <ProductPage content={kitchenPage} />;
}
