/**
 * Stand-ins for the site's outside services, for a database test file: each
 * starts before the file's tests and stops after them.
 */
import { afterAll, beforeAll } from "vitest";

import { SmtpInbox } from "./smtp-inbox";
import { StripeStandIn } from "./stripe-stand-in";

export const STRIPE_TEST_SECRET_KEY = "sk_test_nestz_local";
export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_nestz_local_secret";

/** The Stripe stand-in, with the server's Stripe settings pointing at it. */
export function setUpStripeStandIn(): StripeStandIn {
  const stripeApi = new StripeStandIn(STRIPE_TEST_SECRET_KEY);
  beforeAll(async () => {
    await stripeApi.start();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_nestz_local",
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: stripeApi.url,
    });
  });
  afterAll(() => stripeApi.stop());
  return stripeApi;
}

/** An SMTP server on a free port that keeps every message it is sent. */
export function setUpSmtpInbox(): SmtpInbox {
  const inbox = new SmtpInbox();
  beforeAll(() => inbox.start());
  afterAll(() => inbox.stop());
  return inbox;
}
