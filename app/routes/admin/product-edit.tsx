import { data, Link } from "react-router";

import { ArchivePanel } from "#app/components/catalog/console/archive-panel";
import { ProductForm } from "#app/components/catalog/console/product-form";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getProduct, listCategoryChoices } from "#app/server/catalog/console-queries.server";
import { requireIdParam } from "#app/server/http/id-param.server";
import { listProductPhotos } from "#app/server/photos/queries.server";

import type { Route } from "./+types/product-edit";
import { formOf, handleProductEditForm } from "./product-edit.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Edit ${loaderData.product.name}` : "Edit a product")();

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const id = requireIdParam(params.productId);
  const [product, categories, photos] = await Promise.all([
    getProduct(id),
    listCategoryChoices(),
    listProductPhotos(id),
  ]);
  if (!product) throw data(null, { status: 404 });
  return { product, form: formOf(product), categories, photoCount: photos.length };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleProductEditForm(request, admin, requireIdParam(params.productId));
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const { product } = loaderData;
  const state = actionData?.form ?? loaderData.form;
  const category = categories.find((entry) => entry.id === product.categoryId);
  const where = category ? `In ${category.title}${category.archived ? " (an archived category)" : ""}` : "";
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/products">Back to all products</Link>
      </p>
      <ConsoleHeading
        title={product.name}
        lead={`${where}${product.archived ? " · Archived: not on the site" : " · On the site"}`}
      />
      <Alert focusOnLoad tone="success" className="mb-6">
        {actionData?.notice}
      </Alert>
      <HeadedSection
        headingId="product-form-heading"
        look="panel"
        headingClassName="mb-4 text-2xl"
        title="Edit the product"
      >
        <ProductForm state={state} categories={categories} labelledBy="product-form-heading" />
      </HeadedSection>
      <HeadedSection
        headingId="photos-heading"
        className="mt-8 max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        title="Photos"
      >
        <p className="mt-1 mb-4 text-stone-700">
          {loaderData.photoCount === 0
            ? "No photos yet: the shop and the product's page show the drawing. Add your own photos and the first one takes its place."
            : `${loaderData.photoCount} ${loaderData.photoCount === 1 ? "photo" : "photos"}; the first one shows in the shop and at the top of the product's page, if it has one.`}
        </p>
        <Link to={`/admin/products/${product.id}/photos`} className="font-semibold">
          {loaderData.photoCount === 0 ? "Add photos" : "Add and arrange photos"}
          <span className="sr-only"> of {product.name}</span>
        </Link>
      </HeadedSection>
      <ArchivePanel
        id={product.id}
        archived={product.archived}
        what={product.name}
        archivedText="It is archived: hidden from the shop and checkout. Past orders keep it."
        liveText="Archiving hides it from the shop, the catalog and checkout at once. Past orders keep it, and you can bring it back any time."
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
