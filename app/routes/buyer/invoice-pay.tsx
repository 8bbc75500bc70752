import { redirect } from "react-router";

import { RouteErrorBoundary } from "#app/components/layout/route-error";
import { cardPayment, StripeCardPayment } from "#app/components/payments/stripe-card-payment";
import { startInvoiceCardPayment } from "#app/server/billing/card-payments.server";
import { invoiceViewByToken } from "#app/server/billing/queries.server";
import { privateBuyerPageHeaders } from "#app/server/http/private-page.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

import type { Route } from "./+types/invoice-pay";
import { notFound, requireToken } from "./private-link.server";

export const headers = privateBuyerPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Pay invoice ${loaderData.number} · Nestz` : "Pay your invoice · Nestz" },
  { name: "description", content: "Pay your Nestz invoice by card." },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /invoice/<token>/pay: a balance invoice paid through Stripe's card Element,
 * which needs script (the invoice page itself ships none). Without Stripe
 * keys the invoice page takes the test card itself, so this page sends the
 * buyer back there, as it does for an invoice that is paid or not payable by card.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = requireToken(params.token);
  const back = `/invoice/${token}`;
  const settings = getPaymentSettings();
  if (settings.provider !== "stripe" || !settings.publishableKey) throw redirect(back);
  const invoice = await invoiceViewByToken(token);
  if (!invoice) notFound();
  const started = await startInvoiceCardPayment(token, getPaymentProvider());
  if (!started.ok) throw redirect(back);
  return { number: invoice.number, payment: cardPayment(settings.publishableKey, started, invoice.buyer.name, back) };
}

export default function InvoicePay({ loaderData }: Route.ComponentProps) {
  return (
    <StripeCardPayment
      heading={`Pay invoice ${loaderData.number}`}
      labels={{ form: "Pay the invoice by card", amount: "Amount due", back: "Back to the invoice" }}
      payment={loaderData.payment}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
