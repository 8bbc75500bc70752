import { specSheetResponse } from "#app/server/pdf/responses.server";

import type { Route } from "./+types/office-spec-sheet";

/** GET /spec-sheets/office-nestz.pdf */
export const loader = ({ request }: Route.LoaderArgs) => specSheetResponse(request, "office-nestz");
