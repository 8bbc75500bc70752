/**
 * Starts the production server for the end-to-end tests (playwright.config.ts
 * `webServer`): a fresh, empty DATA_DIR each run, so the embedded PostgreSQL
 * starts from nothing, and the folder is removed again when the server exits.
 *
 * The prerendered pages carry the public settings the build was made with
 * (build/public-config.json). The server is given the same PUBLIC_URL, so the
 * canonical links of server-rendered and prerendered pages agree, as they do
 * under `npm start` (which rebuilds when the settings differ).
 *
 * DOR's address rate lookup is a local stand-in (tests/support/dor-lookup-stand-in.ts)
 * in this process, never DOR itself.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import process from "node:process";

import { BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";
import { DorLookupStandIn } from "#tests/support/dor-lookup-stand-in";

import { dorLookupStandInFile, e2eDataDir } from "./e2e-database";

let stamp: { publicUrl?: unknown };
try {
  stamp = JSON.parse(readFileSync(BUILD_STAMP_FILE, "utf8")) as { publicUrl?: unknown };
} catch {
  console.error(`e2e: no build found (${BUILD_STAMP_FILE}); run \`npm run build\` first.`);
  process.exit(1);
}

// Named by the port, so specs can look into this server's database (support/e2e-database.ts).
const dataDir = e2eDataDir(Number(process.env.PORT));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));

process.env.DATA_DIR = dataDir;

// DOR's rate lookup answers from a local stand-in; specs find its address beside the data.
const dorLookup = new DorLookupStandIn();
await dorLookup.start();
process.env.DOR_LOOKUP_URL = dorLookup.url;
process.env.DOR_LOOKUP_TIMEOUT_MS ??= "1000";
writeFileSync(dorLookupStandInFile(dataDir), dorLookup.url);
if (typeof stamp.publicUrl === "string") process.env.PUBLIC_URL = stamp.publicUrl;

await import("../../../server");
