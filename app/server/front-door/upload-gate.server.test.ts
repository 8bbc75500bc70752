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
  return { asked, post };
}

const BIG = DEFAULT_BODY_BYTES + 1;

describe("uploadsOnlyFromAdmins", () => {
  it("refuses a large upload from anyone but an admin with 403, closing the connection", async () => {
    const { asked, post } = await gate(async () => false);
    const answer = await post("/admin/documents", BIG, "session=guest");
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe("close");
    expect(asked).toEqual(["session=guest"]);
  });

  it("guards a product's photo upload, which may be 15 MB, the same way", async () => {
    const { post } = await gate(async () => false);
    const answer = await post("/admin/products/3/photos", BIG, "session=guest");
    expect(answer.status).toBe(403);
    expect(answer.headers.connection).toBe("close");
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
