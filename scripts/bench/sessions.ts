import { randomUUID } from "node:crypto";

import { sqlOnce } from "#tests/support/sql";

import type { RunningServer } from "./server";

/**
 * Signs up a fresh account through the bench server's auth API (the owner's
 * role granted in its database when `admin`, as `npm run admin:grant` does)
 * and returns its session as a Cookie header.
 */
export async function benchSession(server: RunningServer, { admin }: { admin: boolean }): Promise<string> {
  const email = `bench-${admin ? "admin" : "buyer"}-${randomUUID()}@example.com`;
  const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseUrl },
    body: JSON.stringify({ name: admin ? "Bench Admin" : "Bench Buyer", email, password: `bench-${randomUUID()}` }),
  });
  if (response.status !== 200) throw new Error(`could not sign up a bench account: ${response.status}`);
  if (admin) await sqlOnce(await server.databaseUrl(), `update "user" set role = 'admin' where email = $1`, [email]);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}
