import { PricingBanner } from "#app/components/catalog/buyer/shop/pricing-banner";
import { ProductAction } from "#app/components/catalog/buyer/shop/product-action";
import { ProductCard } from "#app/components/catalog/buyer/shop/product-card";
import { contentPage } from "#app/components/islands/page-scripts";
import { NextStep } from "#app/components/layout/page/next-step";
import { PageHero } from "#app/components/layout/page/page-hero";
import { Section } from "#app/components/layout/page/section";
import { useSiteData } from "#app/components/layout/use-site-data";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { listCategories } from "#app/server/catalog/queries.server";

import type { Route } from "./+types/shop";

const page = pageInfo("/Shop");

export const meta = metaFor(page);

// HTML and islands, read from the catalog at each request (docs/decisions/0016).
export const handle = contentPage;

export async function loader() {
  return { categories: await listCategories() };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { config } = useSiteData();
  const { categories } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Shop"
        title="Choose your Nestz"
        lead={
          <p>
            Start with a Bedroom or Office Nestz, add the options that make it yours, and pick up some shwag while
            you're here. Every home is built to order in the Pacific Northwest.
          </p>
        }
      />
      <PricingBanner phone={config.contactPhone} />
      {categories.length === 0 ? (
        <Section id="empty" title="New homes are on the way">
          <p className="text-lg">Our catalog is being updated. Call us and we'll tell you what's available today.</p>
        </Section>
      ) : (
        categories.map((category, index) => (
          <Section
            key={category.key}
            id={`category-${category.key}`}
            title={category.title}
            tone={index % 2 ? "mist" : "paper"}
          >
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {category.items.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    eagerImage={index === 0}
                    action={<ProductAction product={product} />}
                  />
                </li>
              ))}
            </ul>
          </Section>
        ))
      )}
      <NextStep emailSubject="Nestz prices" links={[{ to: "/Specs", label: "Compare the specs" }]} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
