/** What the console reads of people: the list of accounts, searched and paged. */
import { count, desc, eq, ilike, isNotNull, or, sql } from "drizzle-orm";

import type { PersonRecord } from "#app/domain/people/views";
import { withDb } from "#app/server/db/client.server";
import { orders, user } from "#app/server/db/schema.server";

export const PEOPLE_PAGE_SIZE = 25;

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export const personColumns = {
  id: user.id,
  displayName: user.name,
  email: user.email,
  createdAt: user.createdAt,
  role: sql<"admin" | "user">`case when ${user.role} = 'admin' then 'admin' else 'user' end`,
  emailVerified: user.emailVerified,
};

/** Accounts newest first, a page at a time, optionally those whose email or name contains `search`. */
export async function listPeople({
  search,
  page = 1,
  pageSize = PEOPLE_PAGE_SIZE,
}: { search?: string; page?: number; pageSize?: number } = {}): Promise<{ people: PersonRecord[]; total: number }> {
  return withDb(async (db) => {
    const where = search
      ? or(ilike(user.email, likePattern(search)), ilike(user.name, likePattern(search)))
      : undefined;
    // Paid orders per address, joined (not a correlated subquery: both tables have an `email`, and a join keeps them apart).
    const paid = db
      .select({ email: sql<string>`lower(${orders.email})`.as("paid_email"), count: count().as("paid_count") })
      .from(orders)
      .where(isNotNull(orders.paidAt))
      .groupBy(sql`lower(${orders.email})`)
      .as("paid");
    const [rows, totals] = await Promise.all([
      db
        .select({ ...personColumns, paidOrders: sql<number>`coalesce(${paid.count}, 0)::int` })
        .from(user)
        .leftJoin(paid, eq(paid.email, sql`lower(${user.email})`))
        .where(where)
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ total: count() }).from(user).where(where),
    ]);
    return { people: rows, total: totals[0]?.total ?? 0 };
  });
}
