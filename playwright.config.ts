import { defineConfig } from "@playwright/test";

import { CHROMIUM_FLAGS, CHROMIUM_TEST_PATH } from "./scripts/chromium";

/**
 * The production server the specs share (E2E_PORT, 3100 by default, so two
 * checkouts can run their suites side by side); specs that start servers of
 * their own take free ports.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The specs that add, book, return and retire rental units. The public facts and
 * the fleet page count every unit the server has, so one of them at a time.
 */
const FLEET_SPECS = ["console-rentals.spec.ts", "rental-agreements.spec.ts", "rental-returns.spec.ts"];

/**
 * End-to-end tests in Debian's Chromium headless shell (never a downloaded browser) against
 * the production build: `npm run build` runs first (`npm test` does it).
 */
export default defineConfig({
  testDir: "tests/e2e",
  // A migrated, seeded PostgreSQL folder that specs copy for the servers they start themselves.
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results",
  use: {
    browserName: "chromium",
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    timezoneId: "America/Los_Angeles",
    // Recording a trace of every test cost a quarter to a third of the suite's time (0051); CI
    // keeps no files: `--trace retain-on-failure` records them when one is wanted.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_TEST_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    // The rental fleet is one set of units on the shared server: its specs take turns. Listed first
    // so they start at once on one worker beside the rest, rather than in a row at the very end.
    { name: "rental fleet", testMatch: FLEET_SPECS, workers: 1 },
    { name: "chromium", testIgnore: FLEET_SPECS },
  ],
  webServer: {
    command: "node --import tsx tests/e2e/support/serve.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // SIGTERM lets the server finish, stop its PostgreSQL and remove its DATA_DIR.
    gracefulShutdown: { signal: "SIGTERM", timeout: 30_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      // Every spec pays from 127.0.0.1; the per-address checkout limit is proven on servers of
      // its own (tests/e2e/scale-out.spec.ts) and must not trip the shared one.
      CHECKOUT_LIMIT_PER_MINUTE: "1000",
      // Every page a spec opens sends a page view from 127.0.0.1; the per-address limit on
      // them is proven in app/server/insights/changes.db.test.ts.
      INSIGHTS_EVENTS_PER_MINUTE: "1000000",
      // Specs name a client address of their own for sign-ups (support/fixtures.ts ownClientAddress),
      // so the auth layer's per-client limits don't make parallel specs refuse each other.
      TRUST_PROXY: "1",
      // No payment reminders on a timer: the database tests send them at the instants they choose.
      REMINDER_INTERVAL_MINUTES: "0",
      // A slow client is cut off after 5 s rather than 30 (the default, held by a unit test), so
      // the spec that proves the 408 waits seconds, not half a minute.
      REQUEST_TIMEOUT_SECONDS: "5",
    },
  },
});
