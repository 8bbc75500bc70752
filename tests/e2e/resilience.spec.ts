/**
 * The server under stress: killed outright, its database gone and back, bad
 * settings, and a shutdown with a request still in flight. These specs start
 * their own servers (on ports just above E2E_PORT) and their own PostgreSQL, never the
 * shared one of playwright.config.ts.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";

import pg from "pg";

import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../app/server/db/embedded.server";
import { sendRaw } from "../support/raw-http";
import { expect, test } from "./support/fixtures";
import { preparedDataDir } from "./support/prepared-data";
import {
  cleanUp,
  postgresProcessesFor,
  type ServerProcess,
  serverStatusOf,
  startServer,
  stopServer,
  tempDataDir,
  waitForOutput,
  waitUntilHealthy,
} from "./support/server-process";

/** The n-th port of this spec's own: beside the shared server's, so two checkouts can run side by side. */
const port = (n: number) => Number(process.env.E2E_PORT ?? 3100) + 10 + n;

// One at a time, in order (they are heavy for a 2-core machine), and a failure
// does not hide the results of the tests after it.
test.describe.configure({ mode: "default", timeout: 240_000 });

test.afterEach(async () => {
  await cleanUp();
});

interface ApiCategory {
  title: string;
  items: { id: number; name: string; price: number | null }[];
}

async function stickerName(server: ServerProcess): Promise<string | undefined> {
  const response = await fetch(`${server.baseUrl}/api/categories`);
  expect(response.status).toBe(200);
  const categories = (await response.json()) as ApiCategory[];
  return categories.flatMap((category) => category.items).find((item) => item.price === 1)?.name;
}

/** Connects to a server's embedded PostgreSQL as its log and DATA_DIR describe it. */
async function embeddedClient(server: ServerProcess, dataDir: string): Promise<pg.Client> {
  const [, port] = await waitForOutput(server, /database: embedded PostgreSQL on 127\.0\.0\.1:(\d+)/);
  const password = (await readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(port),
    user: "postgres",
    password,
    database: "postgres",
  });
  await client.connect();
  return client;
}

