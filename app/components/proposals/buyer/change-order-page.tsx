import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field } from "#app/components/ui/field";
import { HeaderRow, Table } from "#app/components/ui/table";
import { formatCents } from "#app/domain/common/money";
import { SIGNATURE_NAME_MAX } from "#app/domain/proposals/buyer-answers";
import type { ChangeOrderFormState, ChangeOrderView } from "#app/domain/proposals/change-order-views";

import { DeclineWithReason } from "./buyer-forms";
import { LinesTable } from "./lines-table";
import { ChangeOrderStatusBadge, signedCents } from "./order-changes";

/** Where the change order stands, in a sentence. */
function StatusNote({ view }: { view: ChangeOrderView }) {
  switch (view.status) {
    case "accepted":
      return (
        <Alert tone="success">
          You accepted this change. Thank you! Your order is now {formatCents(view.contractAfterCents)}.
        </Alert>
      );
    case "expired":
      return (
        <Alert tone="info">
          This change held until the end of {view.validUntilLabel} and has expired. Get in touch and we&apos;ll send a
          fresh one.
        </Alert>
      );
    case "superseded":
      return (
        <Alert tone="info">
          We sent a newer change order that replaces this one. Please use the link in our latest email.
        </Alert>
      );
    case "withdrawn":
      return <Alert tone="info">We&apos;ve withdrawn this change, so it can no longer be accepted.</Alert>;
    case "declined":
      return <Alert tone="info">You declined this change. Your order stays as it was.</Alert>;
    default:
      return null;
  }
}

/** How the change moves the payments still to come: issued stages stay as they are. */
function ScheduleEffect({ view }: { view: ChangeOrderView }) {
  const { effect } = view;
  if (effect.kind === "invoice")
    return <p>Every payment stage is already invoiced, so the difference is invoiced on its own once you accept.</p>;
  if (effect.kind === "credit")
    return (
      <p>
        Every payment stage is already invoiced, so {formatCents(effect.cents)} is credited on your invoices once you
        accept.
      </p>
    );
  if (effect.kind === "none") return <p>Your payments stay as they are.</p>;
  return (
    <>
      {effect.problem ? <Alert>{effect.problem}</Alert> : null}
      <Table caption="Your payment schedule before and after this change">
        <thead>
          <HeaderRow columns={["Stage", ["Before", "text-right"], ["After", "text-right"]]} />
        </thead>
        <tbody>
          {effect.stages.map((stage) => (
            <tr key={stage.name}>
              <td>
                {stage.name}
                {stage.units !== null && stage.units > 1 ? `, in ${stage.units} invoices` : ""}
                {stage.issued ? <span className="block text-stone-600">Invoiced: does not change</span> : null}
              </td>
              <td className="text-right tabular-nums">{formatCents(stage.beforeCents)}</td>
              <td className="text-right font-semibold tabular-nums">{formatCents(stage.afterCents)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** The change order as its buyer reads it (and the console shows it). */
export function ChangeOrderDocument({ view }: { view: ChangeOrderView }) {
  return (
    <article
      aria-labelledby="change-order-title"
      className="grid gap-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8"
    >
      <div>
        <h2 id="change-order-title" className="text-2xl">
          What changes
        </h2>
        <p className="text-stone-700">
          To order {view.proposalReference} for {view.buyer.name}. Holds until the end of {view.validUntilLabel}, 11:59
          PM Pacific.
        </p>
      </div>
      <LinesTable
        label="The lines of this change order"
        caption="What this change adds and takes off"
        lines={view.lines.map((line) => ({
          description: line.description,
          quantity: line.quantity,
          unitPrice: formatCents(line.unitPriceCents),
          amount: signedCents(line.totalCents),
        }))}
        totals={[
          { label: "Subtotal", amount: signedCents(view.subtotalCents) },
          { label: view.taxLabel ?? "No sales tax, as on your order", amount: signedCents(view.taxCents) },
          { label: "Difference", amount: signedCents(view.differenceCents) },
        ]}
      />
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">Your order before</dt>
        <dd className="tabular-nums">{formatCents(view.contractBeforeCents)}</dd>
        <dt className="font-semibold">With this change</dt>
        <dd className="tabular-nums">{formatCents(view.contractAfterCents)}</dd>
      </dl>
      {view.note ? <p className="whitespace-pre-line">{view.note}</p> : null}
      <section aria-labelledby="effect-heading" className="grid gap-3">
        <h3 id="effect-heading" className="text-xl">
          Your payments
        </h3>
        <ScheduleEffect view={view} />
      </section>
      {view.accepted ? (
        <p className="text-sm text-stone-700">
          Accepted by {view.accepted.name} on {view.accepted.when} Pacific. Fingerprint of what was accepted:{" "}
          <span className="font-mono break-all">{view.accepted.hash}</span>
        </p>
      ) : null}
      {view.billedAs ? (
        <p>
          <a href={view.billedAs.path} className="underline underline-offset-4">
            {view.billedAs.label}
          </a>{" "}
          carries the difference.
        </p>
      ) : null}
    </article>
  );
}

const stateFor = (state: ChangeOrderFormState | undefined, form: ChangeOrderFormState["form"]) =>
  state?.form === form ? state : undefined;

export function ChangeOrderPage({ view, state }: { view: ChangeOrderView; state?: ChangeOrderFormState }) {
  const open = view.status === "sent" || view.status === "viewed";
  const accept = stateFor(state, "accept");
  const decline = stateFor(state, "decline");
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6">
      <div>
        <p className="font-semibold text-evergreen-800">A change to your order</p>
        <h1 className="text-4xl">Change order {view.number}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <ChangeOrderStatusBadge status={view.status} />
          <a href={`${view.orderPath}#changes`} className="underline underline-offset-4">
            Back to your order {view.proposalReference}
          </a>
        </p>
      </div>
      <StatusNote view={view} />
      {!open && (accept?.message || decline?.message) ? <Alert>{accept?.message ?? decline?.message}</Alert> : null}
      <ChangeOrderDocument view={view} />
      {open ? (
        <section className="grid gap-10 rounded-xl border border-stone-200 bg-white p-5 sm:p-8">
          <form method="post" aria-labelledby="accept-heading" className="grid gap-4">
            <h2 id="accept-heading" className="text-2xl">
              Accept this change
            </h2>
            <p>
              Type your full name to sign. It is recorded with the time and a fingerprint of exactly what you read
              above; what you signed before stays as it is.
            </p>
            <Alert>{accept?.message ?? accept?.errors?.contentHash}</Alert>
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="contentHash" value={view.contentHash} />
            <Field
              label="Your full name"
              name="name"
              autoComplete="name"
              required
              maxLength={SIGNATURE_NAME_MAX}
              defaultValue={accept?.values?.name ?? ""}
              error={accept?.errors?.name}
            />
            <Checkbox label="I agree to this change" name="agree" value="yes" required error={accept?.errors?.agree} />
            <div>
              <Button type="submit">Accept and sign</Button>
            </div>
          </form>
          <DeclineWithReason answer={decline} heading="Not this change?" submitLabel="Decline this change" />
        </section>
      ) : null}
    </div>
  );
}
