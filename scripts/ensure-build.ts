/**
 * Runs before `npm start`: builds the site when there is no build yet, or
 * when the public settings baked into the prerendered pages (phone, email,
 * walkthrough, feed) differ from the ones this start will use.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";

import { BUILD_DIR, BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";
import { publicConfigStamp } from "#app/server/config/env.server";

/**
 * React Router 7's Vite plugin still passes Vite 8 the old `envFile: false`
 * option in three internal Vite servers, so every build prints Vite's
 * deprecation line three times. Only React Router 8 (which needs Node 22) uses
 * `envDir: false`, and no setting of ours reaches those servers, so the start
 * drops this one exact line. Remove this filter when the site moves to v8.
 */
const UPSTREAM_NOISE = "The `envFile` option is deprecated, please use `envDir: false` instead.";
// eslint-disable-next-line no-control-regex -- terminal colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;

function forward(from: Readable, to: Writable) {
  return new Promise<void>((resolve) => {
    const lines = createInterface({ input: from, crlfDelay: Infinity });
    lines.on("line", (line) => {
      if (line.replace(ANSI, "").trim() !== UPSTREAM_NOISE) to.write(`${line}\n`);
    });
    lines.on("close", resolve);
  });
}

/** `npm run build`, telling only what needs attention: warnings and errors, not the list of files. */
async function build(): Promise<number> {
  const child = spawn("npm", ["run", "--silent", "build", "--", "--logLevel", "warn"], {
    stdio: ["inherit", "pipe", "pipe"],
  });
  const done = Promise.all([forward(child.stdout, process.stdout), forward(child.stderr, process.stderr)]);
  const code = await new Promise<number>((resolve) => child.on("close", (exit) => resolve(exit ?? 1)));
  await done;
  return code;
}

async function main() {
  let current: string;
  try {
    current = publicConfigStamp();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const hasBuild = existsSync(path.join(BUILD_DIR, "server/index.js")) && existsSync(BUILD_STAMP_FILE);
  if (hasBuild && readFileSync(BUILD_STAMP_FILE, "utf8") === current) return;
  console.log(
    hasBuild ? "Public settings changed since the last build; rebuilding." : "No build found; building the site first.",
  );
  const code = await build();
  if (code !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(code);
  }
}

await main();
