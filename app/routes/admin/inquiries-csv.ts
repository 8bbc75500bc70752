import { parseFields } from "#app/domain/form-result";
import { inquiryFiltersSchema, inquiryFilterValues } from "#app/domain/inquiry-filters";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { withDb } from "#app/server/db/client.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { exportInquiries } from "#app/server/quote-requests/console.server";
import { inquiriesCsv, inquiriesCsvFileName } from "#app/server/quote-requests/console-export.server";

import type { Route } from "./+types/inquiries-csv";

/**
 * GET /admin/inquiries.csv?status=…&buyer=…&intent=…: every request the inbox
 * shows for the same filters (all pages), as a CSV download. Guests are sent
 * to sign in; other accounts get a plain 403, never data.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const parsed = parseFields(inquiryFiltersSchema, inquiryFilterValues(new URL(request.url).searchParams));
    if (!parsed.ok)
      return plainText(400, `These filters can't be used as they are. ${Object.values(parsed.errors).join(" ")}`);
    const rows = await withDb((db) => exportInquiries(db, parsed.data));
    return new Response(inquiriesCsv(rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${inquiriesCsvFileName(new Date())}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
