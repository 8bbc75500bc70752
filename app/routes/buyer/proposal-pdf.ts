import { picksOf } from "#app/domain/proposals/choices";
import { getPublicConfig } from "#app/server/config/env.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { proposalPdf } from "#app/server/pdf/proposal.server";
import { pdfResponse } from "#app/server/pdf/render.server";
import { proposalViewByToken } from "#app/server/proposals/queries.server";

import type { Route } from "./+types/proposal-pdf";
import { notFound, requireToken } from "./private-link.server";

/** GET /proposal/<token>/pdf: the version the link names, as a PDF to file (private, like its page). */
export function loader({ request, params }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    // Before acceptance, the choices the buyer is trying travel in the address, as on the page.
    const picks = picksOf(new URL(request.url).searchParams.entries());
    const proposal = await proposalViewByToken(requireToken(params.token), new Date(), picks);
    if (!proposal) notFound();
    if (proposal.status === "withdrawn")
      return plainText(410, "This proposal was withdrawn, so there is no PDF of it. Please ask us for a new one.");
    const file = await proposalPdf(proposal, getPublicConfig());
    return pdfResponse(request, file, {
      fileName: `Nestz proposal ${proposal.reference}.pdf`,
      cacheControl: "private, no-cache",
      robots: "noindex, nofollow",
    });
  });
}
