import { data, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { DocumentMasthead } from "#app/components/layout/page/document-masthead";
import { BuildSheetUnit } from "#app/components/production/console/build-sheet-unit";
import { Alert } from "#app/components/ui/alert";
import { buttonClass } from "#app/components/ui/button";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { getEnv } from "#app/server/config/env.server";
import { buildSheetOf } from "#app/server/production/build-sheet.server";

import type { Route } from "./+types/build-sheet";
import { handleBuildSheetForm } from "./build-sheet.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Build sheet ${loaderData.sheet.reference}` : "Build sheet")();

/** The proposal's id from the address; anything else is a 404. */
function sheetIdOf(params: { proposalId: string }): number {
  const id = /^\d{1,12}$/.test(params.proposalId) ? Number(params.proposalId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const sheet = await buildSheetOf(sheetIdOf(params));
  if (!sheet) throw data(null, { status: 404 });
  const env = getEnv();
  return { sheet, business: { name: env.COMPANY_LEGAL_NAME, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE } };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleBuildSheetForm(request, admin, sheetIdOf(params));
}

export default function BuildSheet({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, business } = loaderData;
  const homes = sheet.units.length;
  return (
    <>
      <ConsoleHeading
        title={`Build sheet ${sheet.reference}`}
        lead={
          <>
            {homes} home{homes === 1 ? "" : "s"} for {sheet.buyer}, as accepted.{" "}
            <Link to={`/admin/proposals/${sheet.proposalId}`} className="underline underline-offset-4">
              The proposal
            </Link>{" "}
            ·{" "}
            <Link to="/admin/production" className="underline underline-offset-4">
              Production board
            </Link>
          </>
        }
        actions={
          <a href={`/admin/production/${sheet.proposalId}/build-sheet.pdf`} className={buttonClass("secondary")}>
            The PDF for the workshop
          </a>
        }
      />
      <Alert focusOnLoad tone={actionData?.notice.tone ?? "success"} className="mb-6">
        {actionData?.notice.text}
      </Alert>
      <div className="grid gap-6">
        <div className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
          <DocumentMasthead
            business={business}
            facts={[
              ["Order", sheet.reference],
              ["Accepted", sheet.acceptedLabel],
              ["Delivered to", sheet.deliveryPlace],
            ]}
          />
          {sheet.requestMessage ? (
            <p className="mt-4 whitespace-pre-line">
              <span className="font-semibold">The buyer wrote:</span> {sheet.requestMessage}
            </p>
          ) : null}
        </div>
        <ul className="grid gap-6">
          {sheet.units.map((unit) => (
            <BuildSheetUnit
              key={unit.id}
              unit={unit}
              typedNote={actionData?.unitId === unit.id ? actionData.note : undefined}
              noteError={actionData?.unitId === unit.id ? actionData.notice.text : undefined}
            />
          ))}
        </ul>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
