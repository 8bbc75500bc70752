import { sql } from "drizzle-orm";

import { BUSINESS_TIME_ZONE } from "#app/domain/time/business-time";
import { withDb } from "#app/server/db/client.server";
import { outboxViewWhere } from "#app/server/email/console-queries.server";

export interface OverviewFigures {
  /** Quote and rental requests no one has handled yet. */
  newQuoteRequests: number;
  ordersToday: number;
  ordersThisWeek: number;
  paidRevenueThisMonthCents: number;
  emailWaiting: number;
  emailFailed: number;
}

/**
 * The owner's figures at a glance. Days, weeks (from Monday) and months are
 * the business's, in Pacific time, not the server's. Orders count every
 * checkout that was paid (including those since shipped or refunded);
 * revenue counts what was paid this month and not refunded.
 */
export async function overviewFigures(): Promise<OverviewFigures> {
  return withDb(async (db) => {
    const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
    const local = sql`(now() at time zone ${zone})`;
    const since = (unit: "day" | "week" | "month") => sql`(date_trunc(${unit}, ${local}) at time zone ${zone})`;
    const result = await db.execute<{
      quote_requests_new: number;
      orders_today: number;
      orders_week: number;
      revenue_month: number;
      email_waiting: number;
      email_failed: number;
    }>(sql`
      select
        (select count(*)::int from quote_requests where status = 'new') as quote_requests_new,
        (select count(*)::int from orders where paid_at is not null and created_at >= ${since("day")}) as orders_today,
        (select count(*)::int from orders where paid_at is not null and created_at >= ${since("week")}) as orders_week,
        (select coalesce(sum(amount_cents), 0)::int from orders
          where status in ('paid', 'fulfilled') and paid_at >= ${since("month")}) as revenue_month,
        (select count(*)::int from outbox where ${outboxViewWhere("waiting")}) as email_waiting,
        (select count(*)::int from outbox where ${outboxViewWhere("failed")}) as email_failed
    `);
    const row = result.rows[0];
    return {
      newQuoteRequests: row?.quote_requests_new ?? 0,
      ordersToday: row?.orders_today ?? 0,
      ordersThisWeek: row?.orders_week ?? 0,
      paidRevenueThisMonthCents: row?.revenue_month ?? 0,
      emailWaiting: row?.email_waiting ?? 0,
      emailFailed: row?.email_failed ?? 0,
    };
  });
}
