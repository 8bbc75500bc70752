/**
 * POST /api/insights/event, answered by server.ts before the router: a page
 * view beacon is tiny and arrives with every page, so it skips the
 * compression, static and rendering layers (and their cost) altogether.
 * What is counted is app/server/insights/page-views.server.ts `collectPageView`;
 * the answer, `receivePageView`, is here.
 *
 * Two doors lead there. `beaconBeforeExpress` takes the ordinary beacon
 * straight from Node's HTTP server (docs/decisions/0041): one exact target,
 * a declared body of at most EVENT_MAX_BYTES, a sound Host; everything else
 * goes on to Express, whose guards answer it as they answer any request, and
 * reaches `insightsBeacon` there.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import type { NextFunction, Request, Response } from "express";

import { INSIGHTS_EVENT_PATH } from "#app/domain/insights/endpoint";
import { EVENT_MAX_BYTES, isEventContentType, pageViewEventSchema } from "#app/domain/insights/event";
import { isUnavailableError } from "#app/server/db/client.server";
import { forwardedClientAddress } from "#app/server/http/client-address.server";
import { thrownDataStatus } from "#app/server/http/resource-errors.server";
import { type BeaconRequest, collectPageView } from "#app/server/insights/page-views.server";

import { bodyOf } from "./request-body.server";
import { isValidHost } from "./request-shape.server";

export interface BeaconAnswer {
  status: 204 | 400 | 413 | 415 | 429;
  headers: Record<string, string>;
  body: { error: { code: string; message: string } } | null;
}

function refused(
  status: BeaconAnswer["status"],
  code: string,
  message: string,
  extra?: Record<string, string>,
): BeaconAnswer {
  return { status, headers: { "Cache-Control": "no-store", ...extra }, body: { error: { code, message } } };
}

/**
 * POST /api/insights/event: a small, well-formed page view is counted (or
 * quietly not) with 204; a wrong type is 415, too large 413, malformed 400, too
 * many from one client 429. Never a 5xx: when the database is away the view is
 * dropped and the answer is still 204 (the beacon cannot do anything with an
 * error, and a 5xx reads as an outage to every monitor; decision 0026).
 */
export async function receivePageView(request: BeaconRequest & { body: Buffer | undefined }): Promise<BeaconAnswer> {
  if (!isEventContentType(request.headers.get("content-type"))) {
    return refused(415, "unsupported_media_type", "Send the event as text/plain or application/json.");
  }
  const body = request.body ?? Buffer.alloc(0);
  if (body.length > EVENT_MAX_BYTES) return refused(413, "too_large", "That event is too large.");
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return refused(400, "malformed_json", "The event is not valid JSON.");
  }
  const parsed = pageViewEventSchema.safeParse(value);
  if (!parsed.success) return refused(400, "invalid_event", "The event is not one this site sends.");
  try {
    const { outcome, retryAfterSeconds } = await collectPageView(request, parsed.data);
    if (outcome === "rate-limited") {
      return refused(429, "rate_limited", "Too many events from this address.", {
        "Retry-After": String(retryAfterSeconds ?? 60),
      });
    }
  } catch (error) {
    if (!isUnavailableError(error) && thrownDataStatus(error) !== 503)
      console.error("insights: an event failed", error);
  }
  return { status: 204, headers: { "Cache-Control": "no-store" }, body: null };
}

/** The beacon behind Express: for the requests `beaconBeforeExpress` leaves to it. */
export function insightsBeacon() {
  return (req: Request, res: Response, next: NextFunction) => {
    // Mounted at the path: anything below it is not this endpoint.
    if (req.path !== "/") return next();
    if (req.method !== "POST") {
      res
        .status(405)
        .set({ Allow: "POST", "Cache-Control": "no-store" })
        .json({ error: { code: "method_not_allowed", message: "Use POST." } });
      return;
    }
    const headers = { get: (name: string) => req.get(name) ?? null };
    const address = String(req.headers["x-client-ip"] ?? "unknown");
    receivePageView({ headers, address, body: bodyOf(req) }).then(
      (answer) => {
        res.status(answer.status).set(answer.headers);
        if (answer.body) res.json(answer.body);
        else res.end();
      },
      // receivePageView catches what can go wrong; this is the last guard against a 500.
      () => res.status(204).set("Cache-Control", "no-store").end(),
    );
  };
}

