import type { ComponentProps } from "react";
import { Link } from "react-router";

import { MoveButtons, RowAction } from "#app/components/ui/console/row-action";
import { HeaderRow, Table } from "#app/components/ui/table";
import type { ConsoleCategory, ConsoleProduct } from "#app/domain/catalog/console";
import { statusLabels } from "#app/domain/catalog/product-form";
import { formatCents } from "#app/domain/common/money";

const badge =
  "ml-2 inline-block rounded-full bg-stone-200 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-stone-800";

/** Puts an archived category or product back on the site. */
function Unarchive(props: Pick<ComponentProps<typeof RowAction>, "intent" | "id" | "hiddenLabel">) {
  return <RowAction {...props} label="Unarchive" busyLabel="Unarchiving…" />;
}

/** Whether an item is first or last among those shown in order: Move up and Move down stop there. */
function ends(ordered: readonly { id: number }[], id: number) {
  return { first: ordered[0]?.id === id, last: ordered.at(-1)?.id === id };
}

/** The catalog as the console lists it: each category with its products, and the buttons that change them. */
export function CatalogList({ categories, canMove }: { categories: readonly ConsoleCategory[]; canMove: boolean }) {
  if (categories.length === 0) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white p-5 text-lg">
        Nothing to show here. Add a category below to begin.
      </p>
    );
  }
  const current = categories.filter((category) => !category.archived);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {categories.map((category) => (
        <CategorySection key={category.id} category={category} canMove={canMove} {...ends(current, category.id)} />
      ))}
    </div>
  );
}

function CategorySection({
  category,
  canMove,
  first,
  last,
}: {
  category: ConsoleCategory;
  canMove: boolean;
  first: boolean;
  last: boolean;
}) {
  const headingId = `category-${category.id}`;
  const onSite = category.products.filter((product) => !product.archived);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl">
          {category.title}
          {category.archived ? <span className={badge}>Archived</span> : null}
        </h2>
        <div className="flex flex-wrap gap-2">
          {category.archived ? (
            <Unarchive intent="unarchive-category" id={category.id} hiddenLabel={`the ${category.title} category`} />
          ) : canMove ? (
            <MoveButtons
              intent="move-category"
              id={category.id}
              first={first}
              last={last}
              hiddenLabel={`the ${category.title} category`}
            />
          ) : null}
          <Link
            to={`/admin/products/categories/${category.id}`}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold"
          >
            Rename or archive<span className="sr-only"> the {category.title} category</span>
          </Link>
          {category.archived ? null : (
            <Link
              to={`/admin/products/new?category=${category.id}`}
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold"
            >
              Add a product<span className="sr-only"> to {category.title}</span>
            </Link>
          )}
        </div>
      </div>
      {category.products.length === 0 ? (
        <p className="text-stone-700">No products here yet. A category shows on the site once it has one.</p>
      ) : (
        <Table caption={`Products in ${category.title}`}>
          <thead>
            <HeaderRow columns={["Product", "Price", "Status", "Sold online", "Change"]} />
          </thead>
          <tbody>
            {category.products.map((product) => (
              <ProductRow key={product.id} product={product} canMove={canMove} {...ends(onSite, product.id)} />
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}

function ProductRow({
  product,
  canMove,
  first,
  last,
}: {
  product: ConsoleProduct;
  canMove: boolean;
  first: boolean;
  last: boolean;
}) {
  return (
    <tr className={product.archived ? "bg-stone-100" : undefined}>
      <th scope="row" className="border-t border-stone-200 font-semibold">
        <Link to={`/admin/products/${product.id}`}>{product.name}</Link>
        {product.archived ? <span className={badge}>Archived</span> : null}
      </th>
      <td className="whitespace-nowrap">
        {product.priceCents === null ? "Call for Price" : formatCents(product.priceCents)}
      </td>
      <td className="whitespace-nowrap">{statusLabels[product.status]}</td>
      <td>{product.purchasable ? "Yes" : "No"}</td>
      <td>
        <div className="flex flex-wrap gap-2">
          {product.archived ? (
            <Unarchive intent="unarchive-product" id={product.id} hiddenLabel={product.name} />
          ) : (
            <>
              {canMove ? (
                <MoveButtons
                  intent="move-product"
                  id={product.id}
                  first={first}
                  last={last}
                  hiddenLabel={product.name}
                />
              ) : null}
              <RowAction
                intent="archive-product"
                id={product.id}
                tone="warn"
                label="Archive"
                busyLabel="Archiving…"
                hiddenLabel={product.name}
              />
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
