/**
 * Scale-out, proven: two server instances (server.ts, as a load balancer
 * would run them) on one PostgreSQL, sharing AUTH_SECRET and nothing else.
 * A session made on one is valid on the other, limits count requests to
 * both, the outbox sends each email once while both run, and the Stripe
 * webhook delivered to both settles an order once. Stripe's API and the mail
 * server are local stand-ins; the instances listen just above E2E_PORT.
 */
import { randomBytes, randomUUID } from "node:crypto";

import type { APIRequestContext } from "@playwright/test";
import Stripe from "stripe";

import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from "#app/server/db/embedded.server";
import { SmtpInbox } from "#tests/support/smtp-inbox";
import { sqlOnce } from "#tests/support/sql";
import { StripeStandIn } from "#tests/support/stripe-stand-in";

import { expect, test, waitForHydration } from "./support/fixtures";
import { cleanUp, type ServerProcess, startServer, tempDataDir, waitUntilHealthy } from "./support/server-process";

/** The n-th port of this spec: above the shared server's, clear of resilience.spec.ts (E2E_PORT+10 to +14). */
const port = (n: number) => Number(process.env.E2E_PORT ?? 3100) + 15 + n;

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SECRET_KEY = "sk_test_nestz_scale_out";
const WEBHOOK_SECRET = "whsec_nestz_scale_out";
const stripeApi = new StripeStandIn(SECRET_KEY);
/** A mail server that takes a while per message (and can hold one until a second sender is sending too). */
let inbox: SmtpInbox;
let database: EmbeddedDatabase;
let servers: [ServerProcess, ServerProcess];
let origin = "";

const query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) =>
  sqlOnce<T>(database.url, sql, values);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await stripeApi.start();
  inbox = new SmtpInbox(await freePort(), { delayMs: 150 });
  await inbox.start();
  database = await startEmbeddedPostgres({ dataDir: await tempDataDir(), log: () => {} });
  // What a load balancer's instances share: the database, the signing secret, the public address.
  origin = `http://127.0.0.1:${port(0)}`;
  const shared = {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: origin,
    SMTP_URL: inbox.url,
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: "pk_test_nestz_scale_out",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripeApi.url,
    // Each request below names its client (X-Forwarded-For), as behind the balancer.
    TRUST_PROXY: "1",
    CHECKOUT_LIMIT_PER_MINUTE: "20",
  };
  // Started together: migrations and seeding take turns on the database's lock.
  servers = [
    startServer({ port: port(0), env: { ...shared, DATA_DIR: await tempDataDir() } }),
    startServer({ port: port(1), env: { ...shared, DATA_DIR: await tempDataDir() } }),
  ];
  await Promise.all(servers.map((server) => waitUntilHealthy(server)));
});

test.afterAll(async () => {
  await cleanUp();
  await inbox?.stop();
  await stripeApi.stop();
});

let addressNumber = 0;
const ownAddress = () => ({ "X-Forwarded-For": `198.18.0.${(addressNumber++ % 250) + 1}` });
const newEmail = () => `scale-${randomUUID().slice(0, 8)}@example.com`;
const [first, second] = [0, 1] as const;
const url = (n: 0 | 1, path: string) => `${servers[n].baseUrl}${path}`;

