import { data } from "react-router";

import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { answeringAsText } from "#app/server/http/resource-errors.server";
import { buildSheetPdf } from "#app/server/pdf/build-sheet.server";
import { pdfResponse } from "#app/server/pdf/render.server";
import { buildSheetOf } from "#app/server/production/build-sheet.server";

import type { Route } from "./+types/build-sheet-pdf";

/**
 * GET /admin/production/<proposal>/build-sheet.pdf: the workshop's build
 * sheet, home by home. Admins only; never cached nor indexed.
 */
export function loader({ request, params, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const id = /^\d{1,12}$/.test(params.proposalId) ? Number(params.proposalId) : 0;
    const sheet = id >= 1 ? await buildSheetOf(id) : null;
    // Not accepted, or a rental: there is nothing to build.
    if (!sheet) throw data(null, { status: 404 });
    const file = await buildSheetPdf(sheet, getPublicConfig());
    return pdfResponse(request, file, {
      fileName: `Nestz build sheet ${sheet.reference}.pdf`,
      cacheControl: "private, no-store",
      robots: "noindex, nofollow",
    });
  });
}
