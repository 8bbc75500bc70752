import { Link } from "react-router";

import { ProductForm, type ProductFormState } from "#app/components/catalog/console/product-form";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { HeadedSection } from "#app/components/ui/headed-section";
import { typedProductValues } from "#app/domain/catalog/console";
import { parseId } from "#app/domain/catalog/product-form";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listCategoryChoices } from "#app/server/catalog/console-queries.server";

import type { Route } from "./+types/product-new";
import { handleNewProductForm } from "./product-new.server";

export const meta = consoleMeta("Add a product");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const categories = await listCategoryChoices();
  // ?category=ID (from a category's "Add a product") chooses it; anything else leaves the choice to the owner.
  const wanted = parseId(new URL(request.url).searchParams.get("category"));
  const preselected = categories.find((category) => category.id === wanted && !category.archived);
  return { categories, categoryId: preselected ? String(preselected.id) : "" };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleNewProductForm(request, admin);
}

export default function NewProduct({ loaderData, actionData }: Route.ComponentProps) {
  const state: ProductFormState = actionData?.form ?? {
    values: { ...typedProductValues({}), categoryId: loaderData.categoryId },
  };
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/products">Back to all products</Link>
      </p>
      <ConsoleHeading
        title="Add a product"
        lead="It shows on the site as soon as you add it, in the category you choose, after what is there."
      />
      <HeadedSection headingId="product-form-heading" look="panel" headingClassName="mb-4 text-2xl" title="The product">
        <ProductForm state={state} categories={loaderData.categories} labelledBy="product-form-heading" />
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
