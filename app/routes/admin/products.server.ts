/** The products page's forms: add a category; move, archive or bring back a product or a category. */
import { data } from "react-router";

import { type CategoryFormState } from "#app/components/catalog/console/category-form";
import { categoryForm, parseId } from "#app/domain/catalog/product-form";
import { parseFields } from "#app/domain/console/form-result";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import {
  createCategory,
  moveCategory,
  setCategoryArchived,
} from "#app/server/catalog/console-changes-categories.server";
import { moveProduct, setProductArchived } from "#app/server/catalog/console-changes-products.server";
import { getCategory } from "#app/server/catalog/console-queries.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";

export type Notice = { tone: "success" | "error" | "info"; text: string };

async function addCategory(admin: AdminUser, title: string | undefined) {
  const typed = { title: title ?? "" };
  const parsed = parseFields(categoryForm, typed);
  if (!parsed.ok)
    return data({ category: { values: typed, errors: parsed.errors } satisfies CategoryFormState }, { status: 400 });
  const result = await createCategory(admin.actor, parsed.data);
  if (!result.ok) {
    const errors = result.reason === "invalid" ? result.errors : { form: UNREADABLE_FORM_MESSAGE };
    return data({ category: { values: typed, errors } satisfies CategoryFormState }, { status: 400 });
  }
  const text = `${result.category.title} was added. Add a product to it and it shows on the site.`;
  return {
    notice: { tone: "success", text } satisfies Notice,
    category: { values: { title: "" }, resetKey: String(result.category.id) } satisfies CategoryFormState,
  };
}

export async function handleProductsForm(request: Request, admin: AdminUser) {
  const fields = textFields(await readForm(request), ["intent", "id", "direction", "title"]);
  if (fields.intent === "add-category") return addCategory(admin, fields.title);
  const id = parseId(fields.id);
  const direction = fields.direction === "up" || fields.direction === "down" ? fields.direction : null;
  const refuse = (status: number, text: string) =>
    data({ notice: { tone: "error", text } satisfies Notice }, { status });
  if (id === null) return refuse(400, UNREADABLE_FORM_MESSAGE);
  const done = (text: string, tone: Notice["tone"] = "success") => ({ notice: { tone, text } satisfies Notice });

  switch (fields.intent) {
    case "move-product": {
      if (!direction) return refuse(400, UNREADABLE_FORM_MESSAGE);
      const result = await moveProduct(admin.actor, id, direction);
      if (!result.ok) return refuse(404, "That product no longer exists.");
      const { name } = result.product;
      return result.changed
        ? done(`${name} moved ${direction}.`)
        : done(`${name} is already at the ${direction === "up" ? "top" : "bottom"}.`, "info");
    }
    case "move-category": {
      if (!direction) return refuse(400, UNREADABLE_FORM_MESSAGE);
      const result = await moveCategory(admin.actor, id, direction);
      if (!result.ok) return refuse(404, "That category no longer exists.");
      const { title } = result.category;
      return result.changed
        ? done(`${title} moved ${direction}.`)
        : done(`${title} is already at the ${direction === "up" ? "top" : "bottom"}.`, "info");
    }
    case "archive-product":
    case "unarchive-product": {
      const archive = fields.intent === "archive-product";
      const result = await setProductArchived(admin.actor, id, archive);
      if (!result.ok) return refuse(404, "That product no longer exists.");
      const { name, categoryId } = result.product;
      if (archive)
        return done(
          `${name} is archived: it has left the shop and can't be bought. Find it under “Archived” to bring it back.`,
        );
      const category = await getCategory(categoryId);
      const hidden = category?.archived
        ? ` Its category, ${category.title}, is archived, so it shows once that is unarchived too.`
        : "";
      return done(`${name} is back on the site.${hidden}`);
    }
    case "archive-category":
    case "unarchive-category": {
      const archive = fields.intent === "archive-category";
      const result = await setCategoryArchived(admin.actor, id, archive);
      if (!result.ok) return refuse(404, "That category no longer exists.");
      const { title } = result.category;
      return done(
        archive ? `${title} is archived: it and its products have left the shop.` : `${title} is back on the site.`,
      );
    }
    default:
      return refuse(400, UNREADABLE_FORM_MESSAGE);
  }
}
