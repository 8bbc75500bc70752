/** A product's console page forms: save its details, archive it or bring it back. */
import { data } from "react-router";

import type { ProductFormState } from "#app/components/catalog/console/product-form";
import { type ConsoleProduct, productFormValues, typedProductValues } from "#app/domain/catalog/console";
import { editProductForm, parseId, productFieldNames } from "#app/domain/catalog/product-form";
import { parseFields } from "#app/domain/console/form-result";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { setProductArchived, updateProduct } from "#app/server/catalog/console-changes-products.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { answerRefusedSave } from "#app/server/http/refused-save.server";

/** The product form's state for a product as stored. */
export const formOf = (product: ConsoleProduct, extra: Partial<ProductFormState> = {}): ProductFormState => ({
  values: productFormValues(product),
  version: product.version,
  ...extra,
});

export async function handleProductEditForm(request: Request, admin: AdminUser, id: number) {
  const fields = textFields(await readForm(request), ["intent", "version", ...productFieldNames]);

  if (fields.intent === "archive" || fields.intent === "unarchive") {
    const result = await setProductArchived(admin.actor, id, fields.intent === "archive");
    if (!result.ok) throw data(null, { status: 404 });
    const text = result.product.archived
      ? "Archived: it has left the shop and can't be bought. Unarchive it to bring it back."
      : "Back on the site: it shows in its category from the next page load.";
    return { form: formOf(result.product), notice: text };
  }
  if (fields.intent !== "save") {
    return data(
      {
        form: {
          values: typedProductValues(fields),
          errors: { form: UNREADABLE_FORM_MESSAGE },
        } satisfies ProductFormState,
        notice: null,
      },
      { status: 400 },
    );
  }

  const values = typedProductValues(fields);
  const parsed = parseFields(editProductForm, fields);
  if (!parsed.ok) {
    const version = parseId(fields.version) ?? undefined;
    return data(
      { form: { values, version, errors: parsed.errors } satisfies ProductFormState, notice: null },
      { status: 400 },
    );
  }
  const { version, ...input } = parsed.data;
  const result = await updateProduct(admin.actor, id, { ...input, expectedVersion: version });
  if (result.ok) return { form: formOf(result.product, { saved: true }), notice: null };
  return answerRefusedSave(result, {
    conflict: (current) => formOf(current, { conflict: { yours: values, archivedNow: current.archived } }),
    invalid: (errors): ProductFormState => ({ values, version, errors }),
  });
}
