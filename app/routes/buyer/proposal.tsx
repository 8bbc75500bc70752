import { data } from "react-router";

import { contentPage } from "#app/components/islands/page-scripts";
import { RouteErrorBoundary } from "#app/components/layout/route-error";
import { ProposalPage } from "#app/components/proposals/buyer/proposal-page";
import { CHOICE_FIELD, picksOf } from "#app/domain/proposals/choices";
import type { BuyerPaymentSettings } from "#app/domain/proposals/views";
import { privateBuyerPageHeaders } from "#app/server/http/private-page.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";
import { orderViewOf } from "#app/server/production/queries.server";
import { orderChangesOf } from "#app/server/proposals/change-order-queries.server";
import { recordFirstView } from "#app/server/proposals/changes.server";
import { findProposalByToken, proposalViewByToken } from "#app/server/proposals/queries.server";

import type { Route } from "./+types/proposal";
import { notFound, requireToken } from "./private-link.server";
import { handleProposalForm } from "./proposal.server";

/** One buyer's page: never indexed, never cached, its link never sent to another site as a referrer (same-origin keeps the form posts' Origin, which no-referrer would make "null"). */
export const headers = privateBuyerPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Proposal ${loaderData.proposal.reference} · Nestz` : "Proposal · Nestz" },
  { name: "description", content: "Your private Nestz proposal: every line, the total, the deposit and the terms." },
  { name: "robots", content: "noindex, nofollow" },
];

/** HTML forms only: the page ships no React to the browser. */
export const handle = contentPage;

export async function loader({ request, params }: Route.LoaderArgs) {
  const token = requireToken(params.token);
  // The buyer's choices travel in the address (a plain GET form), so choosing works without JavaScript.
  const picks = picksOf(new URL(request.url).searchParams.entries());
  let proposal = await proposalViewByToken(token, new Date(), picks);
  if (!proposal) notFound();
  if (proposal.status === "sent" && (await recordFirstView(token)))
    proposal = (await proposalViewByToken(token, new Date(), picks)) ?? proposal;
  const provider = getPaymentSettings().provider;
  const payments: BuyerPaymentSettings = {
    provider,
    cardPath: provider === "stripe" ? `/proposal/${token}/pay` : null,
  };
  const order = proposal.status === "accepted" ? await orderOf(token) : null;
  // The PDF of an open proposal shows the choices the page shows.
  const chosen =
    picks && picks !== "unreadable" && !proposal.choiceRefusal && !proposal.acceptance ? proposal.choices : null;
  const pdfQuery = chosen ? `?${chosen.map((index) => `${CHOICE_FIELD}=${index}`).join("&")}` : "";
  const changes = proposal.status === "accepted" ? await changesOf(token) : null;
  const page = {
    proposal,
    payments,
    order,
    changes,
    pdfPath: proposal.status === "withdrawn" ? null : `/proposal/${token}/pdf${pdfQuery}`,
  };
  // Choices this version does not offer are answered with its defaults and the reason, as a bad request.
  return proposal.choiceRefusal ? data(page, { status: 400 }) : page;
}

/** The order an accepted purchase became, its photos addressed under this link. */
async function orderOf(token: string) {
  const found = await findProposalByToken(token);
  return found ? orderViewOf(found.proposal.id, `/proposal/${token}/photos`) : null;
}

/** The order's change orders and the contract's value with them. */
async function changesOf(token: string) {
  const found = await findProposalByToken(token);
  return found ? orderChangesOf(found.proposal.id, "buyer") : null;
}

export function action({ request, params }: Route.ActionArgs) {
  return handleProposalForm(request, requireToken(params.token));
}

export default function Proposal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProposalPage
      proposal={loaderData.proposal}
      payments={loaderData.payments}
      state={actionData}
      pdfPath={loaderData.pdfPath}
      order={loaderData.order}
      changes={loaderData.changes}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
