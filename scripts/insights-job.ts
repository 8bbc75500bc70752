/**
 * `npm run insights:job`: runs the Insights job once (docs/decisions/0027) against DATABASE_URL:
 * partitions ahead, complete days rolled up, old months dropped, old salts destroyed. Safe while
 * servers run theirs: the steps take turns under one advisory lock.
 */
import process from "node:process";

import { getEnv } from "#app/server/config/env.server";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";
import { runInsightsJob } from "#app/server/insights/retention.server";

const url = getEnv().DATABASE_URL;
if (!url) {
  console.error(
    "insights:job: set DATABASE_URL (the server's own embedded database: stop the server, or use its URL).",
  );
  process.exit(1);
}
connectDatabase(url);
try {
  const report = await runInsightsJob();
  console.log(
    `insights:job: partitions ready ${report.partitionsReady.join(", ")}; days rolled up ${report.daysAggregated.length}` +
      `${report.daysAggregated.length ? ` (${report.daysAggregated[0]} … ${report.daysAggregated.at(-1)})` : ""}; ` +
      `partitions dropped ${report.partitionsDropped.join(", ") || "none"}; old salts destroyed ${report.saltsDestroyed}`,
  );
} finally {
  await disconnectDatabase();
}
