/**
 * The database failing under a running server: paused (a hung host), killed,
 * and, for the server's own embedded PostgreSQL, killed and started again by
 * the server itself. Visitors get the site's 503 (with Retry-After) on every
 * route, API call and form, never a 500; and the site recovers by itself.
 * Like resilience.spec.ts these start their own servers and PostgreSQL, on
 * ports of their own above E2E_PORT.
 */
import { RETRY_AFTER_SECONDS } from "#app/server/front-door/retry-after.server";

import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../app/server/db/embedded.server";
import { expect, test } from "./support/fixtures";
import { preparedDataDir } from "./support/prepared-data";
import {
  cleanUp,
  postgresProcessesFor,
  postmastersFor,
  type ServerProcess,
  serverStatusOf,
  startServer,
  stopServer,
  tempDataDir,
  waitForOutput,
  waitUntilHealthy,
} from "./support/server-process";

/** The n-th port of this spec: E2E_PORT+20 to +23, clear of resilience (+10 to +14) and scale-out (+15, +16). */
const port = (n: number) => Number(process.env.E2E_PORT ?? 3100) + 10 + n;

test.describe.configure({ mode: "default", timeout: 240_000 });

test.afterEach(async () => {
  await cleanUp();
});

const PASSWORD = "a long enough password";

/** A safety net so a hung request fails the test instead of stalling it; the status is what is asserted. */
const PATIENCE_MS = 20_000;

async function signUp(server: ServerProcess): Promise<{ email: string; cookie: string }> {
  const email = `outage-${Date.now()}@example.com`;
  const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ name: "Out Age", email, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { email, cookie };
}

/** Every kind of request that needs the database: pages, a signed-in page, the API, the auth API and the sign-in form. */
function requestsNeedingTheDatabase(server: ServerProcess, account: { email: string; cookie: string }) {
  const json = { "content-type": "application/json", Origin: server.baseUrl };
  return {
    // Signed in: a guest's /Shop may come from memory for the first seconds (see the paused database below).
    "GET /Shop (signed in)": () =>
      fetch(`${server.baseUrl}/Shop`, {
        headers: { cookie: account.cookie },
        signal: AbortSignal.timeout(PATIENCE_MS),
      }),
    "GET /Account (signed in)": () =>
      fetch(`${server.baseUrl}/Account`, {
        headers: { cookie: account.cookie },
        signal: AbortSignal.timeout(PATIENCE_MS),
      }),
    "GET /api/categories": () =>
      fetch(`${server.baseUrl}/api/categories`, { signal: AbortSignal.timeout(PATIENCE_MS) }),
    "GET /api/auth/get-session": () =>
      fetch(`${server.baseUrl}/api/auth/get-session`, {
        headers: { cookie: account.cookie },
        signal: AbortSignal.timeout(PATIENCE_MS),
      }),
    "POST /api/auth/sign-in/email": () =>
      fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ email: account.email, password: PASSWORD }),
        signal: AbortSignal.timeout(PATIENCE_MS),
      }),
    "POST /SignIn (the form)": () =>
      fetch(`${server.baseUrl}/SignIn`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", Origin: server.baseUrl },
        body: new URLSearchParams({ intent: "sign-in", email: account.email, password: PASSWORD }).toString(),
        redirect: "manual",
        signal: AbortSignal.timeout(PATIENCE_MS),
      }),
  };
}

/** Sends them all at once and checks each answered the site's 503, in its own format, with Retry-After. */
async function expectAllUnavailable(requests: Record<string, () => Promise<Response>>) {
  const answers = await Promise.all(
    Object.entries(requests).map(async ([label, send]) => {
      const response = await send();
      return { label, response, text: await response.text() };
    }),
  );
  for (const { label, response, text } of answers) {
    expect(response.status, `${label}: ${text.slice(0, 200)}`).toBe(503);
    expect(response.headers.get("retry-after"), label).toBe(String(RETRY_AFTER_SECONDS));
    if (response.headers.get("content-type")?.startsWith("application/json")) {
      expect(JSON.parse(text), label).toEqual({ error: { code: "database_unavailable", message: expect.any(String) } });
    } else {
      expect(text, label).toContain("We&#x27;ll be right back");
    }
  }
}

async function expectRecovered(server: ServerProcess, account: { email: string; cookie: string }) {
  await expect.poll(() => serverStatusOf(server, "/healthz"), { timeout: 30_000, intervals: [250] }).toBe(200);
  const requests = requestsNeedingTheDatabase(server, account);
  expect((await requests["GET /Shop (signed in)"]()).status).toBe(200);
  expect((await fetch(`${server.baseUrl}/Shop`)).status).toBe(200);
  expect((await requests["GET /Account (signed in)"]()).status).toBe(200);
  expect((await requests["POST /api/auth/sign-in/email"]()).status).toBe(200);
  expect(server.isRunning(), "recovered without a restart of the server").toBe(true);
}

/** A few requests at once, so the pool holds open connections that a paused database leaves hanging. */
async function warmUp(server: ServerProcess) {
  await Promise.all(Array.from({ length: 8 }, async () => (await fetch(`${server.baseUrl}/Shop`)).text()));
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }
}

