import { Alert } from "#app/components/ui/alert";
import { Table } from "#app/components/ui/table";
import {
  productFieldLabels,
  type ProductFieldName,
  productFieldNames,
  type ProductFormValues,
  statusLabels,
} from "#app/domain/catalog/product-form";

/**
 * Someone saved this product after it was opened here: nothing typed here was
 * saved. Says so, and shows what is saved now beside what was typed, field by
 * field, so the owner can decide what to enter again.
 */
export function ConflictNotice({
  saved,
  yours,
  archivedNow,
  categories,
}: {
  saved: ProductFormValues;
  yours: ProductFormValues;
  archivedNow: boolean;
  categories: readonly { id: number; title: string }[];
}) {
  const show = (field: ProductFieldName, values: ProductFormValues): string => {
    switch (field) {
      case "categoryId":
        return categories.find((category) => String(category.id) === values.categoryId)?.title ?? "(none)";
      case "price":
        return values.price.trim() === "" ? "Call for Price" : `$${values.price.trim().replace(/^\$/, "")}`;
      case "status":
        return statusLabels[values.status as keyof typeof statusLabels] ?? values.status;
      case "purchasable":
        return values.purchasable ? "Yes" : "No";
      default:
        return values[field].trim() || "(empty)";
    }
  };
  const differences = productFieldNames.filter((field) => show(field, saved) !== show(field, yours));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <Alert focusOnLoad>
        Someone changed this product since you opened it, so your changes were not saved. The form below now shows what
        is saved{archivedNow ? " (it is archived now)" : ""}; enter your changes again if you still want them.
      </Alert>
      {differences.length ? (
        <Table caption="What is saved now, and what you entered" showCaption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Saved now</th>
              <th scope="col">You entered (not saved)</th>
            </tr>
          </thead>
          <tbody>
            {differences.map((field) => (
              <tr key={field}>
                <th scope="row" className="border-t border-stone-200">
                  {productFieldLabels[field]}
                </th>
                <td>{show(field, saved)}</td>
                <td>{show(field, yours)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
    </div>
  );
}
