import { ProductPage, productMeta } from "#app/components/product/product-page";
import { customPaintPage } from "#app/content/product-pages/custom-paint";

export const meta = productMeta(customPaintPage);

export default function PaintPage() {
  return <ProductPage content={customPaintPage} />;
}
