import { contentPage } from "#app/components/islands/page-scripts";
import { productMeta, ProductPage } from "#app/components/product/product-page";
import { customPaintPage } from "#app/content/product-pages/custom-paint";

export const meta = productMeta(customPaintPage);
export const handle = contentPage;

export default function PaintPage() {
  return <ProductPage content={customPaintPage} />;
}