async function signUpOn(request: APIRequestContext, n: 0 | 1, email = newEmail(), password = "tall cedar trees") {
  const response = await request.post(url(n, "/api/auth/sign-up/email"), {
    data: { name: "Scale Person", email, password },
    headers: { Origin: servers[n].baseUrl, ...ownAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

async function stickerId(): Promise<number> {
  const response = await fetch(url(first, "/api/categories"));
  const categories = (await response.json()) as { items: { id: number; price: number | null }[] }[];
  const sticker = categories.flatMap((category) => category.items).find((item) => item.price === 1);
  if (!sticker) throw new Error("no $1 sticker in the catalog");
  return sticker.id;
}

function startCheckout(n: 0 | 1, id: number, address: Record<string, string>, email = "buyer@example.com") {
  return fetch(url(n, "/.netlify/functions/createPaymentIntent"), {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": randomUUID(), ...address },
    body: JSON.stringify({ items: [{ id, quantity: 1 }], amount: 100, email }),
  });
}

test("a session made on one instance is valid on the other, and signing out on one ends it on both", async ({
  page,
}) => {
  const email = newEmail();
  await page.setExtraHTTPHeaders(ownAddress());
  await page.goto(url(first, "/SignIn"));
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "I'm new here" });
  await form.getByLabel("Display name").fill("Two Instances");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("tall cedar trees");
  await form.getByLabel("Confirm password").fill("tall cedar trees");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(url(first, "/"));

  // Cookies belong to the host, not the port: the second instance gets the same one.
  await page.goto(url(second, "/Account"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Two Instances");
  await expect(page.getByText(email)).toBeVisible();

  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "SIGN OUT" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "SIGN IN" })).toBeVisible();
  const [session] = await query<{ count: number }>(
    'select count(*)::int as count from session join "user" on "user".id = session.user_id where "user".email = $1',
    [email],
  );
  expect(session?.count).toBe(0);
  await page.goto(url(first, "/Account"));
  await expect(page).toHaveURL(/\/SignIn\?redirectTo=%2FAccount$/);
});

test("the per-account sign-in limit counts failures on both instances, from any address", async ({ request }) => {
  const { email, password } = await signUpOn(request, second);
  for (let attempt = 0; attempt < 5; attempt++) {
    const n = attempt % 2 ? second : first;
    const response = await request.post(url(n, "/api/auth/sign-in/email"), {
      data: { email, password: `guess ${attempt}` },
      headers: { Origin: servers[n].baseUrl, ...ownAddress() },
    });
    expect(response.status(), `guess ${attempt + 1} on instance ${n + 1}`).toBe(401);
  }
  for (const n of [first, second]) {
    const response = await request.post(url(n, "/api/auth/sign-in/email"), {
      data: { email, password },
      headers: { Origin: servers[n].baseUrl, ...ownAddress() },
    });
    expect(response.status(), `instance ${n + 1}`).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
  }
});

test("the checkout limit per client address counts requests to both instances", async () => {
  const id = await stickerId();
  const address = ownAddress();
  const statuses: number[] = [];
  for (let n = 0; n < 20; n++) statuses.push((await startCheckout(n % 2 ? second : first, id, address)).status);
  expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  for (const n of [first, second]) {
    const refused = await startCheckout(n, id, address);
    expect(refused.status, `instance ${n + 1}`).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  // Another client is not affected.
  expect((await startCheckout(second, id, ownAddress())).status).toBe(200);
});

test("each outbox email is sent exactly once while both instances send", async () => {
  const count = 40;
  const batch = randomUUID().slice(0, 8);
  // Whichever instance sends first waits at the mail server until the other is sending too.
  inbox.holdNextUntilConcurrent();
  const rows = await query<{ id: string }>(
    `insert into outbox (kind, recipient, subject, text)
     select 'scale-out', 'outbox-' || $1 || '-' || n || '@example.com', 'Scale-out ' || n, 'Message ' || n
     from generate_series(1, ${count}) as n returning id`,
    [batch],
  );
  expect(rows).toHaveLength(count);
  const recipients = Array.from({ length: count }, (_, n) => `outbox-${batch}-${n + 1}@example.com`);

  // Every row marked sent…
  await expect
    .poll(
      async () =>
        (
          await query<{ count: number }>(
            "select count(*)::int as count from outbox where kind = 'scale-out' and status = 'sent'",
          )
        )[0]?.count,
      {
        timeout: 60_000,
      },
    )
    .toBe(count);
  // …each by one instance, and both instances took part.
  const senders = rows.map(
    (row) => servers.filter((server) => server.output().includes(`email: sent #${row.id} `)).length,
  );
  expect(senders).toEqual(rows.map(() => 1));
  for (const server of servers) expect(server.output(), server.baseUrl).toMatch(/email: sent #\d+ \(scale-out\)/);
  // …and each delivered once at the mail server, also after both have had another round.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const delivered = recipients.map((recipient) => inbox.messages.filter((mail) => mail.to.includes(recipient)).length);
  expect(delivered).toEqual(recipients.map(() => 1));
});

test("the Stripe webhook delivered to both instances at once settles the order once", async () => {
  const email = newEmail();
  const started = await startCheckout(first, await stickerId(), ownAddress(), email);
  expect(started.status).toBe(200);
  const { paymentIntent } = (await started.json()) as { paymentIntent: { id: string } };

  const payload = JSON.stringify(stripeApi.succeededEvent(paymentIntent.id));
  const deliveries = Array.from({ length: 10 }, (_, n) =>
    fetch(url(n % 2 ? second : first, "/api/stripe/webhook"), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // Each delivery signed anew, as Stripe does on a retry.
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    }),
  );
  expect((await Promise.all(deliveries)).map((response) => response.status)).toEqual(
    Array.from({ length: 10 }, () => 200),
  );

  const orders = await query<{ status: string }>("select status from orders where email = $1", [email]);
  expect(orders).toEqual([{ status: "paid" }]);
  const confirmations = await query<{ count: number }>(
    "select count(*)::int as count from outbox where recipient = $1 and kind = 'order-confirmation'",
    [email],
  );
  expect(confirmations[0]?.count).toBe(1);
  await inbox.waitFor(email, 30_000);
});

test("a guest's shop page, kept by one instance, follows a catalog change made in the shared database", async () => {
  const guestShop = async () => {
    const response = await fetch(url(second, "/Shop"));
    expect(response.status).toBe(200);
    return response.text();
  };
  // Read twice: the second comes from the instance's memory (docs/decisions/0045).
  expect(await guestShop()).toContain("Nestz Sticker");
  expect(await guestShop()).toContain("Nestz Sticker");
  const renamed = `Nestz Sticker ${randomUUID().slice(0, 6)}`;
  await query("update products set name = $1 where slug = 'sticker'", [renamed]);
  try {
    await expect.poll(guestShop).toContain(renamed);
  } finally {
    await query("update products set name = 'Nestz Sticker' where slug = 'sticker'");
  }
});
