import { isIPv4, isIPv6 } from "node:net";

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
 * How much of an IPv6 address names one client for a limit. A home or a
 * server is given a whole /64 and may use any address inside it, so a limit
 * per exact address is no limit at all; Better Auth's limits use the same.
 */
export const IPV6_CLIENT_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address (node:net has said it is one), a dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const groupsOf = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a per-client limit counts `address` under: an IPv4 address whole
 * (an IPv4-mapped IPv6 one as its IPv4 address), an IPv6 address by its /64
 * ("2001:db8:0:0::/64"), so rotating through one's own /64 does not reset a
 * limit. Anything else (the "unknown" of a handler called directly) as given.
 */
export function limitAddress(address: string): string {
  const given = address.trim().toLowerCase();
  if (isIPv4(given)) return given;
  const unzoned = given.replace(/%.*$/, "");
  if (!isIPv6(unzoned)) return given;
  const groups = ipv6Groups(unzoned);
  const [g6 = 0, g7 = 0] = groups.slice(6);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff].join(".");
  }
  return `${groups
    .slice(0, IPV6_CLIENT_PREFIX / 16)
    .map((group) => group.toString(16))
    .join(":")}::/${IPV6_CLIENT_PREFIX}`;
}

/** The key this request's client is limited under (`limitAddress` of its `clientAddress`). */
export function clientLimitAddress(request: Request): string {
  return limitAddress(clientAddress(request));
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
