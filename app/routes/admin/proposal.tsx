import { data, Form, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { ProposalDocument } from "#app/components/proposals/buyer/proposal-document";
import { DeliveryRecords } from "#app/components/proposals/console/delivery-records";
import { ProposalDraftForm } from "#app/components/proposals/console/proposal-draft-form";
import { ProposalStatusBadge } from "#app/components/proposals/console/proposal-table";
import { SchedulePanel } from "#app/components/proposals/console/schedule-panel";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import { formatCents } from "#app/domain/common/money";
import { CHANGE_ORDER_STATUS_LABELS } from "#app/domain/proposals/change-orders";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { proposalUrl } from "#app/server/config/private-links.server";
import { hasOrderUnits } from "#app/server/production/queries.server";
import { orderChangesOf } from "#app/server/proposals/change-order-queries.server";
import { getConsoleProposal } from "#app/server/proposals/console-queries.server";

import type { Route } from "./+types/proposal";
import { handleProposalConsoleForm } from "./proposal.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Proposal ${loaderData.proposal.reference}` : "Proposal")();

function idOf(params: { proposalId: string }): number {
  const id = /^\d{1,12}$/.test(params.proposalId) ? Number(params.proposalId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const proposal = await getConsoleProposal(idOf(params));
  if (!proposal) throw data(null, { status: 404 });
  const link = proposalUrl(proposal.token);
  const buildSheet = proposal.status === "accepted" && (await hasOrderUnits(proposal.id));
  const changes = proposal.status === "accepted" ? await orderChangesOf(proposal.id, "console") : null;
  return { proposal, link, buildSheet, changes, justSent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleProposalConsoleForm(request, admin, idOf(params));
}

export default function ProposalConsolePage({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal, link, buildSheet, changes, justSent } = loaderData;
  const open = proposal.status === "sent" || proposal.status === "viewed";
  return (
    <>
      <ConsoleHeading
        title={`Proposal ${proposal.reference}`}
        lead={
          <>
            For request{" "}
            <Link to={`/admin/quote-requests/${proposal.quoteReference}`} className="underline underline-offset-4">
              {proposal.quoteReference}
            </Link>
            , version {proposal.version}. <ProposalStatusBadge status={proposal.status} />
          </>
        }
      />
      <div className="grid gap-6">
        <Alert focusOnLoad tone={actionData?.notice?.tone ?? "success"}>
          {actionData?.notice?.message ??
            (justSent ? `Sent. ${proposal.buyerEmail} has the link in their inbox.` : null)}
        </Alert>
        {proposal.rental ? (
          <p>
            A rental: its dates, units, fees, security deposit and tax treatment are set on{" "}
            <Link
              to={`/admin/rentals/agreements/${proposal.quoteReference}`}
              className="font-semibold underline underline-offset-4"
            >
              its rental page
            </Link>
            , which writes the lines below.
          </p>
        ) : null}
        {proposal.draft ? (
          <ProposalDraftForm
            state={actionData?.draft ?? { values: proposal.draft }}
            totals={proposal.totals}
            tax={actionData?.draft?.tax ?? proposal.draftTax}
            buyerQuestion={proposal.buyerKinds.question}
            units={proposal.units}
            key={JSON.stringify([actionData?.draft?.values ?? proposal.draft, actionData?.draft?.tax])}
          />
        ) : (
          <>
            <HeadedSection
              headingId="actions-heading"
              className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:p-6"
              title="The buyer's link"
            >
              <p className="break-all">
                <a href={link} className="underline underline-offset-4">
                  {link}
                </a>
              </p>
              {proposal.view ? (
                <p>
                  Paid {formatCents(proposal.view.paidCents)} of {formatCents(proposal.view.owedCents)}; left to pay{" "}
                  {formatCents(proposal.view.remainingCents)}.
                </p>
              ) : null}
              {buildSheet ? (
                <p>
                  <Link to={`/admin/production/${proposal.id}/build-sheet`} className="underline underline-offset-4">
                    The build sheet for the workshop
                  </Link>
                </p>
              ) : null}
              <div className="flex flex-wrap gap-3">
                {proposal.status !== "accepted" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revise" />
                    <Button type="submit" variant="secondary">
                      Revise (makes the next version)
                    </Button>
                  </Form>
                ) : null}
                {open ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <Button type="submit" variant="secondary">
                      Withdraw
                    </Button>
                  </Form>
                ) : null}
              </div>
            </HeadedSection>
            {changes ? (
              <HeadedSection headingId="changes-heading" look="panel" title="Change orders">
                <p className="mt-2">
                  The order is {formatCents(changes.contractCents)}
                  {changes.changeOrders.length > 0
                    ? ` with ${changes.changeOrders.map((change) => `${change.number} (${CHANGE_ORDER_STATUS_LABELS[change.status].toLowerCase()})`).join(", ")}`
                    : ""}
                  .{" "}
                  <Link to={`/admin/proposals/${proposal.id}/change-orders`} className="underline underline-offset-4">
                    Change orders: draft, send and follow them
                  </Link>
                </p>
              </HeadedSection>
            ) : null}
            {proposal.schedule ? <SchedulePanel schedule={proposal.schedule} /> : null}
            {proposal.deliveryRecords ? <DeliveryRecords records={proposal.deliveryRecords} /> : null}
            {proposal.view ? <ProposalDocument proposal={proposal.view} signedFrom={proposal.signedFrom} /> : null}
          </>
        )}
        <HeadedSection headingId="history-heading" look="panel" title="History">
          <ul className="mt-3 grid gap-1 text-sm">
            {proposal.history.map((entry) => (
              <li key={entry.id}>
                {entry.when} · {entry.actorEmail} · {entry.action}
              </li>
            ))}
          </ul>
        </HeadedSection>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
