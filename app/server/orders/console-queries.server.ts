/**
 * The console's reading of orders: the filtered list, the CSV export of the
 * same filters, and one order with its buyer and history.
 */
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";

import { orderNumber } from "#app/domain/catalog/pricing";
import { containsPattern, type OrderFilters, ORDERS_PER_PAGE } from "#app/domain/orders/filters";
import type { OrderDetail, OrderExportRow, OrderLine, OrderListEntry } from "#app/domain/orders/records";
import type { OrderStatus } from "#app/domain/orders/status";
import { BUSINESS_TIME_ZONE } from "#app/domain/time/business-time";
import { listActivity } from "#app/server/audit/record.server";
import { withDb } from "#app/server/db/client.server";

import { orderItems, orders, user } from "../db/schema.server";

type OrderRow = typeof orders.$inferSelect;

// The console's statuses are the database's, exactly (a type error here means the enum and the domain disagree).
const sameStatuses: [OrderStatus, OrderRow["status"]] extends [OrderRow["status"], OrderStatus] ? true : never = true;
void sameStatuses;

/** The filters as SQL. Days are the business's: "to" includes all of its last day, daylight saving or not. */
function whereOf(filters: OrderFilters): SQL | undefined {
  const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from)
    conditions.push(sql`${orders.createdAt} >= (${filters.from}::date::timestamp at time zone ${zone})`);
  if (filters.to)
    conditions.push(sql`${orders.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${zone})`);
  if (filters.email) conditions.push(ilike(orders.email, containsPattern(filters.email)));
  return conditions.length ? and(...conditions) : undefined;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function linesByOrder(rows: (OrderLine & { orderId: number })[]): Map<number, OrderLine[]> {
  const byOrder = new Map<number, OrderLine[]>();
  for (const { orderId, ...line } of rows) {
    const lines = byOrder.get(orderId) ?? [];
    lines.push(line);
    byOrder.set(orderId, lines);
  }
  return byOrder;
}

const lineColumns = {
  orderId: orderItems.orderId,
  name: orderItems.name,
  description: orderItems.description,
  quantity: orderItems.quantity,
  unitPriceCents: orderItems.unitPriceCents,
};

function listEntry(row: OrderRow, lines: OrderLine[]): OrderListEntry {
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    billingName: row.billingName,
    amountCents: row.amountCents,
    currency: row.currency,
    items: lines,
  };
}

function exportRow(row: OrderRow, lines: OrderLine[]): OrderExportRow {
  return {
    ...listEntry(row, lines),
    provider: row.provider,
    providerIntentId: row.providerIntentId,
    providerRefundId: row.providerRefundId,
    paidAt: iso(row.paidAt),
    fulfilledAt: iso(row.fulfilledAt),
    refundedAt: iso(row.refundedAt),
  };
}

export interface OrderPage {
  entries: OrderListEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the orders that match, newest first. */
export async function listOrders(filters: OrderFilters): Promise<OrderPage> {
  return withDb(async (db) => {
    const where = whereOf(filters);
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    const total = counted?.total ?? 0;
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((filters.page - 1) * ORDERS_PER_PAGE);
    const lines = rows.length
      ? linesByOrder(
          await db
            .select(lineColumns)
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(orderItems.id)),
        )
      : new Map<number, OrderLine[]>();
    return {
      entries: rows.map((row) => listEntry(row, lines.get(row.id) ?? [])),
      total,
      page: filters.page,
      pageCount: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    };
  });
}

/** Every order that matches (all pages), newest first, with what the export writes. */
export async function exportOrders(filters: OrderFilters): Promise<OrderExportRow[]> {
  return withDb(async (db) => {
    const where = whereOf(filters);
    const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
    if (rows.length === 0) return [];
    // Items through a subquery of the same filters: no list of ids to outgrow a statement's parameters.
    const lines = linesByOrder(
      await db
        .select(lineColumns)
        .from(orderItems)
        .where(inArray(orderItems.orderId, db.select({ id: orders.id }).from(orders).where(where)))
        .orderBy(asc(orderItems.id)),
    );
    return rows.map((row) => exportRow(row, lines.get(row.id) ?? []));
  });
}

/** The largest order id the URL may name (ids are bigserial read as JS numbers). */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** An order id from a URL, or null when it cannot be one. */
export function parseOrderId(text: string | undefined): number | null {
  if (!text || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** One order with its items, the account it was bought from, and its console history; null when there is none. */
export async function findOrderDetail(id: number): Promise<OrderDetail | null> {
  return withDb(async (db) => {
    const [found] = await db
      .select({
        order: orders,
        account: { id: user.id, name: user.name, email: user.email, createdAt: user.createdAt },
      })
      .from(orders)
      .leftJoin(user, eq(user.id, orders.userId))
      .where(eq(orders.id, id));
    if (!found) return null;
    const { order, account } = found;
    const [lines, activity] = await Promise.all([
      db.select(lineColumns).from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
      listActivity(db, { subjectType: "order", subjectId: String(id), limit: 100 }),
    ]);
    return {
      ...exportRow(order, linesByOrder(lines).get(id) ?? []),
      failedAt: iso(order.failedAt),
      failureMessage: order.failureMessage,
      account: account ? { ...account, createdAt: account.createdAt.toISOString() } : null,
      activity: activity.map((entry) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        actorEmail: entry.actorEmail,
        action: entry.action,
        before: entry.before,
        after: entry.after,
      })),
    };
  });
}
