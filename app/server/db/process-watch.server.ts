import type { EventEmitter } from "node:events";

/**
 * Keeps a child process running: when it exits while nobody asked it to,
 * it is started again (with growing pauses while starting fails) until it is
 * back or watching stops. Used for the embedded PostgreSQL.
 */
export interface WatchTarget {
  /** The running process; `exit` events on it mean it died. */
  current(): EventEmitter | undefined;
  /** Starts it again, resolving once it is ready. */
  start(): Promise<void>;
}

export interface Watch {
  /** No restarts from now on (a shutdown began); safe to call more than once. */
  stopWatching(): void;
  /** Resolves once a restart under way (if any) has finished, so the caller can stop what it started. */
  settled(): Promise<void>;
}

interface Options {
  name: string;
  log: (line: string) => void;
  /** Pauses before each attempt: the first lets a shutdown that killed it be noticed; the last repeats. */
  delaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

const DEFAULT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

export function watchProcess(
  target: WatchTarget,
  {
    name,
    log,
    delaysMs = DEFAULT_DELAYS_MS,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: Options,
): Watch {
  let watching = true;
  let restarting: Promise<void> = Promise.resolve();

  const attach = () => {
    target.current()?.once("exit", (code: number | null, signal: NodeJS.Signals | null) => {
      restarting = restart(signal ? `signal ${signal}` : `exit code ${String(code)}`);
    });
  };

  const restart = async (how: string) => {
    for (let attempt = 0; ; attempt += 1) {
      await sleep(delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 1_000);
      if (!watching) return;
      if (attempt === 0) log(`database: ${name} stopped unexpectedly (${how}); starting it again`);
      try {
        await target.start();
      } catch (error) {
        const next = delaysMs[Math.min(attempt + 1, delaysMs.length - 1)] ?? 1_000;
        log(`database: ${name} did not start (${describe(error)}); trying again in ${next / 1000} s`);
        continue;
      }
      log(`database: ${name} is back`);
      attach();
      return;
    }
  };

  attach();
  return {
    stopWatching() {
      watching = false;
    },
    settled: () => restarting,
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return error === undefined ? "it exited early" : String(error);
}
