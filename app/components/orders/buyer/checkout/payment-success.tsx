import type { Ref } from "react";

import type { Receipt } from "#app/components/payments/payment-form";
import { LinkButton } from "#app/components/ui/button";

/** After paying: the order number, where the confirmation goes, and where to go next. */
export function PaymentSuccess({
  receipt,
  signedIn,
  ref,
}: {
  receipt: Receipt;
  signedIn: boolean;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="order-heading"
      className="grid justify-items-start gap-4 rounded-2xl border border-evergreen-600 bg-white p-6 focus:outline-none sm:p-8"
    >
      <h2 id="order-heading" className="text-3xl">
        {receipt.processing ? "Thank you! Your bank is still confirming" : "Thank you for your order"}
      </h2>
      <p className="text-xl">
        Your order number is <strong className="font-semibold text-evergreen-900">{receipt.orderNumber}</strong>.
      </p>
      <p className="max-w-2xl text-lg text-stone-700">
        {receipt.processing
          ? `Your bank is taking a moment with this payment, so please don't pay again. We'll email ${receipt.email} as soon as it's through.`
          : `A confirmation email is on its way to ${receipt.email}. We'll pack your order with care and send it on its way soon.`}
      </p>
      <div className="flex flex-wrap gap-3">
        {signedIn ? <LinkButton to="/Account">See your orders in your account</LinkButton> : null}
        <LinkButton to="/Shwag" variant={signedIn ? "secondary" : "primary"}>
          Back to the shwag
        </LinkButton>
      </div>
    </section>
  );
}
