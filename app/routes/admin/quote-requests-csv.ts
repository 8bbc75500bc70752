import { parseFields } from "#app/domain/console/form-result";
import { quoteRequestFiltersSchema, quoteRequestFilterValues } from "#app/domain/quote-requests/filters";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { csvDownload } from "#app/server/http/downloads.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import {
  exportQuoteRequests,
  quoteRequestsCsv,
  quoteRequestsCsvFileName,
} from "#app/server/quote-requests/console-queries.server";

import type { Route } from "./+types/quote-requests-csv";

/**
 * GET /admin/quote-requests.csv?status=…&buyer=…&intent=…: every request the inbox
 * shows for the same filters (all pages), as a CSV download. Guests are sent
 * to sign in; other accounts get a plain 403, never data.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const parsed = parseFields(quoteRequestFiltersSchema, quoteRequestFilterValues(new URL(request.url).searchParams));
    if (!parsed.ok)
      return plainText(400, `These filters can't be used as they are. ${Object.values(parsed.errors).join(" ")}`);
    const rows = await exportQuoteRequests(parsed.data);
    return csvDownload(quoteRequestsCsv(rows), quoteRequestsCsvFileName(new Date()));
  });
}
