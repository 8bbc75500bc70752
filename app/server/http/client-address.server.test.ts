import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientLimitAddress, forwardedClientAddress, limitAddress } from "./client-address.server";

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

describe("the key a client is limited under", () => {
  it("is an IPv4 address whole, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(limitAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(limitAddress("203.0.113.10")).not.toBe(limitAddress("203.0.113.9"));
    expect(limitAddress("::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(limitAddress("::FFFF:1.2.3.4")).toBe("1.2.3.4");
    expect(limitAddress("::ffff:102:304")).toBe("1.2.3.4");
    expect(limitAddress("0:0:0:0:0:ffff:1.2.3.4")).toBe("1.2.3.4");
  });

  it("is an IPv6 address's /64, so a client moving through its own /64 keeps one count", () => {
    expect(limitAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(limitAddress("2001:db8::ffff:1")).toBe(limitAddress("2001:db8::1"));
    expect(limitAddress("2001:0DB8:0000:0000:8a2e:0370:7334:0001")).toBe(limitAddress("2001:db8::1"));
    expect(limitAddress("2001:db8:0:0:ffff:ffff:ffff:ffff")).toBe(limitAddress("2001:db8::1"));
    // Another /64 is another client.
    expect(limitAddress("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(limitAddress("2001:db8:1::1")).not.toBe(limitAddress("2001:db8::1"));
  });

  it("keys loopback and link-local addresses by their /64 too, a zone left out", () => {
    expect(limitAddress("::1")).toBe("0:0:0:0::/64");
    expect(limitAddress("::")).toBe("0:0:0:0::/64");
    expect(limitAddress("fe80::1")).toBe("fe80:0:0:0::/64");
    expect(limitAddress("fe80::abcd:1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address as it is", () => {
    expect(limitAddress("unknown")).toBe("unknown");
    expect(limitAddress("2001:db8::g")).toBe("2001:db8::g");
  });

  it("is read from the address server.ts names", () => {
    const from = (address?: string) =>
      clientLimitAddress(new Request("http://localhost/", { headers: address ? { "x-client-ip": address } : {} }));
    expect(from("2001:db8::ffff:1")).toBe("2001:db8:0:0::/64");
    expect(from()).toBe("unknown");
  });
});
