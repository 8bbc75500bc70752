import { parseFields } from "#app/domain/console/form-result";
import { ordersCsv, ordersCsvFileName } from "#app/domain/orders/export";
import { filterValues, orderFiltersSchema } from "#app/domain/orders/filters";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { csvDownload } from "#app/server/http/downloads.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { exportOrders } from "#app/server/orders/console-queries.server";

import type { Route } from "./+types/orders-csv";

/**
 * GET /admin/orders.csv?status=…&from=…&to=…&email=…: the orders the list
 * shows for the same query (every page of them), as a CSV download. Guests
 * are sent to sign in; other accounts get a plain 403, never data.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const parsed = parseFields(orderFiltersSchema, filterValues(new URL(request.url).searchParams));
    if (!parsed.ok)
      return plainText(400, `These filters can't be used as they are. ${Object.values(parsed.errors).join(" ")}`);
    const rows = await exportOrders(parsed.data);
    return csvDownload(ordersCsv(rows), ordersCsvFileName(new Date()));
  });
}
