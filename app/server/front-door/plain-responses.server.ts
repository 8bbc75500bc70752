import type { Request, Response } from "express";

import { escapeHtml as escape } from "#app/domain/common/text";

/**
 * A small, self-contained page for requests refused before the app runs
 * (an unreadable or oversized URL): no scripts, no styles to fetch.
 */
export function sendPlainError(res: Response, status: number, heading: string, detail: string): void {
  res
    .status(status)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${escape(heading)} | Nestz</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#17302a">` +
        `<h1>${escape(heading)}</h1><p>${escape(detail)}</p><p><a href="/">Go to the Nestz home page</a></p></body></html>`,
    );
}

/** API callers read the API's JSON error shape; everyone else a small page. */
function wantsJson(req: Request): boolean {
  return /^\/(api|\.netlify)\//i.test(req.path);
}

/**
 * A request refused before the app runs: the API's `{ error: { code, message } }`
 * for API paths, the small page above for everything else.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: number,
  code: string,
  heading: string,
  detail: string,
): void {
  if (!wantsJson(req)) return sendPlainError(res, status, heading, detail);
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .json({ error: { code, message: `${heading}. ${detail}` } });
}
