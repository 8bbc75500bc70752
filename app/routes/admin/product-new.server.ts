/** The new product page's form: check it, add the product, and go back to the list that shows it. */
import { data, redirect } from "react-router";

import type { ProductFormState } from "#app/components/catalog/console/product-form";
import { typedProductValues } from "#app/domain/catalog/console";
import { newProductForm, productFieldNames } from "#app/domain/catalog/product-form";
import { parseFields } from "#app/domain/console/form-result";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { createProduct } from "#app/server/catalog/console-changes-products.server";
import { readForm, textFields } from "#app/server/http/form-data.server";

export async function handleNewProductForm(request: Request, admin: AdminUser) {
  const fields = textFields(await readForm(request), productFieldNames);
  const values = typedProductValues(fields);
  const parsed = parseFields(newProductForm, fields);
  if (!parsed.ok) return data({ form: { values, errors: parsed.errors } satisfies ProductFormState }, { status: 400 });
  const result = await createProduct(admin.actor, parsed.data);
  if (result.ok) return redirect(`/admin/products?added=${result.product.id}`);
  const errors = result.reason === "invalid" ? result.errors : { form: "That could not be saved. Please try again." };
  return data({ form: { values, errors } satisfies ProductFormState }, { status: 400 });
}
