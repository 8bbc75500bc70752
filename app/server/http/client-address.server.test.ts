import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { forwardedClientAddress } from "./client-address.server";

const HEADERS = [
  undefined,
  "",
  "203.0.113.9",
  "203.0.113.9, 198.51.100.7",
  "203.0.113.9,198.51.100.7, 192.0.2.1",
  " 203.0.113.9 ,  , 198.51.100.7 ",
  "2001:db8::1, 203.0.113.9",
  ",,,",
  "not an address, 203.0.113.9",
];

describe("the client address before Express", () => {
  const servers: { trust: number; url: string; close: () => void }[] = [];

  beforeAll(async () => {
    for (const trust of [0, 1, 2, 3]) {
      const app = express();
      app.set("trust proxy", trust);
      app.get("/", (req, res) => {
        res.json({ ip: req.ip ?? null, socket: req.socket.remoteAddress ?? null });
      });
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      servers.push({ trust, url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    }
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it("is the address Express names, for every number of trusted proxies", async () => {
    for (const server of servers) {
      for (const header of HEADERS) {
        const response = await fetch(server.url, {
          headers: header === undefined ? {} : { "x-forwarded-for": header },
        });
        const { ip, socket } = (await response.json()) as { ip: string | null; socket: string | null };
        expect(
          forwardedClientAddress(socket ?? undefined, header, server.trust),
          `trust ${server.trust}, X-Forwarded-For ${JSON.stringify(header)}`,
        ).toBe(ip ?? undefined);
      }
    }
  });
});
