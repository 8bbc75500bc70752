import { Form } from "react-router";

import { ProposalTable } from "#app/components/proposals/console/proposal-table";
import { Button } from "#app/components/ui/button";
import { HeadedSection } from "#app/components/ui/headed-section";
import type { ProposalListView } from "#app/domain/proposals/views";

/** A request's proposals, and the button that prepares (or continues, or revises) one. */
export function QuoteRequestProposals({
  reference,
  proposals,
  message,
}: {
  reference: string;
  proposals: ProposalListView[];
  message?: string;
}) {
  const label = proposals.some((proposal) => proposal.status === "draft")
    ? "Continue the draft"
    : proposals.length
      ? "Revise into a new version"
      : "Prepare a proposal";
  return (
    <HeadedSection headingId="proposals-heading" look="panel" title="Proposals">
      {message ? (
        <p role="alert" className="mt-2 font-semibold text-cedar-800">
          {message}
        </p>
      ) : null}
      <div className="mt-3">
        {proposals.length ? (
          <ProposalTable proposals={proposals} caption={`Proposals for ${reference}`} />
        ) : (
          <p>No proposal yet. Prepare one to price this request for the buyer.</p>
        )}
      </div>
      {proposals.some((proposal) => proposal.status === "accepted") ? null : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="prepare" />
          <Button type="submit">{label}</Button>
        </Form>
      )}
    </HeadedSection>
  );
}
