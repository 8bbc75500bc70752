import { capabilitySummaryResponse } from "#app/server/pdf/responses.server";

import type { Route } from "./+types/capability-summary";

/** GET /Government/capability-summary.pdf */
export const loader = ({ request }: Route.LoaderArgs) => capabilitySummaryResponse(request);
