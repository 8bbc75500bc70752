import type { ReactNode } from "react";

import type { OrderDetail } from "#app/domain/orders/records";
import { formatBusinessDate } from "#app/domain/time/business-time";

const providerNames: Record<string, string> = {
  test: "Test provider (no real money moves)",
  stripe: "Stripe",
};

function Facts({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr] [&_dd]:break-words [&_dt]:font-semibold [&_dt]:text-stone-700">
        {children}
      </dl>
    </section>
  );
}

/** Who bought: the address the receipt went to, the name on the card, the account if they were signed in. */
export function OrderBuyer({ order }: { order: OrderDetail }) {
  return (
    <Facts title="Buyer" id="buyer-heading">
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${order.email}`} className="underline underline-offset-4">
          {order.email}
        </a>
      </dd>
      <dt>Billing name</dt>
      <dd>{order.billingName === "guest" ? "guest (no name given)" : order.billingName}</dd>
      <dt>Account</dt>
      <dd>
        {order.account
          ? `${order.account.name || "No display name"} (${order.account.email}), signed up ${formatBusinessDate(order.account.createdAt)}`
          : "None: bought as a guest"}
      </dd>
    </Facts>
  );
}

/** Which provider took the money, and the references to look it up there. */
export function OrderPayment({ order }: { order: OrderDetail }) {
  return (
    <Facts title="Payment" id="payment-heading">
      <dt>Provider</dt>
      <dd>{providerNames[order.provider] ?? order.provider}</dd>
      <dt>Payment reference</dt>
      <dd>
        <code className="text-sm">{order.providerIntentId}</code>
      </dd>
      <dt>Refund reference</dt>
      <dd>{order.providerRefundId ? <code className="text-sm">{order.providerRefundId}</code> : "None"}</dd>
      {order.failureMessage ? (
        <>
          <dt>Last payment error</dt>
          <dd>{order.failureMessage}</dd>
        </>
      ) : null}
    </Facts>
  );
}
