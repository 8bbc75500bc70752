import type { Route } from "./+types/bedroom-spec-sheet";
import { specSheetResponse } from "./pdf-responses.server";

/** GET /spec-sheets/bedroom-nestz.pdf */
export const loader = ({ request }: Route.LoaderArgs) => specSheetResponse(request, "bedroom-nestz");
