/** What the catalog's console changes share: one lock for its order, renumbering, and reading a database error. */
import { sql } from "drizzle-orm";

import type { Transaction } from "#app/server/db/client.server";

/** Any fixed number; held while the catalog's order or slugs change, so two admins never interleave. */
const CATALOG_ORDER_LOCK = 7_411_903;

/** Serialises changes to positions and slugs for the rest of the transaction. */
export async function lockCatalogOrder(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOG_ORDER_LOCK})`);
}

/** The PostgreSQL error under a driver's wrapping: its code and the constraint it names. */
export function databaseError(error: unknown): { code?: string; constraint?: string } | null {
  for (let current: unknown = error; current instanceof Error || (typeof current === "object" && current !== null);) {
    const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === "string" ? { constraint } : {}) };
    }
    current = cause;
  }
  return null;
}

/**
 * Writes 0, 1, 2 … in the given order, touching only rows whose place changed.
 * `write` updates one row's position.
 */
export async function renumber(
  items: readonly { id: number; position: number }[],
  write: (id: number, position: number) => Promise<unknown>,
): Promise<void> {
  for (const [position, item] of items.entries()) {
    if (item.position !== position) await write(item.id, position);
  }
}
