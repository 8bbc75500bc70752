import { CreditNotePage } from "#app/components/billing/buyer/credit-note-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { RouteErrorBoundary } from "#app/components/layout/route-error";
import { isCreditNoteNumber } from "#app/domain/billing/credit-notes";
import { creditNoteViewByToken } from "#app/server/billing/queries.server";
import { privateBuyerPageHeaders } from "#app/server/http/private-page.server";

import type { Route } from "./+types/credit-note";
import { notFound, requireToken } from "./private-link.server";

export const headers = privateBuyerPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Credit note ${loaderData.note.number} · Nestz` : "Credit note · Nestz" },
  { name: "description", content: "Your private Nestz credit note: what it takes off your invoice, and why." },
  { name: "robots", content: "noindex, nofollow" },
];

export const handle = contentPage;

/** GET /invoice/<token>/credit/<number>: a credit note, reached through its invoice's private link. */
export async function loader({ params }: Route.LoaderArgs) {
  const token = requireToken(params.token);
  if (!isCreditNoteNumber(params.number)) notFound();
  const note = await creditNoteViewByToken(token, params.number);
  if (!note) notFound();
  return { note, pdfPath: `/invoice/${token}/credit/${note.number}/pdf` };
}

export default function CreditNote({ loaderData }: Route.ComponentProps) {
  return <CreditNotePage note={loaderData.note} pdfPath={loaderData.pdfPath} />;
}

export const ErrorBoundary = RouteErrorBoundary;
