import { data, Form } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { ProposalTable } from "#app/components/proposals/console/proposal-table";
import { Button, buttonClass } from "#app/components/ui/button";
import { ListPager, withQuery } from "#app/components/ui/console/list-pager";
import { HeadedSection } from "#app/components/ui/headed-section";
import { Select } from "#app/components/ui/select";
import { parseQuery, proposalsQuery } from "#app/domain/console/queries";
import { PROPOSAL_STATUS_LABELS, PROPOSAL_STATUSES } from "#app/domain/proposals/status";
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
  const params = new URL(request.url).searchParams;
  const query = parseQuery(proposalsQuery, params);
  if (!query.ok)
    return data(
      { status: params.get("status") ?? "", before: null, error: query.message, proposals: [], older: null },
      { status: 400 },
    );
  const { status, before } = query.data;
  const page = await listProposals(status ?? null, before);
  return { status: status ?? "", before: before ?? null, error: null, ...page };
}

export default function Proposals({ loaderData }: Route.ComponentProps) {
  const { status, before, error, proposals, older } = loaderData;
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
      <HeadedSection
        headingId="proposals-heading"
        className="mt-6"
        headingClassName="sr-only"
        title="Matching proposals"
      >
        {proposals.length ? (
          <ProposalTable proposals={proposals} caption="Proposals, newest first" />
        ) : (
          <p>{before ? "No older proposals." : `No proposals ${status ? "with this status" : "yet"}.`}</p>
        )}
      </HeadedSection>
      <ListPager
        olderLabel="Older proposals"
        older={older ? withQuery("/admin/proposals", { status, before: older }) : null}
        newest={before ? withQuery("/admin/proposals", { status }) : null}
      />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
