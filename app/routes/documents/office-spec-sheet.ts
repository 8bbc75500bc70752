import type { Route } from "./+types/office-spec-sheet";
import { specSheetResponse } from "./pdf-responses.server";

/** GET /spec-sheets/office-nestz.pdf */
export const loader = ({ request }: Route.LoaderArgs) => specSheetResponse(request, "office-nestz");
