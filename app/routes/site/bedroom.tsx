import { contentPage } from "#app/components/islands/page-scripts";
import { productMeta, ProductPage } from "#app/components/product/product-page";
import { bedroomNestzPage } from "#app/content/product-pages/bedroom-nestz";

export const meta = productMeta(bedroomNestzPage);
export const handle = contentPage;

export default function BedroomPage() {
  return <ProductPage content={bedroomNestzPage} />;
}
