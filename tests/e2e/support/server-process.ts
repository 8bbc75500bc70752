/**
 * Starts server.ts as its own process (the pid IS the server, so signals
 * reach it and nothing in between), watches its output, and cleans up every
 * process and folder it started, by pid.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const PROJECT_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  /** Everything it wrote so far, stdout and stderr interleaved. */
  output(): string;
  stderr(): string;
  /** Resolves with how the process ended. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isRunning(): boolean;
}

const started = new Set<ServerProcess>();

/** Settings a developer's shell might carry that would change what is tested. */
const SCRUBBED = ["DATABASE_URL", "TEST_DATABASE_URL", "PUBLIC_URL", "DATA_DIR", "PORT", "HOST", "NODE_ENV"];

export function startServer(options: { port: number; env?: Record<string, string> }): ServerProcess {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !SCRUBBED.includes(key)) env[key] = value;
  }
  Object.assign(env, { NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(options.port) }, options.env);

  const child = spawn(process.execPath, ["--import", "tsx", "start.ts"], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let all = "";
  let errors = "";
  child.stdout?.on("data", (chunk: Buffer) => (all += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => {
    all += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  const server: ServerProcess = {
    child,
    baseUrl: `http://127.0.0.1:${options.port}`,
    output: () => all,
    stderr: () => errors,
    exited,
    isRunning: () => child.exitCode === null && child.signalCode === null,
  };
  started.add(server);
  void exited.then(() => started.delete(server));
  return server;
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The status a request to `url` answers, or how it failed to answer, for polling a server while its
 * database comes and goes: a connection lost to a busy machine's timing (a kept-alive socket the
 * server closed a moment before) is one more try, not the end of the test; the poll still fails if
 * the expected status never comes.
 */
async function statusOf(url: string, init?: RequestInit): Promise<number | string> {
  try {
    const response = await fetch(url, init);
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return `no answer (${cause?.code ?? String(error)})`;
  }
}

/** `statusOf` a path of a server, or, once the process has ended, its log: a poll then fails saying why. */
export async function serverStatusOf(server: ServerProcess, pathname: string, init?: RequestInit) {
  const status = await statusOf(`${server.baseUrl}${pathname}`, init);
  return server.isRunning() ? status : `the server ended:\n${server.output().slice(-4_000)}`;
}

/** Waits until `/healthz` answers 200, failing early (with the log) if the process ends. */
export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning()) throw new Error(`the server exited before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(`${server.baseUrl}/healthz`, { signal: AbortSignal.timeout(3_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export async function waitForOutput(
  server: ServerProcess,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = server.output().match(pattern);
    if (match) return match;
    await sleep(100);
  }
  throw new Error(`no ${pattern} in the server's output within ${timeoutMs} ms:\n${server.output()}`);
}

/** Sends a signal and waits for the process to end. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM") {
  if (server.isRunning()) server.child.kill(signal);
  return server.exited;
}

function parentOf(pid: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: state, ppid, ...
    return Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
  } catch {
    return null;
  }
}

const processIds = () => readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));

/** The PostgreSQL servers (postmasters) of this data folder: their command lines name it. */
export function postmastersFor(dataDir: string): number[] {
  const postmasters: number[] = [];
  for (const entry of processIds()) {
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (
        cmdline.some((part) => part.endsWith("postgres")) &&
        cmdline.some((part) => part === dataDir || part.startsWith(`${dataDir}/`))
      ) {
        postmasters.push(Number(entry));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return postmasters;
}

/**
 * The PostgreSQL of this data folder: its postmaster and the postmaster's own
 * processes (checkpointer, WAL writer, connections), postmaster first.
 */
export function postgresProcessesFor(dataDir: string): number[] {
  const postmasters = postmastersFor(dataDir);
  const children = processIds()
    .filter((entry) => postmasters.includes(parentOf(entry) ?? -1))
    .map(Number);
  return [...postmasters, ...children];
}

export async function makeDataDir(): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), "nestz-resilience-"));
}

const dataDirs = new Set<string>();

/** A fresh folder, removed (with any PostgreSQL still running in it) by `cleanUp`. */
export async function tempDataDir(): Promise<string> {
  const dir = await makeDataDir();
  dataDirs.add(dir);
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `signal` to the pid and waits (bounded) until it is gone; SIGKILL after the wait. */
export async function stopPid(pid: number, signal: NodeJS.Signals, timeoutMs = 30_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}

/**
 * After each test, passing or not: kills the servers it started, stops the
 * PostgreSQL of its folders (the postmaster, by the pid in its pid file) and
 * removes the folders.
 */
export async function cleanUp(): Promise<void> {
  for (const server of [...started]) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  for (const dir of [...dataDirs]) {
    const pidFile = path.join(dir, "postgres", "postmaster.pid");
    if (existsSync(pidFile)) {
      const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
      if (Number.isInteger(pid) && pid > 0 && postgresProcessesFor(dir).includes(pid)) await stopPid(pid, "SIGINT");
    }
    await fs.rm(dir, { recursive: true, force: true });
    dataDirs.delete(dir);
  }
}
