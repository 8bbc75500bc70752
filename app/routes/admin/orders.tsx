import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { PageLinks } from "#app/components/layout/console/page-links";
import { OrderFiltersForm } from "#app/components/orders/console/order-filters-form";
import { OrderTable } from "#app/components/orders/console/order-table";
import { buttonClass } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { parseFields } from "#app/domain/console/form-result";
import {
  filtersToSearch,
  filterValues,
  hasFilters,
  type OrderFilters,
  orderFiltersSchema,
  ORDERS_PER_PAGE,
} from "#app/domain/orders/filters";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listOrders, type OrderPage } from "#app/server/orders/console-queries.server";

import type { Route } from "./+types/orders";

export const meta = consoleMeta("Orders");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const values = filterValues(new URL(request.url).searchParams);
  const parsed = parseFields(orderFiltersSchema, values);
  if (!parsed.ok) return data({ values, errors: parsed.errors, list: null }, { status: 400 });
  const filters: OrderFilters = parsed.data;
  const page = await listOrders(filters);
  return { values, errors: null, list: { filters, ...page } };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { values, errors, list } = loaderData;
  const exportHref = list ? `/admin/orders.csv${filtersToSearch(list.filters, { page: 1 })}` : null;
  return (
    <>
      <ConsoleHeading
        title="Orders"
        lead="Every checkout from the shop, newest first. Times are Pacific."
        actions={
          exportHref ? (
            <a href={exportHref} className={buttonClass("secondary")}>
              Export CSV
            </a>
          ) : null
        }
      />
      <OrderFiltersForm values={values} errors={errors ?? undefined} key={JSON.stringify(values)} />
      <HeadedSection headingId="orders-heading" className="mt-6" headingClassName="sr-only" title="Matching orders">
        {list ? <OrderResults list={list} /> : <p className="mt-2">Fix the filters above to see orders.</p>}
      </HeadedSection>
    </>
  );
}

function OrderResults({ list }: { list: OrderPage & { filters: OrderFilters } }) {
  const { filters, entries, total, page, pageCount } = list;
  if (total === 0) {
    return hasFilters(filters) ? (
      <p>
        No orders match these filters.{" "}
        <Link to="/admin/orders" className="font-semibold underline underline-offset-4">
          Show every order
        </Link>
      </p>
    ) : (
      <p>No orders yet. When someone buys from the Shwag shop, their order shows up here.</p>
    );
  }
  const first = (page - 1) * ORDERS_PER_PAGE + 1;
  const last = first + entries.length - 1;
  return (
    <>
      <p className="mb-3 text-stone-700">
        {entries.length === 0
          ? `There are ${total} matching orders, but not this many pages.`
          : `Showing ${first}–${last} of ${total} ${total === 1 ? "order" : "orders"}.`}
      </p>
      {entries.length ? <OrderTable orders={entries} caption="Orders, newest first" /> : null}
      <PageLinks
        label="Pages of orders"
        page={page}
        pageCount={pageCount}
        hrefOf={(target) => `/admin/orders${filtersToSearch(filters, { page: target })}`}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
