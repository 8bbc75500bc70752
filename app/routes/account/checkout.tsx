import { Island } from "#app/components/islands/island";
import { contentPage } from "#app/components/islands/page-scripts";
import { CheckoutView } from "#app/components/orders/buyer/checkout/checkout-view";
import { pageInfo } from "#app/content/site/pages";
import { metaFor } from "#app/content/site/seo";
import { getSessionUser } from "#app/server/auth/session.server";
import { getPublicConfig } from "#app/server/config/env.server";
import { getPaymentSettings } from "#app/server/payments/settings.server";
import { hasCartHint } from "#app/state/cart-storage";

import type { Route } from "./+types/checkout";

const page = pageInfo("/Checkout");

export const meta = metaFor(page);

// HTML and one island: the cart and the payment form load after the first paint (docs/decisions/0046).
export const handle = contentPage;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const { provider, publishableKey } = getPaymentSettings();
  const config = getPublicConfig();
  return {
    billingName: user?.displayName || "guest",
    signedInEmail: user?.email ?? null,
    payments: { provider, publishableKey },
    contact: { phone: config.contactPhone, email: config.contactEmail },
    cartHinted: hasCartHint(request.headers.get("cookie") ?? ""),
  };
}

// What the page shows before its island depends on the has-a-cart hint.
export const headers = () => ({ Vary: "Cookie" });

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  return <Island name="checkout" component={CheckoutView} props={loaderData} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "#app/components/layout/route-error";
