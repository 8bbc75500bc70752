/**
 * Starts one PostgreSQL for the whole test run and prepares a template
 * database with every migration and the seed applied. Each test file then
 * clones it (tests/setup/db-file.ts), which takes milliseconds.
 *
 * With TEST_DATABASE_URL (an admin connection to any PostgreSQL, as CI does
 * with Debian's PostgreSQL 15) that server is used instead of an embedded one.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "#app/server/db/embedded.server";
import { prepareDatabase } from "#app/server/db/migrate.server";

export const TEMPLATE = "nestz_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "nestz-test-db-"));
    embedded = await startEmbeddedPostgres({ dataDir, log: () => {} });
    adminUrl = embedded.url;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query<{ server_version: string }>("show server_version");
  console.log(`db tests: PostgreSQL ${rows[0]?.server_version}`);
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();
  await prepareDatabase(databaseUrl(adminUrl, TEMPLATE));

  project.provide("adminUrl", adminUrl);
  project.provide("templateDatabase", TEMPLATE);

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${TEMPLATE} with (force)`);
    await cleanup.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
