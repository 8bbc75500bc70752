import { parsePhotoFileName } from "#app/domain/photos/rules";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { privatePhotoResponse } from "#app/server/http/private-photo.server";
import { readInspectionPhotoFile } from "#app/server/rentals/returns.server";

import type { Route } from "./+types/rental-return-photo";

/** A photo of a rental unit as it came back, for the console only. */
export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const key = parsePhotoFileName(params.file);
  return privatePhotoResponse(key?.format === "jpeg" ? await readInspectionPhotoFile(key) : null);
}
