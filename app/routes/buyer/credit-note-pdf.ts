import { isCreditNoteNumber } from "#app/domain/billing/credit-notes";
import { creditNoteViewByToken } from "#app/server/billing/queries.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { answeringAsText } from "#app/server/http/resource-errors.server";
import { creditNotePdf } from "#app/server/pdf/credit-note.server";
import { pdfResponse } from "#app/server/pdf/render.server";

import type { Route } from "./+types/credit-note-pdf";
import { notFound, requireToken } from "./private-link.server";

/** GET /invoice/<token>/credit/<number>/pdf: the credit note as a PDF (private, like its invoice). */
export function loader({ request, params }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    const token = requireToken(params.token);
    if (!isCreditNoteNumber(params.number)) notFound();
    const note = await creditNoteViewByToken(token, params.number);
    if (!note) notFound();
    const file = await creditNotePdf(note, getPublicConfig());
    return pdfResponse(request, file, {
      fileName: `Nestz credit note ${note.number}.pdf`,
      cacheControl: "private, no-cache",
      robots: "noindex, nofollow",
    });
  });
}
