import { inArray, sql } from "drizzle-orm";

import { describeAction } from "#app/domain/audit/activity";
import { diffChange } from "#app/domain/audit/diff";
import type { ActivityView } from "#app/domain/audit/views";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import type { Database } from "#app/server/db/client.server";
import { withDb } from "#app/server/db/client.server";
import { auditLog, outbox, user } from "#app/server/db/schema.server";

import { type ActivityEntry, listActivity } from "./record.server";

export const ACTIVITY_PAGE_SIZE = 30;

/** Names for the entries' subjects that the console can look up (a person's email, an email's recipient). */
async function subjectLabels(
  db: Database,
  entries: ActivityEntry[],
): Promise<Map<string, { label: string; href: string | null }>> {
  const ids = (type: string) => [
    ...new Set(
      entries
        .filter((entry) => entry.subjectType === type && entry.subjectId)
        .map((entry) => entry.subjectId as string),
    ),
  ];
  const personIds = ids("person");
  const emailIds = ids("email")
    .filter((id) => /^\d{1,15}$/.test(id))
    .map(Number);
  const [people, emails] = await Promise.all([
    personIds.length ? db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, personIds)) : [],
    emailIds.length
      ? db
          .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject })
          .from(outbox)
          .where(inArray(outbox.id, emailIds))
      : [],
  ]);
  const labels = new Map<string, { label: string; href: string | null }>();
  for (const person of people) {
    labels.set(`person:${person.id}`, {
      label: person.email,
      href: `/admin/people?q=${encodeURIComponent(person.email)}`,
    });
  }
  for (const email of emails) {
    labels.set(`email:${email.id}`, {
      label: `“${email.subject}” to ${email.recipient}`,
      href: `/admin/email/${email.id}`,
    });
  }
  return labels;
}

function fallbackLabel(entry: ActivityEntry): string {
  if (entry.subjectType === "settings") return "Units ready and next build slot";
  if (entry.subjectType === "person") return "An account since deleted";
  const kind = `${entry.subjectType.charAt(0).toUpperCase()}${entry.subjectType.slice(1).replace(/-/g, " ")}`;
  return entry.subjectId ? `${kind} ${entry.subjectId}` : kind;
}

/** A page of the console's changes, newest first; `older` is the `before` of the next page, if any. */
export async function activityPage({
  subjectType,
  before,
}: {
  subjectType?: string;
  before?: number;
}): Promise<{ entries: ActivityView[]; older: number | null }> {
  return withDb(async (db) => {
    const rows = await listActivity(db, { subjectType, before, limit: ACTIVITY_PAGE_SIZE + 1 });
    const page = rows.slice(0, ACTIVITY_PAGE_SIZE);
    const labels = await subjectLabels(db, page);
    const entries = page.map((entry) => {
      const known = labels.get(`${entry.subjectType}:${entry.subjectId}`);
      return {
        id: entry.id,
        actorEmail: entry.actorEmail,
        at: entry.createdAt.toISOString(),
        when: formatBusinessDateTime(entry.createdAt),
        what: describeAction(entry.action),
        subject: { type: entry.subjectType, label: known?.label ?? fallbackLabel(entry), href: known?.href ?? null },
        changes: diffChange(entry.before, entry.after),
      };
    });
    return { entries, older: rows.length > ACTIVITY_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
  });
}

/** The kinds of subject the log holds, for the filter. */
export async function activitySubjectTypes(): Promise<string[]> {
  return withDb(async (db) => {
    const rows = await db
      .selectDistinct({ type: auditLog.subjectType })
      .from(auditLog)
      .orderBy(sql`1`);
    return rows.map((row) => row.type);
  });
}
