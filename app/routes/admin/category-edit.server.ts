/** A category's console page forms: rename it, archive it or bring it back. */
import { data } from "react-router";

import type { CategoryFormState } from "#app/components/catalog/console/category-form";
import { editCategoryForm, parseId } from "#app/domain/catalog/product-form";
import { parseFields } from "#app/domain/console/form-result";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { setCategoryArchived, updateCategory } from "#app/server/catalog/console-changes-categories.server";
import type { ConsoleCategoryOnly } from "#app/server/catalog/console-queries.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { answerRefusedSave } from "#app/server/http/refused-save.server";

/** The category form's state for a category as stored. */
export const formOf = (category: ConsoleCategoryOnly, extra: Partial<CategoryFormState> = {}): CategoryFormState => ({
  values: { title: category.title },
  version: category.version,
  ...extra,
});

export async function handleCategoryEditForm(request: Request, admin: AdminUser, id: number) {
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
