import { data, Form } from "react-router";

import { CatalogList } from "#app/components/admin/catalog-list";
import { CategoryForm, type CategoryFormState } from "#app/components/admin/category-form";
import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
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
import { categoryForm, parseId } from "#app/domain/catalog/product-form";
import { parseFields } from "#app/domain/console/form-result";
import { type AdminUser, requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import {
  createCategory,
  getCategory,
  listConsoleCatalog,
  moveCategory,
  setCategoryArchived,
} from "#app/server/catalog/console-categories.server";
import { moveProduct, setProductArchived } from "#app/server/catalog/console-products.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";

import type { Route } from "./+types/products";

export const meta = consoleMeta("Products");

type Notice = { tone: "success" | "error" | "info"; text: string };

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
