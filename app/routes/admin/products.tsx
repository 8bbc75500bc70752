import { data, Form } from "react-router";

import { CatalogList } from "#app/components/catalog/console/catalog-list";
import { CategoryForm } from "#app/components/catalog/console/category-form";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { Button, LinkButton } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { Select } from "#app/components/ui/select";
import {
  type CatalogView,
  catalogViewLabels,
  catalogViews,
  isCatalogView,
  viewCatalog,
} from "#app/domain/catalog/console";
import { parseId } from "#app/domain/catalog/product-form";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listConsoleCatalog } from "#app/server/catalog/console-queries.server";

import type { Route } from "./+types/products";
import { handleProductsForm, type Notice } from "./products.server";

export const meta = consoleMeta("Products");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const params = new URL(request.url).searchParams;
  const show = params.get("show") ?? "current";
  const catalog = await listConsoleCatalog();
  const addedId = parseId(params.get("added"));
  const added = catalog.flatMap((category) => category.products).find((product) => product.id === addedId);
  const addedNotice = added ? `${added.name} was added. It shows on the site from the next page load.` : null;
  const view: CatalogView = isCatalogView(show) ? show : "current";
  const page = { view, categories: viewCatalog(catalog, view), addedNotice, filterError: null as string | null };
  if (!isCatalogView(show))
    return data({ ...page, filterError: "Show: choose On the site, Archived or Everything." }, { status: 400 });
  return page;
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleProductsForm(request, admin);
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const { view, categories, addedNotice, filterError } = loaderData;
  const notice: Notice | null =
    (actionData && "notice" in actionData ? actionData.notice : null) ??
    (addedNotice ? { tone: "success", text: addedNotice } : null);
  return (
    <>
      <ConsoleHeading
        title="Products"
        lead="What the shop shows, in the order it shows it. Changes reach the site at its next page load."
        actions={<LinkButton to="/admin/products/new">Add a product</LinkButton>}
      />
      <Alert focusOnLoad tone={notice?.tone} className="mb-6">
        {notice?.text}
      </Alert>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <Select
          label="Show"
          name="show"
          options={catalogViews.map((value) => ({ value, label: catalogViewLabels[value] }))}
          defaultValue={view}
          error={filterError ?? undefined}
          className="w-56"
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <CatalogList categories={categories} canMove={view !== "archived"} />
      <HeadedSection
        headingId="add-category-heading"
        className="mt-10 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        headingClassName="mb-4 text-2xl"
        title="Add a category"
      >
        <CategoryForm
          state={
            (actionData && "category" in actionData ? actionData.category : undefined) ?? { values: { title: "" } }
          }
          intent="add-category"
          labelledBy="add-category-heading"
          submitLabel="Add category"
        />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
