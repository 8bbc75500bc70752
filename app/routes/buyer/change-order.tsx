import { contentPage } from "#app/components/islands/page-scripts";
import { RouteErrorBoundary } from "#app/components/layout/route-error";
import { ChangeOrderPage } from "#app/components/proposals/buyer/change-order-page";
import { privateBuyerPageHeaders } from "#app/server/http/private-page.server";
import { changeOrderViewByToken } from "#app/server/proposals/change-order-queries.server";
import { recordChangeOrderView } from "#app/server/proposals/change-orders.server";

import type { Route } from "./+types/change-order";
import { handleChangeOrderForm } from "./change-order.server";
import { notFound, requireToken } from "./private-link.server";

/** One buyer's page: never indexed, never cached, never sent on as a referrer. */
export const headers = privateBuyerPageHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: loaderData ? `Change order ${loaderData.view.number} · Nestz` : "Change order · Nestz" },
  {
    name: "description",
    content: "A change to your Nestz order: what it adds or takes off, and your payments after it.",
  },
  { name: "robots", content: "noindex, nofollow" },
];

/** HTML forms only: the page ships no React to the browser. */
export const handle = contentPage;

export async function loader({ params }: Route.LoaderArgs) {
  const token = requireToken(params.token);
  const view = await changeOrderViewByToken(token);
  if (!view) notFound();
  if (view.status === "sent") await recordChangeOrderView(token);
  return { view };
}

export function action({ request, params }: Route.ActionArgs) {
  return handleChangeOrderForm(request, requireToken(params.token));
}

export default function ChangeOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <ChangeOrderPage view={loaderData.view} state={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
