import { Link } from "react-router";

import { StatusBadge } from "#app/components/ui/status-badge";
import { proposalStatusTone } from "#app/components/ui/status-tones";
import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import { PROPOSAL_STATUS_LABELS } from "#app/domain/proposals/status";
import type { ProposalListView } from "#app/domain/proposals/views";
import { dayLabel } from "#app/domain/time/calendar-day";

export function ProposalStatusBadge({ status }: { status: ProposalListView["status"] }) {
  return <StatusBadge tone={proposalStatusTone[status]}>{PROPOSAL_STATUS_LABELS[status]}</StatusBadge>;
}

export function ProposalTable({ proposals, caption }: { proposals: ProposalListView[]; caption: string }) {
  return (
    <Table caption={caption}>
      <thead>
        <HeaderRow
          columns={[
            "Proposal",
            "Request",
            "Buyer",
            "Status",
            ["Total", "text-right"],
            ["Deposit", "text-right"],
            "Sent",
            "Valid until",
          ]}
        />
      </thead>
      <tbody>
        {proposals.map((proposal) => (
          <tr key={proposal.id}>
            <td>
              <Link to={`/admin/proposals/${proposal.id}`} className="font-semibold underline underline-offset-4">
                {proposal.reference}
              </Link>
            </td>
            <td>
              <Link to={`/admin/quote-requests/${proposal.quoteReference}`} className="underline underline-offset-4">
                {proposal.quoteReference}
              </Link>
            </td>
            <td>
              {proposal.buyer}
              {proposal.organization ? <span className="block text-stone-600">{proposal.organization}</span> : null}
            </td>
            <td>
              <ProposalStatusBadge status={proposal.status} />
            </td>
            <td className="text-right tabular-nums">{formatCents(proposal.totalCents)}</td>
            <td className="text-right tabular-nums">{formatCents(proposal.depositCents)}</td>
            <td>{proposal.sent ?? "Not yet"}</td>
            <td>{dayLabel(proposal.validUntil)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
