import { invoiceViewByToken } from "#app/server/billing/queries.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { answeringAsText } from "#app/server/http/resource-errors.server";
import { invoicePdf } from "#app/server/pdf/invoice.server";
import { pdfResponse } from "#app/server/pdf/render.server";

import type { Route } from "./+types/invoice-pdf";
import { notFound, requireToken } from "./private-link.server";

/** GET /invoice/<token>/pdf: the invoice as a PDF for accounts payable (private, like its page). */
export function loader({ request, params }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    const invoice = await invoiceViewByToken(requireToken(params.token));
    if (!invoice) notFound();
    const file = await invoicePdf(invoice, getPublicConfig());
    return pdfResponse(request, file, {
      fileName: `Nestz invoice ${invoice.number}.pdf`,
      cacheControl: "private, no-cache",
      robots: "noindex, nofollow",
    });
  });
}
