import http, { type Server } from "node:http";

/**
 * How long a client may take to send a request. Node's defaults (60 s for the
 * headers, 300 s for the whole request, checked every 30 s, and no limit at
 * all on a connection that sends nothing) let a client that declares a body
 * and never sends it hold a connection for over five minutes; every
 * visitor's browser sends a request here in well under a second.
 */
export const HEADERS_TIMEOUT_MS = 30_000;
/** Headers and body together: a 1 MB body (the largest taken) needs ~270 kbit/s to arrive in time. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A connection silent this long (sending nothing, or reading nothing) is closed; longer than the
 * request timeout, so a request that is merely late gets its 408 first.
 */
export const IDLE_SOCKET_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 5_000;
/** How often Node looks for requests past those limits: a slow one is cut off within about a second of them. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The HTTP server, with those limits: a late request answers 408, a silent connection is closed. */
export function createHttpServer(): Server {
  const server = http.createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });
  server.setTimeout(IDLE_SOCKET_TIMEOUT_MS);
  return server;
}
