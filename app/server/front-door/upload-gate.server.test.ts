import http from "node:http";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { databaseUnavailable } from "#app/server/db/client.server";
import { type LoopbackApp, loopbackApp } from "#tests/support/loopback-app";

import { DEFAULT_BODY_BYTES } from "./body-limits.server";
import { uploadsOnlyFromAdmins } from "./upload-gate.server";

let app: LoopbackApp | undefined;
afterEach(() => app?.close());

/** The gate in front of a handler that answers 200, with `isAdmin` answering as given; records the cookies it was asked about. */
async function gate(isAdmin: () => Promise<boolean>) {
  const asked: (string | undefined)[] = [];
  const checked = uploadsOnlyFromAdmins((cookie) => {
    asked.push(cookie);
    return isAdmin();
  });
  // What passes answers at once and closes: these requests declare bodies they never send.
  app = await loopbackApp(
    "/",
    express.Router().use(checked, (_req, res) => {
      res.set("Connection", "close").status(200).send("through");
    }),
  );
  const post = (path: string, bytes: number, cookie?: string) =>
    app!.get(path, { "content-length": String(bytes), ...(cookie ? { cookie } : {}) }, "POST");
  return { asked, post, base: app.base };
}

/** Sends `body` whole over `agent`; resolves with the status and whether the socket was a reused one. */
function send(agent: http.Agent, url: string, body: Buffer) {
  return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent, headers: { "content-length": String(body.length), cookie: "session=guest" } },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const BIG = DEFAULT_BODY_BYTES + 1;

describe("uploadsOnlyFromAdmins", () => {
  it("refuses a large upload from anyone but an admin with 403", async () => {
    const { asked, post } = await gate(async () => false);
    const answer = await post("/admin/documents", BIG, "session=guest");
    expect(answer.status).toBe(403);
    expect(asked).toEqual(["session=guest"]);
  });

  it("discards a refused body as it arrives, so a client still sending sees the answer, not a cut connection", async () => {
    const { base } = await gate(async () => false);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.alloc(2 << 20, 1);
    try {
      const first = await send(agent, `${base}/admin/documents`, body);
      const second = await send(agent, `${base}/admin/documents`, body);
      expect(first).toEqual({ status: 403, reused: false });
      // The first body was drained to its end, leaving the connection fit for the next request.
      expect(second).toEqual({ status: 403, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it("guards a product's photo upload, which may be 15 MB, the same way", async () => {
    const { post } = await gate(async () => false);
    const answer = await post("/admin/products/3/photos", BIG, "session=guest");
    expect(answer.status).toBe(403);
  });

  it("lets an admin's large upload, and every small body, through without asking twice", async () => {
    const { asked, post } = await gate(async () => true);
    expect((await post("/admin/documents", BIG, "session=owner")).status).toBe(200);
    expect((await post("/admin/documents", 1_000)).status).toBe(200);
    // Other paths keep the 1 MB limit, enforced later: the gate does not ask about them.
    expect((await post("/Contact", BIG)).status).toBe(200);
    expect(asked).toEqual(["session=owner"]);
  });

  it("answers 503 while the database that knows the session is away", async () => {
    const { post } = await gate(async () => {
      throw databaseUnavailable();
    });
    const answer = await post("/admin/documents", BIG, "session=owner");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("30");
  });
});
