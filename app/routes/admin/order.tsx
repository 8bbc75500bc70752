import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { type OrderActionResult, OrderActions } from "#app/components/orders/console/order-actions";
import { OrderBuyer, OrderPayment } from "#app/components/orders/console/order-facts";
import { OrderHistory } from "#app/components/orders/console/order-history";
import { OrderItems } from "#app/components/orders/console/order-items";
import { OrderStatusBadge } from "#app/components/orders/console/order-status-badge";
import { formatCents } from "#app/domain/common/money";
import { fulfilRefusal, refundRefusal } from "#app/domain/orders/status";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { fulfilOrder, refundOrder } from "#app/server/orders/console-changes.server";
import { findOrderDetail, parseOrderId } from "#app/server/orders/console-queries.server";

import type { Route } from "./+types/order";

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
  const id = orderIdOf(params);
  const { intent } = textFields(await readForm(request), ["intent"]);
  const answer = (result: OrderActionResult, status = 200) => data({ result }, { status });

  if (intent === "fulfil") {
    const outcome = await fulfilOrder(admin.actor, id);
    if (outcome.outcome === "not_found") throw data(null, { status: 404 });
    if (outcome.outcome === "changed")
      return answer({ tone: "success", message: "Marked fulfilled. Nice work getting it out the door." });
    if (outcome.outcome === "already")
      return answer({ tone: "info", message: "This order was already marked fulfilled; nothing changed." });
    return answer(
      { tone: "error", message: fulfilRefusal(outcome.order.status) ?? "This order can't be marked fulfilled." },
      409,
    );
  }

  if (intent === "refund") {
    const outcome = await refundOrder(admin.actor, id);
    switch (outcome.outcome) {
      case "not_found":
        throw data(null, { status: 404 });
      case "changed":
        return answer({
          tone: "success",
          message: `Refunded ${formatCents(outcome.order.amountCents)} in full. We've emailed ${outcome.order.email} to let them know.`,
        });
      case "already":
        return answer({ tone: "info", message: "This order is already refunded. Nothing more was refunded." });
      case "refused":
        return answer(
          { tone: "error", message: refundRefusal(outcome.order.status) ?? "This order can't be refunded." },
          409,
        );
      case "provider_failed":
        // Not a server error: the page stays usable, the order unchanged, and the owner can try again.
        return answer({
          tone: "error",
          message: `The refund didn't go through, so nothing changed. The payment provider said: ${outcome.message} Please try again in a moment.`,
        });
    }
  }

  return answer({ tone: "error", message: UNREADABLE_FORM_MESSAGE }, 400);
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
