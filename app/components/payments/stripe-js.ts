/**
 * The small part of Stripe.js the checkout uses, typed here (no `any`), and
 * its loader: the script is added only on /Checkout and only when Stripe is
 * the provider, so no other page carries a third-party script.
 */

export interface StripeElementChangeEvent {
  complete: boolean;
  empty: boolean;
  error?: { message: string };
}

export interface StripeCardElement {
  mount(domElement: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: "change", handler: (event: StripeElementChangeEvent) => void): void;
}

export interface StripeCardElementOptions {
  hidePostalCode?: boolean;
  style?: {
    base?: Record<string, string | Record<string, string>>;
    invalid?: Record<string, string>;
  };
}

export interface StripeElements {
  create(type: "card", options?: StripeCardElementOptions): StripeCardElement;
}

export interface StripeConfirmCardPaymentResult {
  error?: { type?: string; message?: string; code?: string; decline_code?: string };
  paymentIntent?: { id: string; status: string };
}

export interface StripeClient {
  elements(): StripeElements;
  confirmCardPayment(
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement; billing_details: { name: string } } },
  ): Promise<StripeConfirmCardPaymentResult>;
}

export type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

let loading: Promise<StripeFactory> | null = null;

/** Adds Stripe.js to the page once and resolves with `window.Stripe`. */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener("load", () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error("Stripe.js loaded without window.Stripe"));
    });
    script.addEventListener("error", () => {
      loading = null; // let a later visit try again
      script.remove();
      reject(new Error("Stripe.js could not be loaded"));
    });
    document.head.append(script);
  });
  return loading;
}
