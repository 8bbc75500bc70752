import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { INSIGHTS_EVENT_PATH } from "#app/domain/insights/endpoint";

import { beaconBeforeExpress, type BeaconDoor } from "./insights-beacon.server";

const SECURITY = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" };
/** A robot's beacon is answered 204 and not counted: no database needed. */
const ROBOT = "Googlebot/2.1 (+http://www.google.com/bot.html)";

describe("the beacon answered before Express", () => {
  let server: Server;
  let door: BeaconDoor;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    door = beaconBeforeExpress({ securityHeaders: SECURITY, trustedProxies: 1, log: (line) => logged.push(line) });
    server = createServer((req, res) => {
      if (door.take(req, res)) return;
      res.writeHead(299, { "x-left-to": "express" }).end();
    });
    server.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    door.close();
    server.close();
  });

  const send = (body: string, init: { path?: string; headers?: Record<string, string>; method?: string } = {}) =>
    fetch(`${base}${init.path ?? INSIGHTS_EVENT_PATH}`, {
      method: init.method ?? "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": ROBOT, ...init.headers },
      body,
    });

  it("answers an ordinary beacon 204 with the site's headers, and logs a tally instead of a line", async () => {
    const response = await send(JSON.stringify({ p: "/" }));
    expect(response.status).toBe(204);
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-store");
    door.close();
    expect(logged.at(-1)).toMatch(new RegExp(`^POST ${INSIGHTS_EVENT_PATH}: 1 in \\d+ s \\(204 ×1\\)$`));
  });

  it("refuses a malformed event, a NUL and a nested body with a 4xx, never a 5xx", async () => {
    expect((await send("{")).status).toBe(400);
    expect((await send(JSON.stringify({ p: "/", s: "a\u0000b" }))).status).toBe(400);
    expect((await send(`${"[".repeat(40)}${"]".repeat(40)}`)).status).toBe(400);
    const wrongType = await send(JSON.stringify({ p: "/" }), { headers: { "content-type": "image/png" } });
    expect(wrongType.status).toBe(415);
    expect(((await wrongType.json()) as { error: { code: string } }).error.code).toBe("unsupported_media_type");
  });

  it("leaves everything else to Express: other methods, paths, queries, large or forwarded requests", async () => {
    const leftToExpress = async (response: Response) => (await response.text(), response.status === 299);
    expect(await leftToExpress(await fetch(`${base}${INSIGHTS_EVENT_PATH}`))).toBe(true);
    expect(await leftToExpress(await send("{}", { path: `${INSIGHTS_EVENT_PATH}?a=1` }))).toBe(true);
    expect(await leftToExpress(await send("{}", { path: `${INSIGHTS_EVENT_PATH}/x` }))).toBe(true);
    expect(await leftToExpress(await send("x".repeat(2_000)))).toBe(true);
    expect(await leftToExpress(await send("{}", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(await leftToExpress(await send("{}", { headers: { "x-forwarded-host": "elsewhere.example" } }))).toBe(true);
  });
});
