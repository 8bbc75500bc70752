import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

import { bodyOf, hasReadableBody } from "./request-body.server";

interface Options {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
}

/**
 * Hands a request to React Router: what @react-router/express does, with two
 * differences. The body is the one readBodies() already read and checked
 * (a stream can be read only once), and the URL is built from the Host that
 * refuseMalformedRequests() has validated, so building it cannot throw.
 */
export function createRouterHandler({ build, mode, getLoadContext }: Options) {
  const handleRequest = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handleRequest(toFetchRequest(req, res), getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Answers one method and path with a fetch handler before the router, and
 * before compression (its answers are small JSON): for a busy API whose
 * handler needs nothing of React Router's (docs/decisions/0157). Anything
 * else goes on.
 */
export function answerBeforeRouter(
  method: string,
  path: string,
  handle: (request: globalThis.Request) => Promise<globalThis.Response>,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== method || req.path !== path) return next();
    try {
      await sendResponse(res, await handle(toFetchRequest(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // Joined as text, not resolved: a target such as "//other.example/x" stays a path on this site.
  const url = new URL(`${req.protocol}://${req.host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The handler stops work nobody will read once the visitor goes away.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit = { method: req.method, headers, signal: controller.signal };
  if (hasReadableBody(req.method)) init.body = bodyOf(req) ?? new Uint8Array();
  return new globalThis.Request(url, init);
}

async function sendResponse(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (/text\/event-stream/i.test(response.headers.get("content-type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * Renders a page as a guest sees it, apart from any request: no cookie, no
 * client address and no CSP nonce (the page's inline scripts, if any, are
 * vouched for by hash), so what it returns can be sent to every guest.
 */
export function createGuestRenderer({
  build,
  mode,
  origin,
  context,
}: Pick<Options, "build" | "mode"> & { origin: string; context: () => RouterContextProvider }) {
  const handleRequest = createRequestHandler(build, mode);
  return (pathname: string) =>
    handleRequest(new globalThis.Request(new URL(pathname, origin), { headers: { accept: "text/html" } }), context());
}
