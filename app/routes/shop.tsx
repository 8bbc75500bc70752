import { NextStep } from "#app/components/page/next-step";
import { PageHero } from "#app/components/page/page-hero";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";
import { listCategories } from "#app/server/catalog.server";
import type { Route } from "./+types/shop";

const page = pageInfo("/Shop");

export const meta = metaFor(page);

export async function loader() {
  return { categories: await listCategories() };
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={page.title} lead={<p>{page.description}</p>} />
      {loaderData.categories.map((category) => (
        <section key={category.key}>
          <h2>{category.title}</h2>
          <ul>
            {category.items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </section>
      ))}
      <NextStep />
    </>
  );
}
