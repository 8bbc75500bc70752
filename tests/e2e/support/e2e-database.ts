/**
 * The shared e2e server's own PostgreSQL (the embedded one in its DATA_DIR),
 * for specs that must set up what no page can (an admin account) or look at
 * what a page stored. Specs reach it with a connection of their own.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type pg from "pg";

import { sqlOnce } from "#tests/support/sql";

export function e2eDataDir(port: number): string {
  return path.join(os.tmpdir(), `nestz-e2e-${port}`);
}

/** Where the shared server writes the address of its DOR lookup stand-in (support/serve.ts). */
export function dorLookupStandInFile(dataDir: string): string {
  return path.join(dataDir, "dor-lookup-stand-in.url");
}

/** Switches the shared server's DOR lookup stand-in: "normal", "slow", "garbage" or "error". */
export async function setDorLookupMode(mode: "normal" | "slow" | "garbage" | "error"): Promise<void> {
  const url = new URL(readFileSync(dorLookupStandInFile(e2eDataDir(E2E_PORT)), "utf8").trim());
  const response = await fetch(`${url.origin}/stand-in/mode?set=${mode}`);
  if ((await response.text()) !== mode) throw new Error(`the DOR lookup stand-in did not switch to ${mode}`);
}

/** The port the shared server listens on (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** A connection string for the shared server's PostgreSQL (a second instance can share it). */
export function e2eDatabaseUrl(): string {
  const dir = e2eDataDir(E2E_PORT);
  const password = readFileSync(path.join(dir, "postgres-password"), "utf8").trim();
  // postmaster.pid's fourth line is the port PostgreSQL listens on.
  const port = readFileSync(path.join(dir, "postgres", "postmaster.pid"), "utf8")
    .split("\n")[3]
    ?.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

export function e2eQuery<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  return sqlOnce<T>(e2eDatabaseUrl(), sql, values);
}
