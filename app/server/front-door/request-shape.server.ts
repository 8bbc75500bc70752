/**
 * What a request must look like before anything of the app sees it: a method
 * the site takes, a target in origin form ("/path?query") and a Host the URL
 * parser accepts. React Router builds a URL from the Host and the target and
 * refuses TRACE outright, so anything else would end as a 500.
 */

/** The methods some route of the site answers. */
export const SUPPORTED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The `Allow` header of a 405. */
export const ALLOW_HEADER = SUPPORTED_METHODS.join(", ");

const MAX_HOST_LENGTH = 255;
// A bracketed IP literal or a registered name / IPv4 address, then an optional port.
const HOST_PATTERN = /^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9.])?)(?::(\d{1,5}))?$/;

export interface Refusal {
  status: 400 | 405;
  code: string;
  heading: string;
  detail: string;
}

export interface RequestShape {
  method: string;
  /** The request target exactly as sent (Node's `req.url`). */
  target: string;
  /** The host the request's URL is built from: Host, or X-Forwarded-Host behind a trusted proxy. */
  host: string | undefined;
  /** `http` or `https`: from the connection, or X-Forwarded-Proto behind a trusted proxy. */
  protocol: string;
}

/** True for `name`, `name:port`, `1.2.3.4:80` and `[::1]:3000`; false for what the URL parser would refuse. */
export function isValidHost(host: string | undefined): host is string {
  if (!host || host.length > MAX_HOST_LENGTH) return false;
  const match = HOST_PATTERN.exec(host);
  if (!match) return false;
  const port = match[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  try {
    return new URL(`http://${host}/`).host !== "";
  } catch {
    return false;
  }
}

/** Origin form, the only one a site (not a proxy) serves: absolute URLs and `*` are not. */
export function isOriginForm(target: string): boolean {
  return target.startsWith("/");
}

/**
 * Any other method answers 405 with `Allow`: TRACE and CONNECT (which the
 * fetch API cannot even represent) and the WebDAV and other extensions Node
 * parses. RFC 9110 suggests 501 for methods a server does not know, but a
 * 5xx reads as an outage in every monitor, and the fault is the client's.
 */
export function checkMethod(method: string): Refusal | null {
  if ((SUPPORTED_METHODS as readonly string[]).includes(method)) return null;
  return {
    status: 405,
    code: "method_not_allowed",
    heading: "That kind of request isn't accepted here",
    detail: `This site answers ${ALLOW_HEADER} requests only.`,
  };
}

/** Why a request cannot be served as sent, or null when its method, target and host are sound. */
export function checkRequestShape({ method, target, host, protocol }: RequestShape): Refusal | null {
  const methodRefusal = checkMethod(method);
  if (methodRefusal) return methodRefusal;
  if (!isOriginForm(target)) {
    return {
      status: 400,
      code: "bad_request_target",
      heading: "That address could not be read",
      detail: "Requests here name a path on this site, such as /Shop.",
    };
  }
  if (!isValidHost(host) || (protocol !== "http" && protocol !== "https")) {
    return {
      status: 400,
      code: "bad_host",
      heading: "That request did not name this site",
      detail: "Its Host header is missing or malformed. Please check the address and try again.",
    };
  }
  return null;
}
