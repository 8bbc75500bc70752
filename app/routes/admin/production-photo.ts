import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { privatePhotoResponse } from "#app/server/http/private-photo.server";
import { readUnitPhotoFile } from "#app/server/production/unit-photos.server";

import type { Route } from "./+types/production-photo";

/** A photo of a home's build or delivery, for the console (any order's). */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  return privatePhotoResponse(await readUnitPhotoFile(params.file, null));
}
