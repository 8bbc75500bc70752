/**
 * A data folder that already holds a PostgreSQL cluster with the migrations and the seed applied,
 * made once per run (global-setup.ts) and copied for each server or database a spec starts of its
 * own. A copy takes a fraction of a second; a new cluster, its migrations and its seed take
 * several, and the specs start some thirty of them. Specs that test a first start or migrations
 * racing (scale-out, deploy) keep starting from an empty folder.
 */
import { execFile } from "node:child_process";
import process from "node:process";
import { promisify } from "node:util";

import { tempDataDir } from "./server-process";

/** Where global-setup.ts leaves the prepared folder for the workers. */
export const PREPARED_DATA_DIR = "E2E_PREPARED_DATA_DIR";

const run = promisify(execFile);

/** A fresh data folder (removed by `cleanUp`) holding a copy of the prepared cluster. */
export async function preparedDataDir(): Promise<string> {
  const dir = await tempDataDir();
  const prepared = process.env[PREPARED_DATA_DIR];
  if (!prepared) throw new Error(`${PREPARED_DATA_DIR} is not set: Playwright's global set-up makes it.`);
  // `cp -a` keeps the owner and modes PostgreSQL insists on (as root the cluster is the postgres user's).
  await run("cp", ["-a", `${prepared}/.`, dir]);
  return dir;
}
