import type { ComponentType } from "react";

import type { IslandName } from "#app/components/islands/names";

/**
 * The parts of a content page that need React in the browser. Content pages
 * ship HTML and a small bootstrap (./bootstrap.ts); each island below is
 * mounted with the same component the server rendered, loaded only:
 *
 * - "interaction": on the first press of one of its controls (a button, a
 *   form control, or a link to another site; links to this site's pages just
 *   work). The press is replayed once the component is there. Pointing at it
 *   or focusing it starts the download early.
 * - "visible": when it comes within 300 px of the viewport (forms, feeds),
 *   so it is ready before anyone reaches it.
 * - "cart": as soon as the page has painted when this browser has a cart (the
 *   has-a-cart hint, app/state/cart-storage.ts), or the moment one is started;
 *   never for a browser without one. The server reads the same hint to render
 *   what such a browser sees without it.
 *
 * A form at the top of its page (the account forms) is "interaction": "visible"
 * would load React as the page opens, which is what these pages are spared.
 *
 * Add an island here, render it with <Island name=… component=… props=…>,
 * and keep its props plain JSON (they travel in the HTML).
 */
export const islands = {
  "cart-menu": {
    when: "interaction",
    load: () => import("#app/components/cart/cart-menu").then((module) => module.CartMenu),
  },
  "mobile-menu": {
    when: "interaction",
    load: () => import("#app/components/layout/mobile-menu").then((module) => module.MobileMenu),
  },
  walkthrough: {
    when: "interaction",
    load: () => import("#app/components/site/home/walkthrough").then((module) => module.Walkthrough),
  },
  birdsong: {
    when: "interaction",
    load: () => import("#app/components/site/story/birdsong-player").then((module) => module.BirdsongPlayer),
  },
  "fee-estimator": {
    when: "visible",
    load: () => import("#app/components/delivery/fee-estimator").then((module) => module.FeeEstimator),
  },
  // The quote form shows only the fields that apply once it is mounted; until then (or without
  // JavaScript) the whole form is there and works as a plain form post.
  "quote-form": {
    when: "visible",
    load: () => import("#app/components/quote-requests/buyer/quote-section").then((module) => module.QuoteSection),
  },
  "social-feed": {
    when: "visible",
    load: () => import("#app/components/site/social/social-feed").then((module) => module.SocialFeed),
  },
  "add-to-cart": {
    when: "interaction",
    load: () => import("#app/components/cart/add-to-cart-button").then((module) => module.AddToCartButton),
  },
  // The cart lives in this browser. The server sends the empty cart to a browser without one, and
  // a placeholder to one with a cart, whose table and payment form come as soon as the page has
  // painted (docs/decisions/0046).
  checkout: {
    when: "cart",
    load: () => import("#app/components/orders/buyer/checkout/checkout-view").then((module) => module.CheckoutView),
  },
  // The account forms post without JavaScript as with it; the first press brings the busy label
  // and, for new passwords, the check that both match before anything is sent.
  "sign-in-form": {
    when: "interaction",
    load: () => import("#app/components/auth/auth-forms").then((module) => module.SignInForm),
  },
  "sign-up-form": {
    when: "interaction",
    load: () => import("#app/components/auth/auth-forms").then((module) => module.SignUpForm),
  },
  "forgot-password-form": {
    when: "interaction",
    load: () => import("#app/components/auth/forgot-password-form").then((module) => module.ForgotPasswordForm),
  },
  "reset-password-form": {
    when: "interaction",
    load: () => import("#app/components/auth/reset-password-form").then((module) => module.ResetPasswordForm),
  },
  "display-name-form": {
    when: "interaction",
    load: () => import("#app/components/people/buyer/display-name-form").then((module) => module.DisplayNameForm),
  },
  // The console's forms are plain posts; the button pressed shows that its form is on its way.
  "send-button": {
    when: "interaction",
    load: () => import("#app/components/ui/send-button").then((module) => module.SendingButton),
  },
} as const satisfies Record<IslandName, IslandDefinition>;

export type IslandTrigger = "interaction" | "visible" | "cart";

interface IslandDefinition {
  when: IslandTrigger;
  /** Any component: each entry keeps its own props type (`satisfies` above). */
  load: () => Promise<ComponentType<never>>;
}
