/**
 * `test` for console specs: one admin per worker, its session reused by every
 * test (the `page` fixture starts signed in). Sign-ups are rate limited per
 * client (10 a minute) on the server all specs share, so specs must not sign
 * up an admin for every test.
 */
import type { BrowserContextOptions } from "@playwright/test";

import { E2E_PORT } from "./e2e-database";
import { signUpAdmin, test as base } from "./fixtures";

export interface ConsoleAdmin {
  email: string;
  name: string;
  storageState: Exclude<BrowserContextOptions["storageState"], string | undefined>;
}

export const test = base.extend<object, { admin: ConsoleAdmin }>({
  admin: [
    async ({ browser }, provide) => {
      const baseURL = `http://127.0.0.1:${E2E_PORT}`;
      const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      const { email, name } = await signUpAdmin(await context.newPage(), baseURL);
      const storageState = await context.storageState();
      await context.close();
      await provide({ email, name, storageState });
    },
    { scope: "worker" },
  ],
  storageState: async ({ admin }, provide) => provide(admin.storageState),
});

/** Today in the business's time zone, as the server counts it. */
export function businessToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
}
