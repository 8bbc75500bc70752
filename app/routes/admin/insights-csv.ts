import { periodOfQuery } from "#app/domain/insights/period";
import { isInsightTable } from "#app/domain/insights/report";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { csvDownload } from "#app/server/http/downloads.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { insightsCsv, insightsCsvFileName, insightsReport } from "#app/server/insights/console-queries.server";

import type { Route } from "./+types/insights-csv";

/**
 * GET /admin/insights.csv?table=…&period=…: one table of the Insights page
 * (every row, not only the first few), as a CSV download. Guests are sent to
 * sign in; other accounts get a plain 403, never data.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const search = new URL(request.url).searchParams;
    const table = search.get("table") ?? "";
    if (!isInsightTable(table)) return plainText(400, "Name the table to export (table=pages, sources, …).");
    const asked = periodOfQuery(search);
    if (!asked.ok)
      return plainText(400, `This period can't be used as it is. ${Object.values(asked.errors).join(" ")}`);
    const report = await insightsReport(asked.period);
    return csvDownload(insightsCsv(report, table), insightsCsvFileName(table, asked.period));
  });
}
