/**
 * A stand-in for Stripe.js, served in place of https://js.stripe.com/v3/ so
 * the Stripe checkout runs in the browser without reaching Stripe. It offers
 * the part of the API the site uses (`Stripe(key)`, `elements().create("card")`,
 * `mount`, `on("change")`, `focus`, `destroy`, `confirmCardPayment`) and
 * records each confirmation in `window.stripeStandIn` for the spec to read.
 *
 * Its card field is a plain input in the page where Stripe's would be a frame
 * of its own origin; like Stripe's, it never puts the number in a form, so
 * nothing typed there can be submitted to the site.
 * 4000 0000 0000 0002 is declined, as on Stripe's test cards; any other
 * 16-digit number succeeds.
 */
export const STRIPE_JS_URL_PATTERN = "https://js.stripe.com/v3/**";

export interface StripeConfirmation {
  publishableKey: string;
  clientSecret: string;
  billingName: string;
  usedTheMountedCard: boolean;
}

export const stripeJsStandIn = String.raw`
(() => {
  const confirmations = [];
  window.stripeStandIn = { confirmations };
  const DECLINED = "4000000000000002";

  window.Stripe = (publishableKey) => {
    let input = null;
    const handlers = [];
    const digits = () => (input ? input.value.replace(/\D/g, "") : "");
    const card = {
      mount(element) {
        input = document.createElement("input");
        input.setAttribute("aria-label", "Card number, expiry and CVC (Stripe)");
        input.setAttribute("inputmode", "numeric");
        input.setAttribute("autocomplete", "off");
        input.style.width = "100%";
        input.addEventListener("input", () => {
          const value = digits();
          for (const handler of handlers) handler({ complete: value.length === 16, empty: value.length === 0 });
        });
        element.append(input);
      },
      destroy() {
        input?.remove();
        input = null;
      },
      focus() {
        input?.focus();
      },
      on(event, handler) {
        if (event === "change") handlers.push(handler);
      },
    };
    return {
      elements: () => ({ create: () => card }),
      async confirmCardPayment(clientSecret, data) {
        confirmations.push({
          publishableKey,
          clientSecret,
          billingName: data.payment_method.billing_details.name,
          usedTheMountedCard: data.payment_method.card === card,
        });
        if (digits() === DECLINED) {
          return { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } };
        }
        return { paymentIntent: { id: clientSecret.split("_secret_")[0], status: "succeeded" } };
      },
    };
  };
})();
`;
