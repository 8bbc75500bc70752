import type { Socket } from "node:net";

import type { NextFunction, Request, Response } from "express";

import { checkJsonBody } from "./json-shape.server";
import { bodyHasNul, queryHasNul } from "./nul-bytes.server";
import { sendRefusal } from "./plain-responses.server";
import { bodyOf } from "./request-body.server";
import { ALLOW_HEADER, checkMethod, checkRequestShape } from "./request-shape.server";

/**
 * Refuses, with a clear 4xx, a request whose method, target or Host
 * could not be served (see request-shape.server.ts). Runs first, before
 * anything builds a URL from them.
 */
export function refuseMalformedRequests(req: Request, res: Response, next: NextFunction) {
  const refusal = checkRequestShape({ method: req.method, target: req.url, host: req.host, protocol: req.protocol });
  if (!refusal) return next();
  if (refusal.status === 405) res.set("Allow", ALLOW_HEADER);
  sendRefusal(req, res, refusal.status, refusal.code, refusal.heading, refusal.detail);
}

const NUL_HEADING = "That request holds a character we can't accept";
const NUL_DETAIL =
  "It contains a null character (U+0000), which no field on this site takes. Please remove it and try again.";

/** Refuses a NUL in the decoded query string or in a body read as text. Needs readBodies() before it. */
export async function refuseNulBytes(req: Request, res: Response, next: NextFunction) {
  const queryStart = req.originalUrl.indexOf("?");
  const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
  const body = bodyOf(req);
  if (queryHasNul(query) || (body !== undefined && (await bodyHasNul(req.headers["content-type"], body)))) {
    sendRefusal(req, res, 400, "nul_character", NUL_HEADING, NUL_DETAIL);
    return;
  }
  next();
}

/**
 * Refuses a JSON body that is too deep or too large (see json-shape.server.ts)
 * before any handler parses or validates it. Needs readBodies() before it.
 */
export function refuseOversizedJson(req: Request, res: Response, next: NextFunction) {
  const body = bodyOf(req);
  const refusal = body === undefined ? null : checkJsonBody(req.headers["content-type"], body);
  if (!refusal) return next();
  sendRefusal(req, res, refusal.status, refusal.code, refusal.heading, refusal.detail);
}

/** How long a refused CONNECT's socket may wait for the client to hang up before it is closed. */
const CONNECT_LINGER_MS = 5_000;

/**
 * CONNECT asks the server to become a tunnel; Node hands such requests to a
 * `connect` listener (and drops the connection unanswered without one). The
 * socket is then ours alone: the HTTP server no longer reads it, and
 * `closeAllConnections()` at shutdown does not see it. So it is drained (the
 * client's hang-up is noticed) and closed after a short wait, or it would
 * hold a graceful shutdown open for ever.
 */
export function answerConnect(_req: unknown, socket: Socket) {
  const refusal = checkMethod("CONNECT");
  const body = `${refusal?.heading ?? "Not allowed"}. ${refusal?.detail ?? ""}\n`;
  socket.on("error", () => socket.destroy());
  socket.setTimeout(CONNECT_LINGER_MS, () => socket.destroy());
  socket.resume();
  socket.end(
    "HTTP/1.1 405 Method Not Allowed\r\n" +
      `Allow: ${ALLOW_HEADER}\r\n` +
      "Content-Type: text/plain; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}
