/**
 * The address of the client that sent this request, as server.ts wrote it
 * into `x-client-ip` (the socket's peer, or with TRUST_PROXY the address the
 * trusted proxies name). Clients can't choose it: server.ts overwrites
 * whatever they send. "unknown" only outside server.ts (tests calling a
 * handler directly).
 */
export function clientAddress(request: Pick<Request, "headers">): string {
  return request.headers.get("x-client-ip")?.trim() || "unknown";
}

/**
 * The client's address as Express names it (`req.ip`) when it trusts
 * `trustedProxies` proxies in front (TRUST_PROXY, a count of hops): the
 * socket's peer, then X-Forwarded-For read from its end, one entry per
 * trusted proxy. For server.ts's paths that answer before Express; the
 * same reading as the proxy-addr package Express uses (a test holds them
 * to the same answers).
 */
export function forwardedClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress;
  // Each address of X-Forwarded-For, last first, as proxy-addr splits them (commas; spaces trimmed).
  const hops: string[] = [];
  let end = forwardedFor.length;
  let start = forwardedFor.length;
  for (let i = forwardedFor.length - 1; i >= 0; i--) {
    const char = forwardedFor.charCodeAt(i);
    if (char === 0x20) {
      if (start === end) start = end = i;
    } else if (char === 0x2c) {
      if (start !== end) hops.push(forwardedFor.substring(start, end));
      start = end = i;
    } else start = i;
  }
  if (start !== end) hops.push(forwardedFor.substring(start, end));
  const addresses = [socketAddress, ...hops];
  return addresses[Math.min(trustedProxies, addresses.length - 1)];
}
