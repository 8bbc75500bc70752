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

import type { TestProject } from "vitest/node";

import { type EmbeddedDatabase, startEmbeddedPostgres } from "#app/server/db/embedded.server";
import { prepareDatabase } from "#app/server/db/migrate.server";
import { sqlOnce } from "#tests/support/sql";

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

  const [version] = await sqlOnce<{ server_version: string }>(adminUrl, "show server_version");
  console.log(`db tests: PostgreSQL ${version?.server_version}`);
  await sqlOnce(adminUrl, `drop database if exists ${TEMPLATE} with (force)`);
  await sqlOnce(adminUrl, `create database ${TEMPLATE}`);
  await prepareDatabase(databaseUrl(adminUrl, TEMPLATE));

  project.provide("adminUrl", adminUrl);
  project.provide("templateDatabase", TEMPLATE);

  return async () => {
    await sqlOnce(adminUrl, `drop database if exists ${TEMPLATE} with (force)`);
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
