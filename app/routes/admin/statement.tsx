import { Link } from "react-router";

import { StatementTable } from "#app/components/billing/console/statement-table";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { buttonClass } from "#app/components/ui/button";
import { statementPdfPath } from "#app/domain/billing/statement";
import { formatCents } from "#app/domain/common/money";
import { requireConsoleUser } from "#app/server/auth/admin-guard.server";

import type { Route } from "./+types/statement";
import { statementOf } from "./statement.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Statement for ${loaderData.buyer.organization ?? loaderData.buyer.name}` : "Statement")();

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  return statementOf(params.buyer);
}

export default function Statement({ loaderData }: Route.ComponentProps) {
  const { buyer, statement } = loaderData;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/receivables" className="font-semibold underline underline-offset-4">
          All receivables
        </Link>
      </p>
      <ConsoleHeading
        title={`Statement for ${buyer.organization ?? buyer.name}`}
        lead={
          <>
            {buyer.organization ? `${buyer.name}, ` : ""}
            <span className="break-all">{buyer.email}</span>. Every invoice, payment and credit, oldest first.
          </>
        }
        actions={
          // A plain link: the browser downloads the file itself, with or without scripts.
          <a href={statementPdfPath(buyer.key)} className={buttonClass("secondary")} download>
            Download PDF
          </a>
        }
      />
      <p className="mb-4 text-lg">
        Balance due: <strong className="tabular-nums">{formatCents(statement.balanceCents)}</strong>
      </p>
      <StatementTable statement={statement} />
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
