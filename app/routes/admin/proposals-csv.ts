import { isProposalStatus } from "#app/domain/proposals/status";
import { businessDay } from "#app/domain/time/business-time";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { csvDownload } from "#app/server/http/downloads.server";
import { answeringAsText, plainText } from "#app/server/http/resource-errors.server";
import { proposalsCsv } from "#app/server/proposals/console-queries.server";

import type { Route } from "./+types/proposals-csv";

/** GET /admin/proposals.csv?status=…: the proposals the list shows, as a CSV download. */
export function loader({ request, url }: Route.LoaderArgs) {
  return answeringAsText(async () => {
    await requireConsoleUser({ request, url });
    const status = new URL(request.url).searchParams.get("status") ?? "";
    if (status !== "" && !isProposalStatus(status)) return plainText(400, "That status isn't one a proposal can have.");
    return csvDownload(
      await proposalsCsv(status === "" ? null : status),
      `nestz-proposals-${businessDay(new Date())}.csv`,
    );
  });
}
