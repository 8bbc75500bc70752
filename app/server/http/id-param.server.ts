import { data } from "react-router";

import { parseId } from "#app/domain/catalog/product-form";

/** A route's id parameter as a database id; an address no row can have is a 404, like a missing row. */
export function requireIdParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw data(null, { status: 404 });
  return id;
}
