import { privatePhotoResponse } from "#app/server/http/private-photo.server";
import { readUnitPhotoFile } from "#app/server/production/unit-photos.server";
import { findProposalByToken } from "#app/server/proposals/queries.server";

import type { Route } from "./+types/proposal-photo";
import { notFound, requireToken } from "./private-link.server";

/** A photo of one of this order's homes, only through the order's own private link. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findProposalByToken(requireToken(params.token));
  if (!found || found.proposal.status !== "accepted") notFound();
  return privatePhotoResponse(await readUnitPhotoFile(params.file, found.proposal.id));
}
