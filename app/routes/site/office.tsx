import { contentPage } from "#app/components/islands/page-scripts";
import { productMeta, ProductPage } from "#app/components/product/product-page";
import { officeNestzPage } from "#app/content/product-pages/office-nestz";

export const meta = productMeta(officeNestzPage);
export const handle = contentPage;

export default function OfficePage() {
  return <ProductPage content={officeNestzPage} />;
}
