import { specSheetResponse } from "#app/server/pdf/responses.server";

import type { Route } from "./+types/bedroom-spec-sheet";

/** GET /spec-sheets/bedroom-nestz.pdf */
export const loader = ({ request }: Route.LoaderArgs) => specSheetResponse(request, "bedroom-nestz");
