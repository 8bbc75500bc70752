import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";

import type { CardMethod } from "./card-method";
import { loadStripeJs, type StripeCardElement, type StripeClient } from "./stripe-js";

const messages = {
  loading: "The card form is still loading. One moment, please.",
  unavailable: "We couldn't load the secure card form. Check your connection and reload the page.",
  incomplete: "Enter your card number, expiry date and security code.",
} as const;

/**
 * Stripe's card Element: the card details are typed into Stripe's own frame
 * and go straight to Stripe; this server never sees them.
 */
export function StripeCardField({ publishableKey, ref }: { publishableKey: string; ref?: Ref<CardMethod> }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeClient; card: StripeCardElement } | null>(null);
  const completeRef = useRef(false);
  const [status, setStatus] = useState<"loading" | "ready" | "unavailable">("loading");
  const [error, setError] = useState<string>();
  const id = useId();

  useEffect(() => {
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeJs().then(
      (Stripe) => {
        if (cancelled || !mountRef.current) return;
        const stripe = Stripe(publishableKey);
        card = stripe.elements().create("card", {
          style: {
            base: { color: "#2f3a3f", fontSize: "16px", "::placeholder": { color: "#56666d" } },
            invalid: { color: "#5e3218" },
          },
        });
        card.mount(mountRef.current);
        card.on("change", (event) => {
          completeRef.current = event.complete;
          setError(event.error?.message);
        });
        stripeRef.current = { stripe, card };
        setStatus("ready");
      },
      () => {
        if (!cancelled) setStatus("unavailable");
      },
    );
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    validate(focus) {
      const loaded = stripeRef.current;
      if (!loaded) {
        setError(status === "unavailable" ? messages.unavailable : messages.loading);
        return false;
      }
      if (!completeRef.current) {
        setError((current) => current ?? messages.incomplete);
        if (focus) loaded.card.focus();
        return false;
      }
      return true;
    },
    async confirm(intent, billingName) {
      const loaded = stripeRef.current;
      if (!loaded) return { kind: "failed", message: messages.unavailable };
      const result = await loaded.stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card: loaded.card, billing_details: { name: billingName } },
      });
      if (result.error) {
        return {
          kind: "failed",
          message: result.error.message ?? "Your card was not charged. Please try again.",
          retryable: result.error.type === "api_connection_error",
        };
      }
      if (result.paymentIntent?.status === "succeeded") return { kind: "succeeded" };
      if (result.paymentIntent?.status === "processing") return { kind: "processing" };
      return {
        kind: "failed",
        message: "The payment wasn't completed, and your card was not charged. Please try again.",
      };
    },
  }));

  const shownError = status === "unavailable" ? messages.unavailable : error;
  return (
    <fieldset className="grid gap-3">
      <legend className="text-xl font-semibold text-evergreen-900">Card details</legend>
      <p className="text-stone-700">
        Your card details go straight to Stripe, our payment provider. They never touch our servers.
      </p>
      <div>
        <p id={`${id}-label`} className="font-semibold text-evergreen-900">
          Card
        </p>
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={shownError ? `${id}-error` : undefined}
          className={`mt-1.5 min-h-11 rounded-lg border-2 bg-white px-3 py-3 ${shownError ? "border-cedar-700" : "border-stone-400"}`}
        >
          {/* Stripe fills this element with its own frame; React renders nothing into it. */}
          <div ref={mountRef} />
          {status === "loading" ? <span className="text-stone-600">Loading the secure card form…</span> : null}
        </div>
        {shownError ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-cedar-800">
            {shownError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
