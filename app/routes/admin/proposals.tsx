import { data, Form } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/admin/console-error";
import { ConsoleHeading } from "#app/components/admin/console-frame";
import { consoleMeta } from "#app/components/admin/console-meta";
import { ProposalTable } from "#app/components/admin/proposal-table";
import { Button, buttonClass } from "#app/components/ui/button";
import { Select } from "#app/components/ui/select";
import { isProposalStatus, PROPOSAL_STATUS_LABELS, PROPOSAL_STATUSES } from "#app/domain/proposals/status";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listProposals } from "#app/server/proposals/console-queries.server";

import type { Route } from "./+types/proposals";

export const meta = consoleMeta("Proposals");

const statusOptions = [
  { value: "", label: "Every status" },
  ...PROPOSAL_STATUSES.map((status) => ({ value: status, label: PROPOSAL_STATUS_LABELS[status] })),
];

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const status = new URL(request.url).searchParams.get("status") ?? "";
  if (status !== "" && !isProposalStatus(status))
    return data(
      { status, error: `Status: choose one of ${PROPOSAL_STATUSES.join(", ")}.`, proposals: [] },
      { status: 400 },
    );
  return { status, error: null, proposals: await listProposals(status === "" ? null : status) };
}

export default function Proposals({ loaderData }: Route.ComponentProps) {
  const { status, error, proposals } = loaderData;
  return (
    <>
      <ConsoleHeading
        title="Proposals"
        lead="Every priced proposal, newest first. Prepare one from a quote request's page."
        actions={
          <a
            href={`/admin/proposals.csv${status ? `?status=${status}` : ""}`}
            className={buttonClass("secondary")}
            download
          >
            Export these as CSV
          </a>
        }
      />
      <Form method="get" aria-label="Filter proposals" className="flex flex-wrap items-end gap-3">
        <Select label="Status" name="status" options={statusOptions} defaultValue={status} error={error ?? undefined} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <section aria-labelledby="proposals-heading" className="mt-6">
        <h2 id="proposals-heading" className="sr-only">
          Matching proposals
        </h2>
        {proposals.length ? (
          <ProposalTable proposals={proposals} caption="Proposals, newest first" />
        ) : (
          <p>No proposals {status ? "with this status" : "yet"}.</p>
        )}
      </section>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