async function renameSticker(server: ServerProcess, dataDir: string, name: string) {
  const client = await embeddedClient(server, dataDir);
  try {
    const result = await client.query("update products set name = $1 where price_cents = 100 returning id", [name]);
    expect(result.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}

async function expectCleanStop(server: ServerProcess, dataDir: string) {
  const { code, signal } = await stopServer(server, "SIGTERM");
  expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(server.output()).toContain("server: stopped");
  expect(postgresProcessesFor(dataDir), "no PostgreSQL left running for the data folder").toEqual([]);
}

test("SIGKILL, then a restart on the same data folder, loses nothing", async () => {
  const dataDir = await preparedDataDir();
  const first = startServer({ port: port(0), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(first);
  const renamed = `Nestz sticker ${Date.now()}`;
  await renameSticker(first, dataDir, renamed);
  expect(await stickerName(first)).toBe(renamed);

  const killed = await stopServer(first, "SIGKILL");
  expect(killed.signal).toBe("SIGKILL");
  // The case to handle: the killed server's PostgreSQL is still running, holding the folder.
  expect(postgresProcessesFor(dataDir).length, "the orphaned PostgreSQL").toBeGreaterThan(0);

  const second = startServer({ port: port(0), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(second);
  expect(await stickerName(second)).toBe(renamed);
  await expectCleanStop(second, dataDir);
});

test("a power cut (server and PostgreSQL both killed) loses no committed change", async () => {
  const dataDir = await preparedDataDir();
  const first = startServer({ port: port(1), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(first);
  const renamed = `Nestz sticker ${Date.now()}`;
  await renameSticker(first, dataDir, renamed);

  const postgres = postgresProcessesFor(dataDir);
  expect(postgres.length, "the postmaster and its processes").toBeGreaterThan(1);
  process.kill(first.child.pid ?? 0, "SIGKILL");
  for (const pid of postgres) {
    try {
      process.kill(pid, "SIGKILL");
    } catch (error) {
      // A connection process may already have ended with its postmaster.
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }
  await first.exited;
  // Gone entirely, as after a reboot: not even a zombie left for PostgreSQL's lock check to find.
  await expect.poll(() => postgres.filter((pid) => existsSync(`/proc/${pid}`)), { timeout: 30_000 }).toEqual([]);

  const second = startServer({ port: port(1), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(second);
  expect(await stickerName(second)).toBe(renamed);
  await expectCleanStop(second, dataDir);
});

test("with the database down, dynamic pages answer a friendly 503, prerendered pages still load, and it recovers by itself", async ({
  page,
}) => {
  const databaseDir = await preparedDataDir();
  let database: EmbeddedDatabase = await startEmbeddedPostgres({ dataDir: databaseDir, log: () => {} });
  const databasePort = Number(new URL(database.url).port);
  try {
    const server = startServer({
      port: port(2),
      env: { DATABASE_URL: database.url, DATA_DIR: await tempDataDir() },
    });
    await waitUntilHealthy(server);
    expect((await fetch(`${server.baseUrl}/Shop`)).status).toBe(200);
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toMatchObject({ database: "up" });
    // A signed-in visitor too: their session is read from the database on every page.
    const signedUp = await page.request.post(`${server.baseUrl}/api/auth/sign-up/email`, {
      data: { name: "Down Time", email: `down-${Date.now()}@example.com`, password: "a long enough password" },
      headers: { Origin: server.baseUrl },
    });
    expect(signedUp.status(), await signedUp.text()).toBe(200);

    await database.stop();

    await expect.poll(() => serverStatusOf(server, "/healthz"), { timeout: 15_000 }).toBe(503);
    const health = await fetch(`${server.baseUrl}/healthz`);
    expect(health.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await health.json()).toMatchObject({ database: "down" });

    for (const path of ["/Shop", "/Shwag"]) {
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status(), path).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      const text = await page.getByRole("main").innerText();
      expect(text, "no stack trace or driver message shown").not.toMatch(/ECONNREFUSED|at .+:\d+:\d+|Error:/);
      // Prerendered pages still work, so the 503 page points to them.
      await expect(page.getByRole("main").getByRole("link", { name: "Questions and answers" })).toBeVisible();
    }

    for (const path of ["/Account", "/Checkout"]) {
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status(), `${path}, signed in`).toBe(503);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We'll be right back");
    }
    await page.context().clearCookies();

    const api = await fetch(`${server.baseUrl}/api/categories`);
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });

    for (const path of ["/Specs", "/", "/FAQ"]) {
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status(), `${path} is prerendered and needs no database`).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    database = await startEmbeddedPostgres({ dataDir: databaseDir, port: databasePort, log: () => {} });
    await expect.poll(() => serverStatusOf(server, "/healthz"), { timeout: 15_000, intervals: [500] }).toBe(200);
    expect((await fetch(`${server.baseUrl}/Shop`)).status).toBe(200);
    expect(await stickerName(server)).toBeDefined();
    expect(server.isRunning(), "recovered without a restart").toBe(true);

    const { code } = await stopServer(server, "SIGTERM");
    expect(code, server.output()).toBe(0);
  } finally {
    await database.stop();
  }
});

test.describe("bad configuration stops start-up with a clear message and exit code 1", () => {
  const cases: [string, string][] = [
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["CONTACT_EMAIL", "nope"],
    ["DATABASE_URL", "mysql://localhost/nestz"],
    ["PUBLIC_URL", "ftp://nestz.example"],
  ];
  for (const [name, value] of cases) {
    test(`${name}=${value}`, async () => {
      const dataDir = path.join(await tempDataDir(), "never-created");
      const server = startServer({ port: port(3), env: { [name]: value, DATA_DIR: dataDir } });
      const { code } = await server.exited;
      expect(code, server.output()).toBe(1);
      expect(server.stderr()).toContain(name);
      expect(server.stderr(), "a message, not a stack trace").not.toMatch(/^\s+at /m);
      await expect(readFile(path.join(dataDir, "postgres-password"))).rejects.toThrow();
    });
  }
});

test("SIGTERM lets a request in flight finish, then stops cleanly with exit code 0", async () => {
  const dataDir = await preparedDataDir();
  const server = startServer({ port: port(4), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(server);

  // A request whose first half has arrived when the signal does.
  const socket = net.connect(port(4), "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  await new Promise<void>((resolve) => socket.on("connect", () => resolve()));
  socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port(4)}\r\n`);
  // Time for the server to read that half, so it counts the connection as busy, even on a loaded machine.
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  server.child.kill("SIGTERM");
  await waitForOutput(server, /SIGTERM received/);
  // New visitors are turned away while the old request is still open.
  await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  expect(server.isRunning()).toBe(true);

  socket.write("Accept: application/json\r\n\r\n");
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(answer).toContain('"database":"up"');

  const { code, signal } = await server.exited;
  expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
  expect(server.output()).toMatch(/SIGTERM received[\s\S]*GET \/healthz 200[\s\S]*server: stopped/);
  expect(postgresProcessesFor(dataDir)).toEqual([]);
});

test("refused CONNECT requests, however their clients leave, do not hold a shutdown open", async () => {
  const dataDir = await preparedDataDir();
  const server = startServer({ port: port(4), env: { DATA_DIR: dataDir } });
  await waitUntilHealthy(server);

  // Clients that ask for a tunnel: one plain, one that sends half a body and hangs up, one whose
  // body is larger than the socket buffers (the server never reads it), and, below, one that reads
  // the refusal and keeps its side open.
  const host = `127.0.0.1:${port(4)}`;
  const head = (extra: string) => `CONNECT / HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`;
  const json = (body: string) => `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`;
  const large = "[".repeat(1_000_000);
  const answers = await Promise.all([
    sendRaw(port(4), head("")),
    sendRaw(port(4), `${head(json("x".repeat(100)))}{"email":`, { endAfterSending: true }),
    sendRaw(port(4), `${head(json(large))}${large}`),
  ]);
  const lingering = net.connect(port(4), "127.0.0.1");
  lingering.on("error", () => undefined);
  const answered = new Promise<string>((resolve) =>
    lingering.once("data", (chunk: Buffer) => resolve(chunk.toString())),
  );
  lingering.write(head(""));
  expect([...answers.map((answer) => answer.status), Number((await answered).split(" ")[1])]).toEqual([
    405, 405, 405, 405,
  ]);

  // Before the fix this waited for ever: those sockets were outside what the HTTP server closes.
  const stopped = expectCleanStop(server, dataDir).then(() => "stopped");
  const late = new Promise((resolve) => setTimeout(resolve, 30_000, "still running 30 s after SIGTERM"));
  expect(await Promise.race([stopped, late])).toBe("stopped");
  lingering.destroy();
});
