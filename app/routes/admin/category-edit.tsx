import { data, Link } from "react-router";

import { ArchivePanel } from "#app/components/admin/archive-panel";
import { CategoryForm, type CategoryFormState } from "#app/components/admin/category-form";
import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { editCategoryForm, parseId } from "#app/domain/catalog/product-form";
import { parseFields } from "#app/domain/console/form-result";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import {
  type ConsoleCategoryOnly,
  getCategory,
  setCategoryArchived,
  updateCategory,
} from "#app/server/catalog/console-categories.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { answerRefusedSave } from "#app/server/http/refused-save.server";

import type { Route } from "./+types/category-edit";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Edit ${loaderData.category.title}` : "Edit a category")();

function categoryIdOf(params: { categoryId?: string }): number {
  const id = parseId(params.categoryId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

const formOf = (category: ConsoleCategoryOnly, extra: Partial<CategoryFormState> = {}): CategoryFormState => ({
  values: { title: category.title },
  version: category.version,
  ...extra,
});

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const category = await getCategory(categoryIdOf(params));
  if (!category) throw data(null, { status: 404 });
  return { category };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  const id = categoryIdOf(params);
  const fields = textFields(await readForm(request), ["intent", "title", "version"]);
  if (fields.intent === "archive" || fields.intent === "unarchive") {
    const result = await setCategoryArchived(admin.actor, id, fields.intent === "archive");
    if (!result.ok) throw data(null, { status: 404 });
    const notice = result.category.archived
      ? "Archived: this category and every product in it have left the shop."
      : "Back on the site, with its products that are not archived themselves.";
    return { form: formOf(result.category), notice };
  }
  const typed = { title: fields.title ?? "" };
  const version = parseId(fields.version) ?? undefined;
  if (fields.intent !== "save") {
    return data(
      {
        form: { values: typed, version, errors: { form: UNREADABLE_FORM_MESSAGE } } satisfies CategoryFormState,
        notice: null,
      },
      { status: 400 },
    );
  }
  const parsed = parseFields(editCategoryForm, fields);
  if (!parsed.ok)
    return data(
      { form: { values: typed, version, errors: parsed.errors } satisfies CategoryFormState, notice: null },
      { status: 400 },
    );
  const result = await updateCategory(admin.actor, id, {
    title: parsed.data.title,
    expectedVersion: parsed.data.version,
  });
  if (result.ok) return { form: formOf(result.category, { saved: true }), notice: null };
  return answerRefusedSave(result, {
    conflict: (current) => formOf(current, { conflict: { yours: typed.title } }),
    invalid: (errors): CategoryFormState => ({ values: typed, version, errors }),
  });
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
          state={actionData?.form ?? formOf(category)}
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
