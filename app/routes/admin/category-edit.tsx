import { data, Link } from "react-router";

import { ArchivePanel } from "#app/components/catalog/console/archive-panel";
import { CategoryForm } from "#app/components/catalog/console/category-form";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getCategory } from "#app/server/catalog/console-queries.server";
import { requireIdParam } from "#app/server/http/id-param.server";

import type { Route } from "./+types/category-edit";
import { formOf, handleCategoryEditForm } from "./category-edit.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Edit ${loaderData.category.title}` : "Edit a category")();

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const category = await getCategory(requireIdParam(params.categoryId));
  if (!category) throw data(null, { status: 404 });
  return { category, form: formOf(category) };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleCategoryEditForm(request, admin, requireIdParam(params.categoryId));
}

export default function EditCategory({ loaderData, actionData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/products">Back to all products</Link>
      </p>
      <ConsoleHeading
        title={category.title}
        lead={category.archived ? "A category · Archived: not on the site" : "A category · On the site"}
      />
      <Alert focusOnLoad tone="success" className="mb-6">
        {actionData?.notice}
      </Alert>
      <HeadedSection
        headingId="category-form-heading"
        className="max-w-3xl rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
        headingClassName="mb-4 text-2xl"
        title="Rename it"
      >
        <CategoryForm
          state={actionData?.form ?? loaderData.form}
          intent="save"
          labelledBy="category-form-heading"
          submitLabel="Save name"
        />
      </HeadedSection>
      <ArchivePanel
        id={category.id}
        archived={category.archived}
        what={`the ${category.title} category`}
        archivedText="It is archived, with its products: hidden from the shop and checkout."
        liveText="Archiving hides this category and every product in it from the shop, the catalog and checkout. Nothing is deleted; you can bring it back any time."
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
