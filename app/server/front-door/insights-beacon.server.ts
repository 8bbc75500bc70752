/**
 * POST /api/insights/event, answered by server.ts before the router: a page
 * view beacon is tiny and arrives with every page, so it skips the
 * compression, static and rendering layers (and their cost) altogether.
 * The rules are app/server/insights/changes.server.ts `receivePageView`.
 */
import type { NextFunction, Request, Response } from "express";

import { receivePageView } from "#app/server/insights/changes.server";

import { bodyOf } from "./request-body.server";

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
