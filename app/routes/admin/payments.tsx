import { HeldPaymentCard } from "#app/components/billing/console/held-payment-card";
import { ConsoleErrorBoundary } from "#app/components/layout/console/console-error";
import { ConsoleHeading } from "#app/components/layout/console/console-frame";
import { consoleMeta } from "#app/components/layout/console/console-meta";
import { Alert } from "#app/components/ui/alert";
import { HeadedSection } from "#app/components/ui/headed-section";
import { requireConsoleChange, requireConsoleUser } from "#app/server/auth/admin-guard.server";
import { listHeldPayments } from "#app/server/billing/held-payments.server";

import type { Route } from "./+types/payments";
import { handlePaymentsForm } from "./payments.server";

export const meta = consoleMeta("Payments");

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireConsoleUser({ request, url });
  return { held: await listHeldPayments() };
}

export async function action({ request, url }: Route.ActionArgs) {
  const admin = await requireConsoleChange({ request, url });
  return handlePaymentsForm(request, admin);
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const waiting = loaderData.held.filter((held) => !held.resolution);
  const settled = loaderData.held.filter((held) => held.resolution);
  return (
    <>
      <ConsoleHeading
        title="Payments"
        lead="Money that arrived but paid nothing: a second payment of something already paid, more than was owed, or a payment the site could not match. Refund it with the payment provider and mark it refunded, or apply it to an open invoice: it becomes a payment of that invoice."
      />
      <Alert focusOnLoad tone={actionData?.tone ?? "success"}>
        {actionData?.message}
      </Alert>
      <HeadedSection
        headingId="waiting-heading"
        className="mt-6"
        title={<>Needing your attention ({waiting.length})</>}
      >
        {waiting.length ? (
          <ul className="mt-3 grid gap-4">
            {waiting.map((held) => (
              <HeldPaymentCard key={held.id} held={held} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">Every payment received has been applied. Nothing needs your attention.</p>
        )}
      </HeadedSection>
      <HeadedSection headingId="settled-heading" className="mt-8" title={<>Settled ({settled.length})</>}>
        {settled.length ? (
          <ul className="mt-3 grid gap-4">
            {settled.map((held) => (
              <HeldPaymentCard key={held.id} held={held} />
            ))}
          </ul>
        ) : (
          <p className="mt-2">None yet.</p>
        )}
      </HeadedSection>
    </>
  );
}

export const ErrorBoundary = ConsoleErrorBoundary;
