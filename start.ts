/**
 * `npm start`: checks the settings, then starts the server (server.ts). The check comes before
 * the server's modules load, so a bad setting stops start-up within a second, with its message
 * and exit code 1, instead of after the several seconds those modules take.
 */
import process from "node:process";

import { ConfigError, getEnv } from "#app/server/config/env.server";

try {
  getEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

await import("./server.ts");
