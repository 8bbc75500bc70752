/**
 * Before any spec: the prepared data folder that specs copy for the servers and databases they
 * start of their own (prepared-data.ts). Returns the teardown that removes it.
 */
import fs from "node:fs/promises";
import process from "node:process";

import { startEmbeddedPostgres } from "#app/server/db/embedded.server";
import { prepareDatabase } from "#app/server/db/migrate.server";

import { PREPARED_DATA_DIR } from "./prepared-data";
import { makeDataDir } from "./server-process";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = await makeDataDir();
  const database = await startEmbeddedPostgres({ dataDir: dir, log: () => {} });
  try {
    await prepareDatabase(database.url);
  } finally {
    // A clean stop: the copies start without crash recovery.
    await database.stop();
  }
  process.env[PREPARED_DATA_DIR] = dir;
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
