import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Env } from "./env.server";

/**
 * The key that signs sessions: AUTH_SECRET, or on a laptop one generated into
 * DATA_DIR on first use (so sessions survive restarts). A deployment must set
 * AUTH_SECRET: every instance has to share it.
 */
export function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.isDeployed) {
    throw new Error("AUTH_SECRET must be set when PUBLIC_URL is https (a deployment).");
  }
  const file = path.join(env.DATA_DIR, "auth-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    try {
      // "wx": if two processes race, the second one reads the first one's secret.
      writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    return readFileSync(file, "utf8").trim();
  }
}
