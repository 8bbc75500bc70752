import path from "node:path";
import { fileURLToPath } from "node:url";

import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

import { keyEarlierLinks } from "#app/server/config/private-links.server";

import { seedCatalog } from "./seed.server";

/** Committed SQL migrations, generated from schema.server.ts by `npm run db:generate`. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** Any fixed number; every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 7_411_902;

/**
 * Brings a database up to the committed schema (and what a migration cannot
 * do in SQL alone: keying private links), and seeds what is missing.
 * Safe to run on every start and from several instances at once.
 */
export async function prepareDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: path.resolve(MIGRATIONS_FOLDER) });
    await keyEarlierLinks(db);
    await seedCatalog(db);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}
