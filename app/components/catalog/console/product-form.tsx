import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { bindFields } from "#app/components/ui/bind-fields";
import { Checkbox } from "#app/components/ui/checkbox";
import { ConflictNotice } from "#app/components/ui/console/conflict-notice";
import { Field } from "#app/components/ui/field";
import { Select } from "#app/components/ui/select";
import { SendButton } from "#app/components/ui/send-button";
import { Textarea } from "#app/components/ui/textarea";
import {
  PRODUCT_STATUSES,
  type ProductFieldName,
  type ProductFormValues,
  statusLabels,
} from "#app/domain/catalog/product-form";
import type { FieldErrors } from "#app/domain/console/form-result";

export interface CategoryChoice {
  id: number;
  title: string;
  archived: boolean;
}

export interface ProductFormState {
  values: ProductFormValues;
  /** The version the product was read at; absent when adding one. */
  version?: number;
  errors?: FieldErrors<ProductFieldName | "form">;
  /** Someone saved first: what they saved is in `values`; this is what was typed and not saved. */
  conflict?: { yours: ProductFormValues; archivedNow: boolean };
  saved?: boolean;
}

/**
 * A product's fields, for adding one or editing it. Works as a plain form
 * post; the server checks everything and sends the form back with a message
 * beside each field it refused.
 */
export function ProductForm({
  state,
  categories,
  labelledBy,
}: {
  state: ProductFormState;
  categories: readonly CategoryChoice[];
  labelledBy: string;
}) {
  const { values, errors = {}, version } = state;
  const field = bindFields(values, errors);
  const editing = version !== undefined;
  const fieldProblems = Object.keys(errors).some((key) => key !== "form");
  const message =
    errors.form ?? (fieldProblems ? "Please check the fields marked below; nothing was saved yet." : undefined);
  // Fields remount when the saved version changes, so they show what was saved (or what is saved now).
  const key = (name: string) => `${name}-${version ?? "new"}`;
  const choices = categories
    .filter((category) => !category.archived || String(category.id) === values.categoryId)
    .map((category) => ({
      value: String(category.id),
      label: category.archived ? `${category.title} (archived)` : category.title,
    }));

  return (
    <Form
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5"
    >
      <input type="hidden" name="intent" value="save" />
      {editing ? <input type="hidden" name="version" value={version} /> : null}
      {state.conflict ? (
        <ConflictNotice
          saved={values}
          yours={state.conflict.yours}
          archivedNow={state.conflict.archivedNow}
          categories={categories}
        />
      ) : (
        <Alert focusOnLoad tone={message ? "error" : "success"}>
          {message ??
            (state.saved ? "Saved. The shop, the catalog and checkout use it from the next page load." : null)}
        </Alert>
      )}
      <Field label="Name" {...field("name")} required maxLength={200} key={key("name")} />
      <Select
        label="Category"
        {...field("categoryId")}
        options={values.categoryId ? choices : [{ value: "", label: "Choose a category" }, ...choices]}
        key={key("category")}
      />
      <Textarea
        label="Description"
        {...field("description")}
        rows={3}
        hint="A sentence or two for the shop card."
        key={key("description")}
      />
      <Field
        label="Price"
        {...field("price")}
        inputMode="decimal"
        autoComplete="off"
        hint="In dollars, like 19.99. Leave it empty for Call for Price."
        key={key("price")}
        className="max-w-xs"
      />
      <Field
        label="Image URL"
        {...field("imageUrl")}
        required
        hint="The drawing shown until the product has a photo: a picture on this site, like /images/sticker.svg, or an address starting with https://."
        key={key("image")}
      />
      <Field
        label="Link"
        {...field("linkUrl")}
        required
        hint="Where “Read More” leads: a page like /Shwag, or an address starting with https://."
        key={key("link")}
      />
      <Select
        label="Status"
        {...field("status")}
        options={PRODUCT_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }))}
        key={key("status")}
        className="max-w-xs"
      />
      <Checkbox
        label="Purchasable"
        name="purchasable"
        defaultChecked={values.purchasable}
        hint="Sold online with an “Add to cart” button. Needs a price of at least $0.50 and Status Available."
        error={errors.purchasable}
        key={key("purchasable")}
      />
      <div>
        <SendButton label={editing ? "Save product" : "Add product"} busyLabel="Saving…" />
      </div>
    </Form>
  );
}
