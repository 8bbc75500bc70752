import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { OrderActions } from "#app/components/orders/console/order-actions";
import { OrderBuyer, OrderPayment } from "#app/components/orders/console/order-facts";
import { OrderHistory } from "#app/components/orders/console/order-history";
import { OrderItems } from "#app/components/orders/console/order-items";
import { OrderStatusBadge } from "#app/components/orders/console/order-status-badge";
import { formatCents } from "#app/domain/common/money";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { findOrderDetail, parseOrderId } from "#app/server/orders/console-queries.server";

import type { Route } from "./+types/order";
import { handleOrderForm } from "./order.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Order ${loaderData.order.number}` : "Order")();

/** An unknown or malformed id is the console's 404, never a 500. */
function orderIdOf(params: Route.LoaderArgs["params"]): number {
  const id = parseOrderId(params.orderId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const id = orderIdOf(params);
  const order = await findOrderDetail(id);
  if (!order) throw data(null, { status: 404 });
  return { order };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleOrderForm(request, admin, orderIdOf(params));
}

/** Whatever an action answered (a refusal included), show the order as it now stands. */
export const shouldRevalidate = () => true;

export default function Order({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/orders" className="font-semibold underline underline-offset-4">
          ← All orders
        </Link>
      </p>
      <ConsoleHeading
        title={`Order ${order.number}`}
        lead={
          <>
            <OrderStatusBadge status={order.status} /> Placed {formatBusinessDateTime(order.createdAt)} ·{" "}
            {formatCents(order.amountCents)}
          </>
        }
      />
      {/* What to do comes first (on a phone, before the details); on a wide screen it sits on the right. */}
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-5 lg:order-2">
          <OrderActions order={order} result={actionData?.result} />
          <OrderBuyer order={order} />
          <OrderPayment order={order} />
        </div>
        <div className="grid content-start gap-5 lg:order-1">
          <OrderItems items={order.items} totalCents={order.amountCents} currency={order.currency} />
          <OrderHistory order={order} />
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
