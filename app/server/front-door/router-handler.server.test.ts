import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { type LoopbackApp, loopbackApp } from "#tests/support/loopback-app";

import { answerBeforeRouter } from "./router-handler.server";

let app: LoopbackApp | undefined;
afterEach(() => app?.close());

describe("answerBeforeRouter", () => {
  it("answers its one method and path with the fetch handler, and passes everything else on", async () => {
    const seen: string[] = [];
    app = await loopbackApp(
      "/",
      express.Router().use(
        answerBeforeRouter("POST", "/api/thing", async (request) => {
          seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get("x-asked") ?? ""}`);
          return Response.json({ made: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
        }),
      ),
    );
    const made = await app.get("/api/thing", { "x-asked": "yes", "content-length": "0" }, "POST");
    expect(made.status).toBe(201);
    expect(made.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(made.body.toString())).toEqual({ made: true });
    expect(seen).toEqual(["POST /api/thing yes"]);

    // Another method, or another path, reaches what comes after (here a plain 404).
    expect((await app.get("/api/thing")).status).toBe(404);
    expect((await app.get("/api/other", { "content-length": "0" }, "POST")).status).toBe(404);
    expect(seen).toHaveLength(1);
  });

  it("hands a handler's failure to Express's error handling", async () => {
    app = await loopbackApp(
      "/",
      express.Router().use(
        answerBeforeRouter("POST", "/api/thing", () => Promise.reject(new Error("broken"))),
        (error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
          res.status(500).send(error instanceof Error ? error.message : "unknown");
        },
      ),
    );
    const failed = await app.get("/api/thing", { "content-length": "0" }, "POST");
    expect(failed.status).toBe(500);
    expect(failed.body.toString()).toBe("broken");
  });
});
