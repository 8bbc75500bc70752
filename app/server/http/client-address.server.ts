/**
 * The address of the client that sent this request, as server.ts wrote it
 * into `x-client-ip` (the socket's peer, or with TRUST_PROXY the address the
 * trusted proxies name). Clients can't choose it: server.ts overwrites
 * whatever they send. "unknown" only outside server.ts (tests calling a
 * handler directly).
 */
export function clientAddress(request: Request): string {
  return request.headers.get("x-client-ip")?.trim() || "unknown";
}
