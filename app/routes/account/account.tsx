import { useActionData, useLoaderData } from "react-router";

import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { OrderList } from "#app/components/orders/buyer/order-list";
import { DisplayNameForm } from "#app/components/people/buyer/display-name-form";
import { ProposalList } from "#app/components/proposals/buyer/proposal-list";
import { QuoteRequestList } from "#app/components/quote-requests/buyer/quote-request-list";
import { HeadedSection } from "#app/components/ui/headed-section";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { BUSINESS_TIME_ZONE } from "#app/domain/time/business-time";
import { requireUser } from "#app/server/auth/session.server";
import { listOrdersForUser } from "#app/server/orders/checkout.server";
import { listProposalsForAccount } from "#app/server/proposals/queries.server";
import { listQuoteRequestsForUser } from "#app/server/quote-requests/changes.server";

import type { Route } from "./+types/account";
import { handleDisplayNameForm } from "./account.server";

const page = pageInfo("/Account");

export const meta = metaFor(page);

// HTML and an island, rendered and answered per request for the signed-in buyer (docs/decisions/0049).
export const handle = contentPage;

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser({ request, url });
  return {
    user: { displayName: user.displayName, email: user.email, memberSince: user.createdAt.toISOString() },
    orders: await listOrdersForUser(user.id),
    quoteRequests: await listQuoteRequestsForUser(user.id),
    proposals: await listProposalsForAccount({ userId: user.id, email: user.email, emailVerified: user.emailVerified }),
  };
}

export async function action({ request, url }: Route.ActionArgs) {
  await requireUser({ request, url });
  return handleDisplayNameForm(request);
}

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );

export default function AccountPage() {
  const { user, orders, quoteRequests, proposals } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="bg-mist">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-[0.14em] text-cedar-700 uppercase">Your account</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">{user.displayName ? `Hello, ${user.displayName}` : "Hello"}</h1>
        <HeadedSection headingId="details-heading" look="card" title="Your details">
          <dl className="mt-4 grid gap-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">Display name</dt>
            <dd>{user.displayName || "Not set yet"}</dd>
            <dt className="font-semibold">Email</dt>
            <dd className="break-all">{user.email}</dd>
            <dt className="font-semibold">Member since</dt>
            <dd>{memberSince(user.memberSince)}</dd>
          </dl>
          <Island
            name="display-name-form"
            component={DisplayNameForm}
            props={{ displayName: user.displayName, result }}
          />
        </HeadedSection>
        <HeadedSection headingId="orders-heading" look="card" title="Your orders">
          <OrderList orders={orders} />
        </HeadedSection>
        <QuoteRequestList quoteRequests={quoteRequests} />
        {proposals.length ? <ProposalList proposals={proposals} /> : null}
      </div>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
