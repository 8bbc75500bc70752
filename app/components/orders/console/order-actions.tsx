import { Form } from "react-router";

import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { SendButton } from "#app/components/ui/send-button";
import { formatCents } from "#app/domain/common/money";
import type { OrderDetail } from "#app/domain/orders/records";
import { canFulfil, canRefund } from "#app/domain/orders/status";

export interface OrderActionResult {
  tone: "success" | "info" | "error";
  message: string;
}

/**
 * What the owner can do with the order now: mark it fulfilled once shipped,
 * refund it in full. Plain forms (they work without JavaScript); the refund
 * sits behind a disclosure that says what it does, so it is never one stray tap.
 */
export function OrderActions({ order, result }: { order: OrderDetail; result?: OrderActionResult }) {
  const fulfil = canFulfil(order.status);
  const refund = canRefund(order.status);
  return (
    <HeadedSection
      headingId="actions-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      headingClassName="text-xl"
      title="What to do next"
    >
      <Alert focusOnLoad tone={result?.tone ?? "info"} className="mt-3">
        {result?.message}
      </Alert>
      {!fulfil && !refund ? <p className="mt-3 text-sm text-stone-700">{nothingToDo(order.status)}</p> : null}
      {fulfil ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="fulfil" />
          <p className="mb-2 text-sm text-stone-700">Once the order is packed and on its way, mark it fulfilled.</p>
          <SendButton label="Mark fulfilled" busyLabel="Marking fulfilled…" />
        </Form>
      ) : null}
      {refund ? (
        <details className="mt-4 rounded-lg border border-stone-200 p-3 open:bg-stone-50">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">Refund this order…</summary>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="refund" />
            <p className="mb-3 text-sm">
              This gives back {formatCents(order.amountCents)} in full to the card the buyer paid with, through the
              payment provider, and emails them to say so. It can't be undone.
            </p>
            <SendButton label={`Refund ${formatCents(order.amountCents)}`} busyLabel="Refunding…" variant="secondary" />
          </Form>
        </details>
      ) : null}
    </HeadedSection>
  );
}

function nothingToDo(status: OrderDetail["status"]): string {
  switch (status) {
    case "refunded":
      return "This order is refunded. There's nothing more to do.";
    case "pending":
      return "The buyer hasn't finished paying yet. There's nothing to do until they do.";
    case "failed":
      return "The payment didn't go through, so there's nothing to ship or refund.";
    default:
      return "There's nothing to do for this order.";
  }
}
