import type { NextFunction, Request, Response } from "express";

/**
 * A 503 here means the database is away for a moment (a restart, a failover):
 * tell clients and crawlers when to come back. The embedded PostgreSQL is
 * restarted within seconds; a managed one fails over within a minute.
 */
export const RETRY_AFTER_SECONDS = 30;

/** Adds Retry-After to every 503, whichever part of the app answered it. */
export function retryAfterOn503(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  // Every response passes through writeHead, also when headers are sent implicitly.
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    if (status === 503 && !this.getHeader("Retry-After")) this.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}
