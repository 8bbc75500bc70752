import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { hasSessionCookie } from "#app/server/auth/session-cookie.server";
import { rawRequest, sendRaw } from "#tests/support/raw-http";

import { compressedCopies, etagOf } from "./compressed-copies.server";
import { type GuestPageFinder, prerenderedBeforeExpress } from "./prerendered-door.server";
import { requestLog } from "./request-log.server";

const body = Buffer.from("<!doctype html><p>Home</p>");
const page = { body, ...(await compressedCopies(body)), etag: etagOf(body), scriptHashes: [] };
const HTML_HEADERS = { "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Encoding, Cookie" };
// "/Delivery" is a page whose facts changed: it is being made again, and "/Broken" cannot be made.
const pageFor: GuestPageFinder = (pathname, cookie) => {
  if (hasSessionCookie(cookie)) return undefined;
  if (pathname === "/") return { page, headers: HTML_HEADERS };
  if (pathname === "/Delivery") return { page: Promise.resolve(page), headers: HTML_HEADERS };
  if (pathname === "/Broken") return { page: Promise.reject(new Error("compression failed")), headers: HTML_HEADERS };
  return undefined;
};

const lines: string[] = [];
const log = requestLog({ write: (text) => lines.push(text), maxWaitingChars: 1 });
const door = prerenderedBeforeExpress({ securityHeaders: { "X-Frame-Options": "DENY" }, pageFor, log });
// What the door leaves alone is answered here, as Express would answer it after its guards.
const server = http.createServer((req, res) => {
  if (!door.take(req, res)) res.writeHead(418, { "Content-Length": "15" }).end("left to Express");
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (requestLine: string, headers: string[], body = "") =>
  sendRaw(port, rawRequest(requestLine, [...headers, "Connection: close"], body));
const HOST = "Host: nestz.example";

describe("prerenderedBeforeExpress", () => {
  it("answers a guest's ordinary view with the page, the site's headers and a line in the log", async () => {
    const answer = await send("GET / HTTP/1.1", [HOST]);
    expect(answer.status).toBe(200);
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers.etag).toBe(page.etag);
    expect(answer.body).toContain("<p>Home</p>");
    expect(lines.join("")).toMatch(/^GET \/ 200 \d+\.\dms\n/m);
  });

  it("leaves to Express whatever a guard there could refuse, redirect or render", async () => {
    const cases: [string, string[], string?][] = [
      ["POST / HTTP/1.1", [HOST, "Content-Length: 0"]],
      ["GET /?zip=97201 HTTP/1.1", [HOST]],
      ["GET /%00 HTTP/1.1", [HOST]],
      ["GET //evil.example HTTP/1.1", [HOST]],
      ["GET /Specs HTTP/1.1", [HOST]],
      ["GET / HTTP/1.1", [HOST, "Content-Length: 5"], "hello"],
      ["GET / HTTP/1.1", [HOST, "Transfer-Encoding: chunked"], "0\r\n\r\n"],
      ["GET / HTTP/1.1", ["Host: bad_host!"]],
      ["GET / HTTP/1.1", [HOST, "X-Forwarded-Host: other.example"]],
      ["GET / HTTP/1.1", [HOST, "Cookie: nestz.session_token=abc"]],
    ];
    for (const [requestLine, headers, body] of cases) {
      const answer = await send(requestLine, headers, body);
      expect(answer.status, `${requestLine} ${headers.join(" ")}`).toBe(418);
      expect(answer.body).toBe("left to Express");
    }
  });

  it("sends a page being made once it is ready, and answers a page that cannot be made with a 500 and stays up", async () => {
    const made = await send("GET /Delivery HTTP/1.1", [HOST]);
    expect(made.status).toBe(200);
    expect(made.body).toContain("<p>Home</p>");

    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const broken = await send("GET /Broken HTTP/1.1", [HOST]);
      expect(broken.status).toBe(500);
      expect(broken.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(broken.headers["x-frame-options"]).toBe("DENY");
      expect(broken.body).toContain("Something went wrong on our side.");
      expect(logged).toHaveBeenCalledWith("prerendered page: could not be made", expect.any(Error));
      expect(lines.join("")).toMatch(/^GET \/Broken 500 \d+\.\dms\n/m);
    } finally {
      logged.mockRestore();
    }
    expect((await send("GET / HTTP/1.1", [HOST])).status, "the next guest is served").toBe(200);
  });
});
