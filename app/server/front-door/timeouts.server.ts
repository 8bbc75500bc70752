import http, { type Server } from "node:http";

/**
 * How long a client may take to send a request. Node's defaults (60 s for the
 * headers, 300 s for the whole request, checked every 30 s, and no limit at
 * all on a connection that sends nothing) let a client that declares a body
 * and never sends it hold a connection for over five minutes; every
 * visitor's browser sends a request here in well under a second.
 */
/**
 * Headers, and headers and body together, by default (REQUEST_TIMEOUT_SECONDS): a 1 MB body (the
 * largest taken) needs ~270 kbit/s to arrive in time.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A connection silent this long (sending nothing, or reading nothing) is closed; longer than the
 * request timeout, so a request that is merely late gets its 408 first. Never shorter than 35 s:
 * closing idle keep-alive connections sooner races clients reusing them.
 */
export const idleSocketTimeoutMs = (requestTimeoutMs: number) => Math.max(35_000, requestTimeoutMs + 5_000);
/** How often Node looks for requests past those limits: a slow one is cut off within about a second of them. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The HTTP server, with those limits: a late request answers 408, a silent connection is closed. */
export function createHttpServer(requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  const server = http.createServer({
    headersTimeout: requestTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });
  server.setTimeout(idleSocketTimeoutMs(requestTimeoutMs));
  return server;
}