export interface BeaconDoorOptions {
  /** Headers every response of the site carries (security-headers.server.ts). */
  securityHeaders: Record<string, string>;
  /** TRUST_PROXY: how many proxies in front name the client in X-Forwarded-For. */
  trustedProxies: number;
  /** Where the minute's tally goes (the request log): one line a minute, not one a beacon. */
  log?: (line: string) => void;
}

export interface BeaconDoor {
  /** Answers the request and returns true when it is an ordinary beacon; false leaves it to Express. */
  take(req: IncomingMessage, res: ServerResponse): boolean;
  /** Writes the tally of beacons not yet logged (on the way down). */
  close(): void;
}

const TALLY_MS = 60_000;

/**
 * The ordinary beacon, answered before Express. It is taken only when every
 * check Express's guards would make already passes on its headers: POST to
 * exactly INSIGHTS_EVENT_PATH (no query), a Content-Length of at most
 * EVENT_MAX_BYTES and no Transfer-Encoding, a Host the URL parser accepts and
 * no forwarded host or scheme to judge; a NUL or a nested body, which the
 * guards refuse, is refused by the event's own schema (400). The client
 * address is the one Express would name. Its answer carries the same headers;
 * the request log gets one line a minute with the beacons answered, by status.
 */
export function beaconBeforeExpress({
  securityHeaders,
  trustedProxies,
  log = console.log,
}: BeaconDoorOptions): BeaconDoor {
  const tally = new Map<number, number>();
  let tallyStarted = Date.now();
  const writeTally = () => {
    const now = Date.now();
    if (tally.size > 0) {
      const total = [...tally.values()].reduce((sum, n) => sum + n, 0);
      const byStatus = [...tally]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status} ×${n}`)
        .join(", ");
      log(`POST ${INSIGHTS_EVENT_PATH}: ${total} in ${Math.round((now - tallyStarted) / 1000)} s (${byStatus})`);
      tally.clear();
    }
    tallyStarted = now;
  };
  const timer = setInterval(writeTally, TALLY_MS);
  timer.unref();

  const answer = (res: ServerResponse, { status, headers, body }: BeaconAnswer) => {
    tally.set(status, (tally.get(status) ?? 0) + 1);
    if (res.headersSent || res.destroyed) return;
    if (body) {
      const json = JSON.stringify(body);
      res.writeHead(status, {
        ...securityHeaders,
        ...headers,
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(json)),
      });
      res.end(json);
    } else {
      res.writeHead(status, { ...securityHeaders, ...headers });
      res.end();
    }
  };

  const isOrdinary = (req: IncomingMessage): boolean => {
    if (req.method !== "POST" || req.url !== INSIGHTS_EVENT_PATH) return false;
    const { headers } = req;
    if (headers["transfer-encoding"] !== undefined) return false;
    const length = headers["content-length"];
    if (length === undefined || !/^\d{1,4}$/.test(length) || Number(length) > EVENT_MAX_BYTES) return false;
    if (headers["x-forwarded-host"] !== undefined || headers["x-forwarded-proto"] !== undefined) return false;
    return isValidHost(headers.host);
  };

  return {
    take(req, res) {
      if (!isOrdinary(req)) return false;
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const forwardedFor = req.headers["x-forwarded-for"];
        const address =
          forwardedClientAddress(
            req.socket.remoteAddress,
            Array.isArray(forwardedFor) ? forwardedFor.join(", ") : forwardedFor,
            trustedProxies,
          ) ?? "unknown";
        const headers = {
          get: (name: string) => {
            const value = req.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
          },
        };
        receivePageView({ headers, address, body: Buffer.concat(chunks) }).then(
          (given) => answer(res, given),
          // receivePageView catches what can go wrong; this is the last guard against a 500.
          () => answer(res, { status: 204, headers: { "Cache-Control": "no-store" }, body: null }),
        );
      });
      // A client that goes away gets no answer (as request-body.server.ts).
      req.on("error", () => {});
      return true;
    },
    close() {
      clearInterval(timer);
      writeTally();
    },
  };
}
