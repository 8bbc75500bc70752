import { data, Form, Link } from "react-router";

import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { ChangeOrderDocument } from "#app/components/proposals/buyer/change-order-page";
import { ChangeOrderStatusBadge, OrderChangesSection } from "#app/components/proposals/buyer/order-changes";
import { ChangeOrderForm } from "#app/components/proposals/console/change-order-form";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { changeOrderFormValues } from "#app/domain/proposals/change-orders";
import { defaultValidUntil } from "#app/domain/proposals/valid-until";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { consoleChangeOrders } from "#app/server/proposals/change-order-queries.server";

import type { Route } from "./+types/change-orders";
import { handleChangeOrderConsoleForm } from "./change-orders.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  consoleMeta(loaderData ? `Change orders to ${loaderData.page.proposal.reference}` : "Change orders")();

function idOf(params: { proposalId: string }): number {
  const id = /^\d{1,12}$/.test(params.proposalId) ? Number(params.proposalId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, params, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  const now = new Date();
  const page = await consoleChangeOrders(idOf(params), now);
  if (!page) throw data(null, { status: 404 });
  return { page, validUntil: defaultValidUntil(now) };
}

export async function action({ request, params, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handleChangeOrderConsoleForm(request, admin, idOf(params));
}

export default function ChangeOrdersConsolePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, validUntil } = loaderData;
  const { proposal } = page;
  const typed = actionData?.draft;
  const hasDraft = page.items.some((item) => item.draft);
  return (
    <>
      <ConsoleHeading
        title={`Change orders to ${proposal.reference}`}
        lead={
          <>
            For {proposal.buyerName} ({proposal.buyerEmail}).{" "}
            <Link to={`/admin/proposals/${proposal.id}`} className="underline underline-offset-4">
              Back to the proposal
            </Link>
          </>
        }
      />
      <div className="grid gap-6">
        <Alert focusOnLoad tone={actionData?.notice?.tone ?? "success"}>
          {actionData?.notice?.message ?? (typed ? "Please mend the marked fields." : null)}
        </Alert>
        <OrderChangesSection changes={page.changes} headingId="console-changes-heading" />
        {page.items.map((item) => (
          <section
            key={item.id}
            aria-labelledby={`change-order-${item.id}`}
            className="grid gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-6"
          >
            <h2 id={`change-order-${item.id}`} className="flex flex-wrap items-center gap-3 text-2xl">
              {item.summary.number} <ChangeOrderStatusBadge status={item.summary.status} />
            </h2>
            {item.summary.path ? (
              <p className="break-all">
                The buyer&apos;s link:{" "}
                <a href={item.summary.path} className="underline underline-offset-4">
                  {item.summary.path}
                </a>
              </p>
            ) : null}
            <ChangeOrderDocument view={item.view} />
            {item.draft ? (
              <ChangeOrderForm
                id={item.id}
                title={`Edit ${item.summary.number}`}
                values={typed?.id === item.id ? typed.values : changeOrderFormValues(item.draft)}
                errors={typed?.id === item.id ? typed.errors : {}}
              />
            ) : null}
            <div className="flex flex-wrap gap-3">
              {item.draft && !item.view.effect.problem ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <input type="hidden" name="changeOrderId" value={item.id} />
                  <Button type="submit">Send {item.summary.number} to the buyer</Button>
                </Form>
              ) : null}
              {item.draft || item.summary.status === "sent" || item.summary.status === "viewed" ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="changeOrderId" value={item.id} />
                  <Button type="submit" variant="secondary">
                    Withdraw {item.summary.number}
                  </Button>
                </Form>
              ) : null}
            </div>
          </section>
        ))}
        {proposal.status === "accepted" && !hasDraft ? (
          <section className="rounded-xl border border-stone-200 bg-white p-5 sm:p-6">
            <ChangeOrderForm
              id={null}
              title="Draft a change order"
              values={typed?.id === null && typed ? typed.values : { lines: [], note: "", validUntil }}
              errors={typed?.id === null ? typed.errors : {}}
            />
          </section>
        ) : null}
        {proposal.status !== "accepted" ? <p>Change orders are drafted once the proposal is accepted.</p> : null}
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
