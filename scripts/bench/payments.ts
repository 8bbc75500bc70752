/**
 * createPaymentIntent under load on the built-in test provider: each request
 * is a new checkout (its own Idempotency-Key), and the orders table tells
 * whether every answered request wrote exactly one order.
 */
import { randomUUID } from "node:crypto";

import autocannon, { type Result } from "autocannon";

import { sqlOnce } from "#tests/support/sql";

import type { RunningServer } from "./server";

export interface PaymentLoadResult {
  connections: number;
  durationSeconds: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  answered2xx: number;
  /** Requests sent, including the last ones still in flight when the clock stopped. */
  sent: number;
  errors: number;
  non2xx: number;
  ordersWritten: number;
  ordersPerRequest: number;
}

interface ApiCategory {
  items: { id: number; price: number | null }[];
}

async function countOrders(databaseUrl: string): Promise<number> {
  const [row] = await sqlOnce<{ count: number }>(databaseUrl, "select count(*)::int as count from orders");
  return row?.count ?? 0;
}

export async function measureCreatePaymentIntent(
  server: RunningServer,
  connections: number,
  durationSeconds: number,
): Promise<PaymentLoadResult> {
  const categories = (await (await fetch(`${server.baseUrl}/api/categories`)).json()) as ApiCategory[];
  const product = categories.flatMap((category) => category.items).find((item) => item.price !== null);
  if (!product || product.price === null) throw new Error("the catalog has nothing with a price to buy");
  const body = JSON.stringify({
    items: [{ id: product.id, quantity: 2 }],
    amount: Math.round(product.price * 100) * 2,
    email: "bench@example.com",
  });
  const run = (seconds: number) =>
    new Promise<Result>((resolve, reject) => {
      autocannon(
        {
          url: `${server.baseUrl}/.netlify/functions/createPaymentIntent`,
          connections,
          duration: seconds,
          timeout: 10,
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, "idempotency-key": randomUUID() },
              }),
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });

  // Requests in flight when a run ends are answered by the server all the same: wait for them, so
  // the warm-up's last orders are not counted as the measured run's, nor the run's last ones missed.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));
  await run(2); // warm-up, not counted
  await settle();
  const databaseUrl = await server.databaseUrl();
  const before = await countOrders(databaseUrl);
  const result = await run(durationSeconds);
  await settle();
  const ordersWritten = (await countOrders(databaseUrl)) - before;
  return {
    connections,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    answered2xx: result["2xx"],
    sent: result.requests.sent,
    errors: result.errors,
    non2xx: result.non2xx,
    ordersWritten,
    ordersPerRequest: result.requests.sent > 0 ? ordersWritten / result.requests.sent : 0,
  };
}
