import { and, inArray, ne, sql } from "drizzle-orm";

import { recordChange } from "#app/server/audit/record.server";

import { getDb } from "../db/client.server";
import { user } from "../db/schema.server";

/** Who the Activity page names for a grant made from the server's command line. */
export const COMMAND_LINE_ACTOR = { id: null, email: "npm run admin:grant" } as const;

/**
 * Makes the accounts with these emails admins (the operator's override, for
 * an existing account); returns the emails that have no account yet. Each
 * grant is audited in the same transaction, like a grant in the console.
 */
export async function grantAdmin(emails: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  return getDb().transaction(async (tx) => {
    const byEmail = inArray(sql`lower(${user.email})`, wanted);
    const found = await tx.select({ email: user.email }).from(user).where(byEmail);
    const promoted = await tx
      .update(user)
      .set({ role: "admin", updatedAt: sql`now()` })
      .where(and(byEmail, ne(user.role, "admin")))
      .returning({ id: user.id });
    for (const person of promoted) {
      await recordChange(tx, COMMAND_LINE_ACTOR, {
        action: "person.admin-granted",
        subjectType: "person",
        subjectId: person.id,
        before: { role: "user" },
        after: { role: "admin" },
      });
    }
    const known = new Set(found.map((row) => row.email.toLowerCase()));
    return wanted.filter((email) => !known.has(email));
  });
}
