/**
 * Builds the site into its own folder and runs the production server for a
 * benchmark: a free loopback port, a fresh DATA_DIR (so the embedded
 * PostgreSQL starts empty and seeded), and a clean stop by pid, also when the
 * benchmark fails or is interrupted.
 *
 * Why a separate build (BUILD_DIR=build-bench, rebuilt on every run):
 * - the figures describe the working tree as it is now, never a stale build;
 * - the bench build carries hidden source maps (`--sourcemapClient hidden`:
 *   .map files beside the chunks, no sourceMappingURL comment, so the JS the
 *   browser loads is byte-for-byte the production JS), which attribute each
 *   chunk's bytes to the app or to node_modules;
 * - `build/` belongs to `npm start` and the end-to-end tests and is never touched;
 * - its prerendered pages carry this server's own origin as PUBLIC_URL, so
 *   canonical and Open Graph links match the origin being measured.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BENCH_BUILD_DIR = path.join(PROJECT_ROOT, "build-bench");

/** Settings of the caller's shell that would change what is measured. */
const SCRUBBED = ["DATABASE_URL", "DATA_DIR", "PORT", "HOST", "PUBLIC_URL", "NODE_ENV", "BUILD_DIR"];

function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !SCRUBBED.includes(key)) env[key] = value;
  }
  return env;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** `react-router build` into build-bench/ with hidden client source maps; returns the seconds it took. */
export async function buildForBench(publicUrl: string): Promise<number> {
  const started = performance.now();
  const cli = path.join(PROJECT_ROOT, "node_modules/@react-router/dev/bin.js");
  const child = spawn(process.execPath, [cli, "build", "--sourcemapClient", "hidden"], {
    cwd: PROJECT_ROOT,
    env: { ...inheritedEnv(), NODE_ENV: "production", BUILD_DIR: BENCH_BUILD_DIR, PUBLIC_URL: publicUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (code !== 0) throw new Error(`the build failed (exit code ${code}):\n${output}`);
  return (performance.now() - started) / 1000;
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** The server's log (one line per request): kept out of the terminal. */
  logFile: string;
  /** A connection string for the server's embedded PostgreSQL, to count what it wrote. */
  databaseUrl(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx server.ts` in production mode on the given port
 * with a fresh DATA_DIR, and resolves once /healthz answers 200.
 */
export async function startServer(port: number, publicUrl: string): Promise<RunningServer> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "nestz-bench-"));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, which
  // must be able to pass through this folder to reach its data folder.
  await fs.chmod(workDir, 0o711);
  const dataDir = path.join(workDir, "data");
  const logFile = path.join(workDir, "server.log");
  const logFd = openSync(logFile, "w", 0o600);
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, ["--import", "tsx", "start.ts"], {
      cwd: PROJECT_ROOT,
      env: {
        ...inheritedEnv(),
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATA_DIR: dataDir,
        BUILD_DIR: BENCH_BUILD_DIR,
        // The payments benchmark starts thousands of checkouts from one address; the
        // per-address limit (20 a minute by default) would measure 429s instead.
        CHECKOUT_LIMIT_PER_MINUTE: "1000000",
        // The collector benchmark sends each page view from an address of its own in
        // X-Forwarded-For, as a proxy in front would; the server trusts one proxy.
        TRUST_PROXY: "1",
        // The reminders benchmark times the job in its own process; the server's would race it.
        REMINDER_INTERVAL_MINUTES: "0",
      },
      stdio: ["ignore", logFd, logFd],
    });
  } finally {
    closeSync(logFd);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server process could not be started");
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const baseUrl = `http://127.0.0.1:${port}`;

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (isRunning()) {
      // SIGTERM: the server finishes requests in flight and stops its PostgreSQL.
      process.kill(pid, "SIGTERM");
      const killed = await Promise.race([exited.then(() => false), sleep(30_000).then(() => true)]);
      if (killed && isRunning()) {
        process.kill(pid, "SIGKILL");
        await exited;
      }
    }
    await stopLeftoverPostgres(dataDir);
    await fs.rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(baseUrl, isRunning);
  } catch (error) {
    const log = await fs.readFile(logFile, "utf8").catch(() => "");
    await stop();
    const tail = log.trim().split("\n").slice(-40).join("\n");
    throw new Error(`${(error as Error).message}\n--- server log (last lines) ---\n${tail}`);
  }
  const databaseUrl = async () => {
    const log = await fs.readFile(logFile, "utf8");
    const port = /embedded PostgreSQL on 127\.0\.0\.1:(\d+)/.exec(log)?.[1];
    if (!port) throw new Error("the server's log does not say where its PostgreSQL listens");
    const password = (await fs.readFile(path.join(dataDir, "postgres-password"), "utf8")).trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  };
  return { baseUrl, pid, logFile, databaseUrl, stop };
}

async function waitUntilHealthy(baseUrl: string, isRunning: () => boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new Error("the server exited before /healthz answered");
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer /healthz with 200 within ${timeoutMs / 1000} s`);
}

/**
 * Only needed when the server had to be killed: its PostgreSQL would keep
 * running. Stops the postmaster named in the data folder's pid file, after
 * checking that this pid really is a postgres of that folder.
 */
async function stopLeftoverPostgres(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  let cmdline: string[];
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return; // not running
  }
  if (!cmdline.some((part) => part.endsWith("postgres")) || !cmdline.some((part) => part.startsWith(dataDir))) return;
  process.kill(pid, "SIGINT"); // PostgreSQL's "fast" shutdown
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && existsSync(`/proc/${pid}`)) await sleep(100);
  if (existsSync(`/proc/${pid}`)) process.kill(pid, "SIGKILL");
}

/**
 * Builds, starts the server, runs `work` against it and stops the server
 * afterwards, whether `work` succeeded, failed or the run was interrupted
 * (Ctrl+C / SIGTERM stop the server, then exit with 130 / 143).
 */
export async function withBenchServer<T>(work: (server: RunningServer) => Promise<T>): Promise<T> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  console.log(
    `\nBuilding into ${path.relative(PROJECT_ROOT, BENCH_BUILD_DIR)}/ (always rebuilt: measures the working tree as it is) …`,
  );
  const seconds = await buildForBench(publicUrl);
  console.log(`Built in ${seconds.toFixed(1)} s.`);

  const server = await startServer(port, publicUrl);
  console.log(
    `Production server (pid ${server.pid}) on ${server.baseUrl}, fresh DATA_DIR, request logger ON ` +
      `(its one line per request goes to ${server.logFile}, not to this terminal).`,
  );
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal} received: stopping the server (pid ${server.pid}) …`);
    void server.stop().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    return await work(server);
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await server.stop();
    console.log(`Server (pid ${server.pid}) stopped; its DATA_DIR and log removed.`);
  }
}
