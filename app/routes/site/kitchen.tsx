import { ProductPage, productMeta } from "#app/components/product/product-page";
import { kitchenPage } from "#app/content/product-pages/kitchen";

export const meta = productMeta(kitchenPage);

export default function KitchenPage() {
  return <ProductPage content={kitchenPage} />;
}
