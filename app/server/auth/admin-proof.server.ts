import { and, eq, ne, sql } from "drizzle-orm";

import { recordChange } from "#app/server/audit/record.server";
import { getEnv } from "#app/server/config/env.server";

import { getDb } from "../db/client.server";
import { user as users } from "../db/schema.server";

/**
 * ADMIN_EMAILS names the addresses that may run the console, but an address
 * only counts once its owner has proven it by following an emailed link: a
 * password reset link, which also replaces any password set by whoever
 * signed up with it first (and ends their sessions). Until then the account
 * is an ordinary one. See docs/decisions/0018.
 */
export function isAdminAddress(email: string): boolean {
  return getEnv().ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

/** After a successful password reset: the address is proven; a listed one becomes an admin. */
export async function addressProven(userId: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [proven] = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!proven || !isAdminAddress(proven.email)) return;
    const [promoted] = await tx
      .update(users)
      .set({ role: "admin" })
      .where(and(eq(users.id, userId), ne(users.role, "admin")))
      .returning({ id: users.id });
    if (!promoted) return;
    await recordChange(
      tx,
      { id: proven.id, email: proven.email },
      {
        action: "person.admin-granted",
        subjectType: "person",
        subjectId: proven.id,
        before: { role: proven.role },
        after: { role: "admin", reason: "ADMIN_EMAILS address proven by an emailed link" },
      },
    );
  });
}
