import type { Route } from "./+types/capability-summary";
import { capabilitySummaryResponse } from "./pdf-responses.server";

/** GET /Government/capability-summary.pdf */
export const loader = ({ request }: Route.LoaderArgs) => capabilitySummaryResponse(request);
