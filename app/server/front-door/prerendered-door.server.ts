import type { IncomingMessage, ServerResponse } from "node:http";

import { sendBuiltFile } from "./compressed-copies.server";
import type { PrerenderedPage } from "./prerendered-pages.server";
import { requestLine, type RequestLog } from "./request-log.server";
import { isValidHost } from "./request-shape.server";

/** What a guest gets at a path: the page as it stands now (its facts written in) and its headers. */
export interface GuestPageAnswer {
  page: PrerenderedPage | Promise<PrerenderedPage>;
  headers: Record<string, string>;
}

/** The prerendered page a guest gets at exactly `pathname`, or undefined when the request must be rendered. */
export type GuestPageFinder = (pathname: string, cookieHeader: string | undefined) => GuestPageAnswer | undefined;

interface Options {
  /** Headers every response of the site carries (security-headers.server.ts). */
  securityHeaders: Record<string, string>;
  pageFor: GuestPageFinder;
  log: RequestLog;
}

/**
 * A guest's prerendered page, sent straight from Node's HTTP server
 * (docs/decisions/0045): Express's router and middlewares cost more than the
 * sending itself. It takes a request only when every guard Express would
 * put it through already passes on its face: GET or HEAD of exactly a
 * prerendered path in its own spelling (so no query, nothing encoded, no
 * redirect due), no body declared, a Host the URL parser accepts and no
 * forwarded host or scheme to judge; `pageFor` then declines a session
 * cookie and a page that must be rendered. Everything else goes to Express,
 * whose guards answer it as before. The answer carries the same headers and
 * gets the same line in the request log.
 */
export function prerenderedBeforeExpress({ securityHeaders, pageFor, log }: Options) {
  const security = Object.entries(securityHeaders);

  const isOrdinary = (req: IncomingMessage): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const { headers } = req;
    if (headers["transfer-encoding"] !== undefined) return false;
    if (headers["content-length"] !== undefined && headers["content-length"] !== "0") return false;
    if (headers["x-forwarded-host"] !== undefined || headers["x-forwarded-proto"] !== undefined) return false;
    return isValidHost(headers.host);
  };

  return {
    /** Answers the request and returns true when it is a guest's ordinary page view; false leaves it to Express. */
    take(req: IncomingMessage, res: ServerResponse): boolean {
      const target = req.url ?? "";
      const answer = isOrdinary(req) ? pageFor(target, req.headers.cookie) : undefined;
      if (!answer) return false;
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log.add(requestLine(req.method ?? "GET", target, res.statusCode, ms));
      });
      for (const [name, value] of security) res.setHeader(name, value);
      const send = (page: PrerenderedPage) => sendBuiltFile(req, res, page, answer.headers);
      if (answer.page instanceof Promise) {
        answer.page.then(send, (error: unknown) => {
          console.error("prerendered page: could not be made", error);
          if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
          res.end("Something went wrong on our side.");
        });
      } else {
        send(answer.page);
      }
      return true;
    },
  };
}
