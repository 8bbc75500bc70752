/** One order's console forms: mark it fulfilled, or refund it. */
import { data } from "react-router";

import { type OrderActionResult } from "#app/components/orders/console/order-actions";
import { formatCents } from "#app/domain/common/money";
import { fulfilRefusal, refundRefusal } from "#app/domain/orders/status";
import type { AdminUser } from "#app/server/auth/admin-guard.server";
import { readForm, textFields, UNREADABLE_FORM_MESSAGE } from "#app/server/http/form-data.server";
import { fulfilOrder, refundOrder } from "#app/server/orders/console-changes.server";

export async function handleOrderForm(request: Request, admin: AdminUser, id: number) {
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
