import { ProductPage, productMeta } from "#app/components/product/product-page";
import { bedroomNestzPage } from "#app/content/product-pages/bedroom-nestz";

export const meta = productMeta(bedroomNestzPage);

export default function BedroomPage() {
  return <ProductPage content={bedroomNestzPage} />;
}
