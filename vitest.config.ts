import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const app = fileURLToPath(new URL("./app", import.meta.url));
const tests = fileURLToPath(new URL("./tests", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^#app\/(.*)$/, replacement: `${app}/$1` },
      { find: /^#tests\/(.*)$/, replacement: `${tests}/$1` },
    ],
  },
  esbuild: { jsx: "automatic" },
  test: {
    // Vitest leaves one core free by default: one worker on a two-core machine. Every file is
    // independent (the database tests each clone a database of their own), so use them all.
    maxWorkers: availableParallelism(),
    // No test reaches the Department of Revenue: its lookup points at a closed local port unless a
    // test starts the stand-in (tests/support/dor-lookup-stand-in.ts) and points it there.
    env: { DOR_LOOKUP_URL: "http://127.0.0.1:9/AddressRates.aspx" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/lint/**/*.test.ts"],
          exclude: ["app/**/*.db.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["app/**/*.db.test.{ts,tsx}", "tests/db/**/*.test.ts"],
          environment: "node",
          // One PostgreSQL for the run (embedded, or TEST_DATABASE_URL),
          // one fresh database per test file.
          globalSetup: ["tests/setup/db-global.ts"],
          setupFiles: ["tests/setup/db-file.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
