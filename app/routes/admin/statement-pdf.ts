import { businessDay } from "#app/domain/time/business-time";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { answeringAsText } from "#app/server/http/resource-errors.server";
import { pdfResponse } from "#app/server/pdf/render.server";
import { statementPdf } from "#app/server/pdf/statement.server";

import type { Route } from "./+types/statement-pdf";
import { statementOf } from "./statement.server";

/**
 * GET /admin/receivables/<buyer>/statement.pdf: the buyer's statement as a
 * PDF, for the owner to send or file. Admins only; never cached nor indexed.
 */
export function loader({ request, params, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const { buyer, statement } = await statementOf(params.buyer);
    const asOf = businessDay(new Date());
    const file = await statementPdf({ buyer, statement, asOf }, getPublicConfig());
    return pdfResponse(request, file, {
      fileName: `Nestz statement ${buyer.organization ?? buyer.name} ${asOf}.pdf`,
      cacheControl: "private, no-store",
      robots: "noindex, nofollow",
    });
  });
}
