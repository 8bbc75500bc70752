import { useRef, useState } from "react";

import type { CardMethod } from "#app/components/payments/card-method";
import { StripeCardField } from "#app/components/payments/stripe-card-field";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { formatCents } from "#app/domain/common/money";

/** What is being paid: a proposal's deposit or a balance invoice. */
export interface CardPaymentLabels {
  /** The form's accessible name, e.g. "Pay the deposit by card". */
  form: string;
  /** What the amount is, e.g. "Deposit". */
  amount: string;
  /** The link back, e.g. "Back to the proposal". */
  back: string;
}

/** A card payment the server has started: Stripe's key, the intent, what it is for, and where to return. */
export interface CardPayment {
  publishableKey: string;
  intent: { id: string; clientSecret: string };
  amountCents: number;
  buyerName: string;
  back: string;
}

/** The page's payment from the intent the server started (a deposit or an invoice), for the buyer named. */
export function cardPayment(
  publishableKey: string,
  started: { intentId: string; clientSecret: string; amountCents: number },
  buyerName: string,
  back: string,
): CardPayment {
  return {
    publishableKey,
    intent: { id: started.intentId, clientSecret: started.clientSecret },
    amountCents: started.amountCents,
    buyerName,
    back,
  };
}

/**
 * A deposit or an invoice paid by card through Stripe: Stripe's card Element,
 * confirmed in the browser for the intent the server made from the stored
 * amount. The webhook marks it paid; this page then returns to where it came from.
 */
export function StripeCardPayment({
  heading,
  payment: { publishableKey, intent, amountCents, buyerName, back: backTo },
  labels,
}: {
  /** The page's one h1: this form is the whole page. */
  heading: string;
  payment: CardPayment;
  labels: CardPaymentLabels;
}) {
  const card = useRef<CardMethod>(null);
  const [state, setState] = useState<{ busy: boolean; message?: string; done?: string }>({ busy: false });
  async function pay(event: React.FormEvent) {
    event.preventDefault();
    if (!card.current?.validate(true) || state.busy) return;
    setState({ busy: true });
    const outcome = await card.current.confirm(intent, buyerName);
    if (outcome.kind === "failed") setState({ busy: false, message: outcome.message });
    else {
      setState({
        busy: false,
        done: outcome.kind === "succeeded" ? "Payment successful. Thank you!" : "Your bank is confirming the payment.",
      });
      window.location.assign(backTo);
    }
  }
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-4xl">{heading}</h1>
      <form onSubmit={pay} aria-label={labels.form} className="grid gap-4">
        <p>
          {labels.amount}: <strong>{formatCents(amountCents)}</strong>
        </p>
        <StripeCardField publishableKey={publishableKey} ref={card} />
        <Alert tone={state.done ? "success" : "error"}>{state.done ?? state.message}</Alert>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={state.busy}>
            {state.busy ? "Paying…" : `Pay ${formatCents(amountCents)}`}
          </Button>
          <a href={backTo} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {labels.back}
          </a>
        </div>
      </form>
    </div>
  );
}