test("a paused PostgreSQL (a hung host): every route, API call and form answers 503 in seconds, then recovers", async () => {
  const databaseDir = await preparedDataDir();
  const database = await startEmbeddedPostgres({ dataDir: databaseDir, log: () => {} });
  let paused: number[] = [];
  try {
    const server = startServer({ port: port(10), env: { DATABASE_URL: database.url, DATA_DIR: await tempDataDir() } });
    await waitUntilHealthy(server);
    const account = await signUp(server);
    await warmUp(server);

    paused = postgresProcessesFor(databaseDir);
    expect(paused.length).toBeGreaterThan(1);
    signal(paused, "SIGSTOP");
    await expectAllUnavailable(requestsNeedingTheDatabase(server, account));
    // A guest's /Shop is kept per catalog version, vouched for by a read at most 3 s old
    // (docs/decisions/0045); once none succeeds, it is rendered again and answers 503.
    await expect
      .poll(() => serverStatusOf(server, "/Shop", { signal: AbortSignal.timeout(PATIENCE_MS) }), {
        timeout: 30_000,
      })
      .toBe(503);

    signal(paused, "SIGCONT");
    paused = [];
    await expectRecovered(server, account);
    expect((await stopServer(server, "SIGTERM")).code, server.output()).toBe(0);
  } finally {
    signal(paused, "SIGCONT");
    await database.stop();
  }
});

test("SIGTERM while PostgreSQL is paused: the server names the step that hung and exits 1 by its deadline, not never", async () => {
  const databaseDir = await preparedDataDir();
  const database = await startEmbeddedPostgres({ dataDir: databaseDir, log: () => {} });
  let paused: number[] = [];
  try {
    const server = startServer({
      port: port(13),
      env: { DATABASE_URL: database.url, DATA_DIR: await tempDataDir(), SHUTDOWN_DEADLINE_SECONDS: "2" },
    });
    await waitUntilHealthy(server);

    // Closing a connection waits for the server's goodbye, which a paused PostgreSQL never sends.
    paused = postgresProcessesFor(databaseDir);
    signal(paused, "SIGSTOP");
    const stopped = await stopServer(server, "SIGTERM");
    expect(stopped, server.output()).toEqual({ code: 1, signal: null });
    expect(server.output()).toMatch(/server: shutdown stuck stopping the [a-z' ]+ after 2 s; exiting/);
    expect(server.output()).not.toContain("server: stopped");
  } finally {
    signal(paused, "SIGCONT");
    await database.stop();
  }
});

test("a killed PostgreSQL: the API and the sign-in form answer 503, and the site recovers when it is back", async () => {
  const databaseDir = await preparedDataDir();
  let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: databaseDir, log: () => {} });
  const databasePort = Number(new URL(database.url).port);
  try {
    const server = startServer({ port: port(11), env: { DATABASE_URL: database.url, DATA_DIR: await tempDataDir() } });
    await waitUntilHealthy(server);
    const account = await signUp(server);
    await warmUp(server);

    const [postmaster = 0] = postmastersFor(databaseDir);
    process.kill(postmaster, "SIGKILL");
    await expect.poll(() => postgresProcessesFor(databaseDir), { timeout: 30_000 }).toEqual([]);
    await expectAllUnavailable(requestsNeedingTheDatabase(server, account));

    database = await startEmbeddedPostgres({ dataDir: databaseDir, port: databasePort, log: () => {} });
    await expectRecovered(server, account);
    expect((await stopServer(server, "SIGTERM")).code, server.output()).toBe(0);
  } finally {
    await database.stop();
  }
});

test("the server's own PostgreSQL, killed, is started again on the same folder and port, and the site comes back by itself", async () => {
  const dataDir = await preparedDataDir();
  const server = startServer({ port: port(12), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(server);
  const [, databasePort] = await waitForOutput(server, /database: embedded PostgreSQL on 127\.0\.0\.1:(\d+)/);
  const account = await signUp(server);

  const [postmaster = 0] = postmastersFor(dataDir);
  process.kill(postmaster, "SIGKILL");
  await waitForOutput(
    server,
    /the embedded PostgreSQL \(127\.0\.0\.1:\d+\) stopped unexpectedly \(signal SIGKILL\); starting it again/,
  );
  await waitForOutput(server, new RegExp(`the embedded PostgreSQL \\(127\\.0\\.0\\.1:${databasePort}\\) is back`));
  await expectRecovered(server, account);

  // A new PostgreSQL for the folder, and only one: never two.
  const postmasters = postmastersFor(dataDir);
  expect(postmasters).toHaveLength(1);
  expect(postmasters[0]).not.toBe(postmaster);
  expect(server.output().match(/is back/g)).toHaveLength(1);

  const { code } = await stopServer(server, "SIGTERM");
  expect(code, server.output()).toBe(0);
  expect(server.output()).toContain("server: stopped");
  expect(postgresProcessesFor(dataDir), "no PostgreSQL left running for the data folder").toEqual([]);
});
