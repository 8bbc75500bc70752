import { CheckoutView } from "#app/components/checkout/checkout-view";
import { pageInfo } from "#app/content/pages";
import { metaFor } from "#app/content/seo";
import { getSessionUser } from "#app/server/auth/session.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";

import type { Route } from "./+types/checkout";

const page = pageInfo("/Checkout");

export const meta = metaFor(page);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const { provider, publishableKey } = getPaymentSettings();
  return {
    billingName: user?.displayName || "guest",
    signedInEmail: user?.email ?? null,
    payments: { provider, publishableKey },
  };
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return <CheckoutView {...loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
