/** What the owner changes about people from the console: who is an admin. */
import { asc, eq, sql } from "drizzle-orm";

import type { PersonRecord } from "#app/domain/people/views";
import { type Actor, recordChange } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";
import { user } from "#app/server/db/schema.server";

import { personColumns } from "./console-queries.server";

export type RoleChangeResult =
  | { ok: true; person: Omit<PersonRecord, "paidOrders"> }
  | { ok: false; reason: "not-found" }
  /** Already has the role asked for: nothing changed. */
  | { ok: false; reason: "unchanged"; person: Omit<PersonRecord, "paidOrders"> }
  /** Revoking would leave the console without an admin. */
  | { ok: false; reason: "last-admin"; person: Omit<PersonRecord, "paidOrders"> }
  /** The one asking lost their own admin role a moment ago (another admin's change went first). */
  | { ok: false; reason: "actor-not-admin" };

/**
 * Grants or revokes the admin role, audited in the same transaction. There is
 * always at least one admin: every admin row is locked first (in one order,
 * so two changes at once queue instead of deadlocking), and the count and the
 * actor's own role are judged on what the lock returns. Under PostgreSQL's
 * default isolation a row another change demoted meanwhile is re-read once
 * its lock is released and drops out, so two admins revoking each other at
 * the same moment cannot both succeed.
 */
export async function setAdminRole(
  actor: Actor,
  { userId, admin }: { userId: string; admin: boolean },
): Promise<RoleChangeResult> {
  return withDb(async (db) => {
    return db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(user.role, "admin"))
        .orderBy(asc(user.id))
        .for("update");
      if (!admins.some((row) => row.id === actor.id)) return { ok: false, reason: "actor-not-admin" };

      const [target] = await tx.select(personColumns).from(user).where(eq(user.id, userId)).for("update");
      if (!target) return { ok: false, reason: "not-found" };
      if ((target.role === "admin") === admin) return { ok: false, reason: "unchanged", person: target };
      if (!admin && admins.length <= 1) return { ok: false, reason: "last-admin", person: target };

      const role = admin ? "admin" : "user";
      await tx
        .update(user)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(user.id, userId));
      await recordChange(tx, actor, {
        action: admin ? "person.admin-granted" : "person.admin-revoked",
        subjectType: "person",
        subjectId: userId,
        before: { role: target.role },
        after: { role },
      });
      return { ok: true, person: { ...target, role } };
    });
  });
}
