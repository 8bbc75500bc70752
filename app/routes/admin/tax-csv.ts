import { addendumCsv, addendumCsvFileName } from "#app/domain/tax/return-csv";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { csvDownload } from "#app/server/http/downloads.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { askedPeriod, taxReturnView } from "#app/server/tax/console-queries.server";

import type { Route } from "./+types/tax-csv";

/**
 * GET /admin/tax.csv?period=…: the period's local sales tax lines in the
 * columns of DOR's addendum. Guests are sent to sign in; other accounts get
 * a plain 403, never data.
 */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const asked = await askedPeriod(new URL(request.url).searchParams.get("period"));
    if (!asked.ok) return plainText(400, asked.message);
    const view = await taxReturnView(asked.period);
    return csvDownload(addendumCsv(view.figures), addendumCsvFileName(asked.period));
  });
}
