import type { NextFunction, Request, Response } from "express";

import { isDatabaseUnavailableAnswer, isUnavailableError } from "#app/server/db/client.server";

import { bodyLimitFor, DEFAULT_BODY_BYTES } from "./body-limits.server";
import { sendRefusal } from "./plain-responses.server";

/**
 * Only the console's upload forms may send more than 1 MB, and only a
 * signed-in admin may use them: bodies are read whole before the router runs
 * (request-body.server.ts), so without this anyone could make every instance
 * hold several megabytes per request. A body declared larger than the default
 * is let through only once its Cookie header is known to be an admin's;
 * anything smaller goes on to the route, which answers guests as always.
 *
 * A refused body is discarded as it arrives, never kept: Node drains what the
 * client still sends once the answer is out, as it does for a 413 by declared
 * length. Closing the connection instead would cut the client off mid-send,
 * and it would see a broken pipe rather than the answer.
 */
export function uploadsOnlyFromAdmins(isAdmin: (cookie: string | undefined) => Promise<boolean>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (!(declared > DEFAULT_BODY_BYTES) || bodyLimitFor(req.method, req.path) <= DEFAULT_BODY_BYTES) return next();
    let admin: boolean;
    try {
      admin = await isAdmin(req.headers.cookie);
    } catch (error) {
      if (!isUnavailableError(error) && !isDatabaseUnavailableAnswer(error)) return next(error);
      res.set("Retry-After", "30");
      return sendRefusal(
        req,
        res,
        503,
        "unavailable",
        "We can't take uploads right now",
        "Our records can't be reached at the moment. Please try again in a minute.",
      );
    }
    if (admin) return next();
    sendRefusal(
      req,
      res,
      403,
      "forbidden",
      "Only the site's owner can upload files",
      "Please sign in to the console with an admin account, then upload again.",
    );
  };
}
