import { inArray, sql } from "drizzle-orm";
import { getDb } from "../db/client.server";
import { user } from "../db/schema.server";

/** Makes the accounts with these emails admins; returns the emails that have no account yet. */
export async function grantAdmin(emails: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const updated = await getDb()
    .update(user)
    .set({ role: "admin", updatedAt: sql`now()` })
    .where(inArray(sql`lower(${user.email})`, wanted))
    .returning({ email: user.email });
  const found = new Set(updated.map((row) => row.email.toLowerCase()));
  return wanted.filter((email) => !found.has(email));
}
