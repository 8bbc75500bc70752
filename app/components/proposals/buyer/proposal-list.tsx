import { HeadedSection } from "#app/components/ui/headed-section";
import { StatusBadge } from "#app/components/ui/status-badge";
import { proposalStatusTone } from "#app/components/ui/status-tones";
import { formatCents } from "#app/domain/common/money";
import { PROPOSAL_STATUS_LABELS } from "#app/domain/proposals/status";
import type { AccountProposalView } from "#app/domain/proposals/views";

/** The account page's section of a buyer's proposals, each with its private link. */
export function ProposalList({ proposals }: { proposals: AccountProposalView[] }) {
  return (
    <HeadedSection headingId="proposals-heading" look="card" title="Your proposals">
      <ul className="mt-4 grid gap-4">
        {proposals.map((proposal) => (
          <li
            key={proposal.reference}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-xl border border-stone-200 p-4"
          >
            <a href={`/proposal/${proposal.token}`} className="font-semibold underline underline-offset-4">
              Proposal {proposal.reference}
            </a>
            <span>
              {formatCents(proposal.totalCents)} · valid until {proposal.validUntil}{" "}
              <StatusBadge tone={proposalStatusTone[proposal.status]}>
                {PROPOSAL_STATUS_LABELS[proposal.status]}
              </StatusBadge>
            </span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
