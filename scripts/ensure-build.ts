/**
 * Runs before `npm start`: builds the site when there is no build yet, or
 * when the public settings baked into the prerendered pages (phone, email,
 * walkthrough, feed) differ from the ones this start will use.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { publicConfigStamp } from "#app/server/env.server";
import { BUILD_DIR, BUILD_STAMP_FILE } from "#app/server/build-paths.server";

function main() {
  let current: string;
  try {
    current = publicConfigStamp();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const hasBuild = existsSync(path.join(BUILD_DIR, "server/index.js")) && existsSync(BUILD_STAMP_FILE);
  if (hasBuild && readFileSync(BUILD_STAMP_FILE, "utf8") === current) return;
  console.log(hasBuild ? "Public settings changed since the last build; rebuilding." : "No build found; building.");
  execSync("npm run build", { stdio: "inherit" });
}

main();
