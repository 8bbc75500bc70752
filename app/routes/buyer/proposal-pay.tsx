import { redirect } from "react-router";

import { RouteErrorBoundary } from "#app/components/layout/route-error";
import { cardPayment, StripeCardPayment } from "#app/components/payments/stripe-card-payment";
import { startDeposit } from "#app/server/billing/card-payments.server";
import { privateBuyerPageHeaders } from "#app/server/http/private-page.server";
import { getPaymentProvider } from "#app/server/payments/payments.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";
import { findProposalByToken } from "#app/server/proposals/queries.server";

import type { Route } from "./+types/proposal-pay";
import { notFound, requireToken } from "./private-link.server";

export const headers = privateBuyerPageHeaders;

export const meta = () => [
  { title: "Pay your deposit · Nestz" },
  { name: "description", content: "Pay the deposit of your Nestz proposal by card." },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /proposal/<token>/pay: the one buyer page that hydrates, because Stripe's
 * card Element needs script. Without Stripe keys the proposal page takes the
 * test card itself, so this page sends the buyer back there.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const token = requireToken(params.token);
  const back = `/proposal/${token}#payment`;
  const settings = getPaymentSettings();
  if (settings.provider !== "stripe" || !settings.publishableKey) throw redirect(back);
  const found = await findProposalByToken(token);
  if (!found) notFound();
  const started = await startDeposit(token, getPaymentProvider());
  if (!started.ok) throw redirect(back);
  return cardPayment(settings.publishableKey, started, found.proposal.acceptedName ?? found.proposal.buyerName, back);
}

export default function ProposalPay({ loaderData }: Route.ComponentProps) {
  return (
    <StripeCardPayment
      heading="Pay your deposit"
      labels={{ form: "Pay the deposit by card", amount: "Deposit", back: "Back to the proposal" }}
      payment={loaderData}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
