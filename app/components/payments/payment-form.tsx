import { type FormEvent, useRef, useState } from "react";

import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Link } from "#app/components/ui/link";
import { type CartItem, paymentAmountCents, paymentLines } from "#app/domain/cart/cart";
import { formatCents } from "#app/domain/common/money";
import { EMAIL_MAX } from "#app/domain/email/email";
import { cartActions } from "#app/state/cart-store";

import type { CardMethod, ConfirmOutcome } from "./card-method";
import { createPaymentIntent, fetchCurrentPrices, newIdempotencyKey } from "./payment-api";
import { StripeCardField } from "./stripe-card-field";
import { TestCardFields } from "./test-card-fields";

export interface PaymentSettings {
  provider: "test" | "stripe";
  publishableKey: string | null;
}

export interface Receipt {
  orderNumber: string;
  /** Where the confirmation goes. */
  email: string;
  /** Stripe is still settling the payment. */
  processing: boolean;
}

/** A quick shape check for the browser; the server checks the address properly. */
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) && text.length <= EMAIL_MAX;
const emailMessage = "Enter the email address for your receipt, like name@example.com";

/**
 * Billing name, a guest's email and the card; then Pay: ask the server for a
 * payment intent (the amount in cents, with an Idempotency-Key), confirm the
 * card with the provider, and report. A second press while paying does nothing.
 */
export function PaymentForm({
  items,
  billingName,
  signedInEmail,
  payments,
  onPaid,
}: {
  items: CartItem[];
  billingName: string;
  signedInEmail: string | null;
  payments: PaymentSettings;
  onPaid: (receipt: Receipt) => void;
}) {
  const isGuest = signedInEmail === null;
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const payingRef = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const cardRef = useRef<CardMethod>(null);
  /**
   * One Idempotency-Key per checkout attempt: reused when the same cart (and
   * email) is sent again after an answer was lost, renewed when the cart
   * changes or the attempt ended (declined, refused, paid).
   */
  const attemptRef = useRef<{ signature: string; key: string } | null>(null);
  const amount = paymentAmountCents(items);

  function idempotencyKey(signature: string): string {
    if (attemptRef.current?.signature !== signature) attemptRef.current = { signature, key: newIdempotencyKey() };
    return attemptRef.current.key;
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (payingRef.current) return;

    const trimmedEmail = email.trim();
    const emailProblem = isGuest && !looksLikeEmail(trimmedEmail) ? emailMessage : undefined;
    setEmailError(emailProblem);
    const cardReady = cardRef.current?.validate(!emailProblem) ?? false;
    if (emailProblem) emailRef.current?.focus();
    if (emailProblem || !cardReady) return;

    payingRef.current = true;
    setPaying(true);
    setFailure(null);
    try {
      const body = { items: paymentLines(items), amount, ...(isGuest ? { email: trimmedEmail } : {}) };
      const created = await createPaymentIntent(body, idempotencyKey(JSON.stringify(body)));
      if (!created.ok) {
        // Refused outright: the next press is a new attempt. Lost on the way: the same one.
        if (created.status >= 400 && created.status < 500) attemptRef.current = null;
        if (created.status === 409) {
          const current = await fetchCurrentPrices();
          if (current) cartActions.reprice(current);
        }
        setFailure(created.message);
        return;
      }
      const { paymentIntent, order } = created.data;
      const outcome: ConfirmOutcome =
        paymentIntent.status === "succeeded"
          ? { kind: "succeeded" } // paid on an earlier try whose answer was lost
          : ((await cardRef.current?.confirm(
              { id: paymentIntent.id, clientSecret: paymentIntent.client_secret },
              billingName,
            )) ?? {
              kind: "failed",
              message: "The card form isn't ready. Please reload the page.",
            });
      if (outcome.kind === "failed") {
        if (!outcome.retryable) attemptRef.current = null;
        setFailure(outcome.message);
        return;
      }
      attemptRef.current = null;
      onPaid({
        orderNumber: (outcome.kind === "succeeded" && outcome.orderNumber) || order.number,
        email: signedInEmail ?? trimmedEmail,
        processing: outcome.kind === "processing",
      });
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  }

  return (
    <form noValidate onSubmit={pay} aria-labelledby="payment-heading" className="grid gap-6">
      <h2 id="payment-heading" className="text-3xl">
        Payment
      </h2>
      <div className="grid gap-2">
        <Field label="Billing name" name="billingName" value={billingName} readOnly />
        {isGuest ? (
          <p className="text-sm text-stone-700">
            You're checking out as a guest.{" "}
            <Link to="/SignIn?redirectTo=%2FCheckout" className="underline underline-offset-4">
              Sign in
            </Link>{" "}
            to see this order in your account later.
          </p>
        ) : (
          <p className="text-sm text-stone-700">The name on your Nestz account. The receipt goes to {signedInEmail}.</p>
        )}
      </div>
      {isGuest ? (
        <Field
          ref={emailRef}
          label="Email for your receipt"
          hint="We'll send your receipt and order number here, and nothing else."
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(undefined);
          }}
          error={emailError}
        />
      ) : null}
      {payments.provider === "stripe" && payments.publishableKey ? (
        <StripeCardField ref={cardRef} publishableKey={payments.publishableKey} />
      ) : (
        <TestCardFields ref={cardRef} />
      )}
      <Alert>
        {failure ? (
          <>
            <span className="block">Payment failed</span>
            <span className="block font-normal">{failure}</span>
          </>
        ) : null}
      </Alert>
      <Button type="submit" disabled={paying} className="w-full text-lg">
        {paying ? "Paying…" : `Pay ${formatCents(amount)}`}
      </Button>
    </form>
  );
}
