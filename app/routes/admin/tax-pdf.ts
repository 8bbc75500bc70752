import { businessDay } from "#app/domain/time/business-time";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { pdfResponse } from "#app/server/pdf/render.server";
import { taxReturnPdf } from "#app/server/pdf/tax-return.server";
import { askedPeriod, taxReturnView } from "#app/server/tax/console-queries.server";

import type { Route } from "./+types/tax-pdf";

/** GET /admin/tax.pdf?period=…: the period's figures on one page, private to the console. */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const asked = await askedPeriod(new URL(request.url).searchParams.get("period"));
    if (!asked.ok) return plainText(400, asked.message);
    const view = await taxReturnView(asked.period);
    const file = await taxReturnPdf(view, getPublicConfig(), businessDay(new Date()));
    return pdfResponse(request, file, {
      fileName: `Nestz sales tax ${asked.period.key}.pdf`,
      cacheControl: "private, no-store",
      robots: "noindex, nofollow",
    });
  });
}
