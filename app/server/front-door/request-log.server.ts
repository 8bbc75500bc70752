import process from "node:process";

import { withoutPrivateKeys } from "#app/domain/site/private-links";

/**
 * How a request is logged: the path only, since query strings can carry tokens that do not
 * belong in logs, and without the key of a private link (a proposal, an invoice, a reset link).
 */
export function requestLine(method: string, target: string, status: number, ms: number): string {
  const pathOnly = withoutPrivateKeys(target.split("?")[0] ?? "");
  const shown = pathOnly.length > 200 ? `${pathOnly.slice(0, 200)}…` : pathOnly;
  return `${method} ${shown} ${status} ${ms.toFixed(1)}ms`;
}

interface Options {
  write?: (text: string) => void;
  /** A line waits at most this long for others to go with it. */
  flushMs?: number;
  /** Written at once past this much waiting. */
  maxWaitingChars?: number;
}

/**
 * One line a request, written a batch at a time: a file's writes are
 * synchronous in Node, and a write a request cost a tenth of a prerendered
 * page's time (docs/decisions/0045). Lines wait at most `flushMs`; what is
 * waiting is written on `flush()` (shutdown) and when the process exits.
 */
export function requestLog({
  write = (text) => process.stdout.write(text),
  flushMs = 100,
  maxWaitingChars = 64 * 1024,
}: Options = {}) {
  let waiting: string[] = [];
  let chars = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const text = `${waiting.join("\n")}\n`;
    waiting = [];
    chars = 0;
    write(text);
  };
  process.once("exit", flush);
  return {
    add(line: string) {
      waiting.push(line);
      chars += line.length + 1;
      if (chars >= maxWaitingChars) flush();
      else timer ??= setTimeout(flush, flushMs).unref();
    },
    flush,
  };
}

export type RequestLog = ReturnType<typeof requestLog>;
