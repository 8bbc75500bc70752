import type { ReactNode } from "react";

import { TestModeNotice } from "#app/components/payments/test-mode-notice";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { Field } from "#app/components/ui/field";
import { Textarea } from "#app/components/ui/textarea";
import { PO_NUMBER_MAX } from "#app/domain/billing/invoices";
import { formatCents } from "#app/domain/common/money";
import { SIGNATURE_NAME_MAX } from "#app/domain/proposals/buyer-answers";
import type { BuyerFormState } from "#app/domain/proposals/views";

/** Plain HTML forms: they post to the page itself and work without JavaScript. */
const stateFor = (state: BuyerFormState | undefined, form: BuyerFormState["form"]) =>
  state?.form === form ? state : undefined;

export function AcceptForm({
  contentHash,
  state,
  children,
}: {
  contentHash: string;
  state?: BuyerFormState;
  /** More hidden fields the acceptance covers (the buyer's choices). */
  children?: ReactNode;
}) {
  const mine = stateFor(state, "accept");
  const errors = mine?.errors ?? {};
  return (
    <form method="post" aria-labelledby="accept-heading" className="grid gap-4 print:hidden">
      <h2 id="accept-heading" className="text-2xl">
        Accept this proposal
      </h2>
      <p>
        Type your full name to sign. It is recorded with the time, this version and a fingerprint of exactly what you
        read above.
      </p>
      <Alert>{mine?.message ?? errors.contentHash ?? errors.form}</Alert>
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="contentHash" value={contentHash} />
      {children}
      <Field
        label="Your full name"
        name="name"
        autoComplete="name"
        required
        maxLength={SIGNATURE_NAME_MAX}
        defaultValue={mine?.values?.name ?? ""}
        error={errors.name}
      />
      <Checkbox label="I agree to this proposal and its terms" name="agree" value="yes" required error={errors.agree} />
      <div>
        <Button type="submit">Accept and sign</Button>
      </div>
    </form>
  );
}

export function DeclineForm({ state }: { state?: BuyerFormState }) {
  return (
    <DeclineWithReason
      answer={stateFor(state, "decline")}
      heading="Not for you?"
      lead="You can decline, and if you like tell us why. It helps us do better next time."
      submitLabel="Decline this proposal"
    />
  );
}

/** Declining with an optional reason, for a proposal or a change order: what the server answered is kept beside it. */
export function DeclineWithReason({
  answer,
  heading,
  lead,
  submitLabel,
}: {
  answer?: Pick<BuyerFormState, "errors" | "values" | "message">;
  heading: string;
  lead?: string;
  submitLabel: string;
}) {
  return (
    <form method="post" aria-labelledby="decline-heading" className="grid gap-4 print:hidden">
      <h2 id="decline-heading" className="text-2xl">
        {heading}
      </h2>
      {lead ? <p>{lead}</p> : null}
      <Alert>{answer?.message}</Alert>
      <input type="hidden" name="intent" value="decline" />
      <Textarea
        label="Reason (optional)"
        name="reason"
        rows={3}
        maxLength={2000}
        defaultValue={answer?.values?.reason ?? ""}
        error={answer?.errors?.reason}
      />
      <div>
        <Button type="submit" variant="secondary">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The test provider's card form, checked and charged on the server; Stripe's published test numbers work as on Stripe. */
export function CardForm({
  intent,
  amountCents,
  heading,
  state,
  formName,
}: {
  intent: "card";
  amountCents: number;
  heading: string;
  state?: BuyerFormState;
  formName: "card" | "invoice-card";
}) {
  const mine = stateFor(state, formName);
  const errors = mine?.errors ?? {};
  return (
    <form method="post" aria-labelledby={`${formName}-heading`} className="grid gap-4 print:hidden">
      <h3 id={`${formName}-heading`} className="text-xl">
        {heading}
      </h3>
      <TestModeNotice>
        <p className="mt-1">Use the test card 4242 4242 4242 4242, any future expiry and any three digits.</p>
      </TestModeNotice>
      <p>
        Amount: <strong>{formatCents(amountCents)}</strong>.
      </p>
      <Alert>{mine?.message}</Alert>
      <input type="hidden" name="intent" value={intent} />
      <Field
        label="Card number"
        name="number"
        inputMode="numeric"
        autoComplete="cc-number"
        required
        maxLength={23}
        error={errors.number}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Expiry (MM/YY)"
          name="expiry"
          autoComplete="cc-exp"
          required
          maxLength={7}
          error={errors.expiry}
        />
        <Field
          label="Security code"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          maxLength={4}
          error={errors.cvc}
        />
      </div>
      <div>
        <Button type="submit">Pay {formatCents(amountCents)}</Button>
      </div>
    </form>
  );
}

/** `amountCents` is the schedule's acceptance stage, invoiced at once; 0 when every stage waits for its trigger. */
export function PurchaseOrderForm({ amountCents, state }: { amountCents: number; state?: BuyerFormState }) {
  const mine = stateFor(state, "purchase-order");
  return (
    <form method="post" aria-labelledby="po-heading" className="grid gap-4 print:hidden">
      <h3 id="po-heading" className="text-xl">
        Pay by purchase order
      </h3>
      <p>
        {amountCents > 0
          ? `Enter your purchase order number and we'll issue an invoice for ${formatCents(amountCents)} right away, due in 30 days. Each later stage of the schedule is invoiced against the same order.`
          : "Enter your purchase order number: each stage of the schedule is invoiced against it when it falls due, payable in 30 days."}
      </p>
      <Alert>{mine?.message}</Alert>
      <input type="hidden" name="intent" value="purchase-order" />
      <Field
        label="Purchase order number"
        name="poNumber"
        required
        maxLength={PO_NUMBER_MAX}
        defaultValue={mine?.values?.poNumber ?? ""}
        error={mine?.errors?.poNumber}
      />
      <div>
        <Button type="submit">Send purchase order</Button>
      </div>
    </form>
  );
}
