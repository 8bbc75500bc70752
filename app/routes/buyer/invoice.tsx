import { InvoicePage } from "#app/components/billing/buyer/invoice-page";
import { contentPage } from "#app/components/islands/page-scripts";
import { RouteErrorBoundary } from "#app/components/layout/route-error";
import type { BuyerPaymentSettings } from "#app/domain/proposals/views";
import { invoiceViewByToken } from "#app/server/billing/queries.server";
import { privateBuyerPageHeaders } from "#app/server/http/private-page.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

import type { Route } from "./+types/invoice";
import { handleInvoiceForm } from "./invoice.server";
import { notFound, requireToken } from "./private-link.server";

export const headers = privateBuyerPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Invoice ${loaderData.invoice.number} · Nestz` : "Invoice · Nestz" },
  { name: "description", content: "Your private Nestz invoice: the amount due, the due date and how to pay." },
  { name: "robots", content: "noindex, nofollow" },
];

export const handle = contentPage;

export async function loader({ params }: Route.LoaderArgs) {
  const token = requireToken(params.token);
  const invoice = await invoiceViewByToken(token);
  if (!invoice) notFound();
  const provider = getPaymentSettings().provider;
  const payments: BuyerPaymentSettings = {
    provider,
    cardPath: provider === "stripe" ? `/invoice/${token}/pay` : null,
  };
  return { invoice, payments, pdfPath: `/invoice/${token}/pdf` };
}

export function action({ request, params }: Route.ActionArgs) {
  return handleInvoiceForm(request, requireToken(params.token));
}

export default function Invoice({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InvoicePage
      invoice={loaderData.invoice}
      payments={loaderData.payments}
      state={actionData}
      pdfPath={loaderData.pdfPath}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
