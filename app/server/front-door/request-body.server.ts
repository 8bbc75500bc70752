import type { NextFunction, Request, Response } from "express";

import { sendRefusal } from "./plain-responses.server";

/**
 * Request bodies are read here, whole, before any handler runs, so guards can
 * look at them (see nul-bytes.server.ts) and handlers get exactly the bytes
 * that were sent (the Stripe webhook checks its signature over them).
 * server.ts has already refused bodies of undeclared or oversized length.
 */
const bodies = new WeakMap<Request, Buffer<ArrayBuffer>>();

/** The body read for this request; undefined for GET and HEAD, whose bodies are never read. */
export function bodyOf(req: Request): Buffer<ArrayBuffer> | undefined {
  return bodies.get(req);
}

export function hasReadableBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

export function readBodies(
  limitFor: (method: string, path: string) => number,
  wordsFor: (method: string, path: string) => { heading: string; detail: string },
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasReadableBody(req.method)) return next();
    const maxBytes = limitFor(req.method, req.path);
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > maxBytes) {
        done = true;
        req.pause();
        res.set("Connection", "close");
        const words = wordsFor(req.method, req.path);
        sendRefusal(req, res, 413, "too_large", words.heading, words.detail);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      bodies.set(req, Buffer.concat(chunks));
      next();
    });
    // A client that goes away (or is cut off by the server's request timeout) gets no answer.
    req.on("error", () => {
      done = true;
    });
  };
}
