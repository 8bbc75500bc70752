import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";

import type { Database } from "#app/server/db/client.server";
import { auditLog } from "#app/server/db/schema.server";

/** A transaction of the change being recorded (or the database, for a change of one statement). */
export type AuditExecutor = Pick<Database, "insert">;

/** Who made a change: a signed-in admin, or the site itself acting on a proven link. */
export interface Actor {
  id: string | null;
  email: string;
}

export interface Change {
  /** What happened, as `subject.verb`: `product.updated`, `order.refunded`, `settings.updated`. */
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a console change. Call it with the transaction that makes the
 * change, so the record exists exactly when the change does.
 */
export async function recordChange(executor: AuditExecutor, actor: Actor, change: Change): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    subjectType: change.subjectType,
    subjectId: change.subjectId == null ? null : String(change.subjectId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/**
 * Records many changes by one actor in one statement, in the transaction that
 * makes them (a job's batch); the entries travel as one JSON value.
 */
export async function recordChanges(
  executor: Pick<Database, "execute">,
  actor: Actor,
  changes: readonly Change[],
): Promise<void> {
  if (changes.length === 0) return;
  const entries = changes.map((change) => ({
    action: change.action,
    subject_type: change.subjectType,
    subject_id: change.subjectId == null ? null : String(change.subjectId),
    before: change.before ?? null,
    after: change.after ?? null,
  }));
  await executor.execute(sql`
    insert into ${auditLog} (actor_id, actor_email, action, subject_type, subject_id, before, after)
    select ${actor.id}::text, ${actor.email}::text, action, subject_type, subject_id, before, after
    from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
      as entry(action text, subject_type text, subject_id text, before jsonb, after jsonb)`);
}

export type ActivityEntry = typeof auditLog.$inferSelect;

/** The newest entries first, a page at a time (`before` is the id of the last entry seen). */
export async function listActivity(
  db: Database,
  {
    subjectType,
    subjectId,
    before,
    limit = 50,
  }: { subjectType?: string; subjectId?: string; before?: number; limit?: number } = {},
): Promise<ActivityEntry[]> {
  const filters: SQL[] = [];
  if (subjectType) filters.push(eq(auditLog.subjectType, subjectType));
  if (subjectId) filters.push(eq(auditLog.subjectId, subjectId));
  if (before) filters.push(lt(auditLog.id, before));
  return db
    .select()
    .from(auditLog)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
