import { BackToShop } from "#app/components/catalog/buyer/product/product-actions";
import { ProductAction } from "#app/components/catalog/buyer/shop/product-action";
import { ProductCard } from "#app/components/catalog/buyer/shop/product-card";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { findCategory } from "#app/server/catalog/queries.server";

import type { Route } from "./+types/shwag";

const page = pageInfo("/Shwag");

export const meta = metaFor(page);

// HTML and islands, read from the catalog at each request (docs/decisions/0016).
export const handle = contentPage;

export async function loader() {
  const shwag = await findCategory("shwag");
  return { items: shwag?.items ?? [] };
}

export default function ShwagPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Shwag"
        title="Wear the woods, stick the bird"
        lead={
          <p>
            Nestz stickers are here now for a dollar each: the evergreens and the little blue bird, ready for a laptop,
            a water bottle or a toolbox. Shirts and hats are on their way.
          </p>
        }
      >
        <BackToShop />
      </PageHero>
      <Section id="shwag-items" title="Stickers, shirts and hats">
        {loaderData.items.length === 0 ? (
          <p className="text-lg">Our shwag shelf is being restocked. Check back soon.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.items.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  eagerImage
                  showReadMore={false}
                  action={<ProductAction product={product} />}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <NextStep
        title="Here for a home, not just a sticker?"
        emailSubject="Question about a Nestz"
        links={[{ to: "/Shop", label: "Back to Shop" }]}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
