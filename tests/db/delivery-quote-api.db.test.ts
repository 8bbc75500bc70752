/**
 * GET /api/delivery-quote, called as React Router calls its loader: the
 * quote for a Washington or Oregon ZIP, and a clear 4xx in the API's error
 * shape for anything else. (It needs no database; it lives with the other API tests.)
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { action, loader } from "#app/routes/api/delivery-quote";

async function get(query: string) {
  const request = new Request(`http://localhost/api/delivery-quote${query}`);
  const response = await loader({
    request,
    url: new URL(request.url),
    params: {},
    pattern: "/api/delivery-quote",
    context: new RouterContextProvider(),
  } as Parameters<typeof loader>[0]);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/delivery-quote", () => {
  it("answers { zip, city, state, miles, feeCents, rule } and a map pin for a ZIP near PDX", async () => {
    const { status, headers, body } = await get("?zip=97218");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(body).toMatchObject({
      zip: "97218",
      city: "Portland",
      state: "OR",
      miles: 2,
      feeCents: 20_000,
      rule: "flat",
    });
    expect(Object.keys(body).sort()).toEqual(["city", "feeCents", "miles", "pin", "rule", "state", "zip"]);
    expect(body.pin).toMatchObject({ map: "delivery-map-pdx", width: 600 });
  });

  it("prices Seattle and Bend per mile", async () => {
    expect((await get("?zip=98101")).body).toMatchObject({
      city: "Seattle",
      state: "WA",
      miles: 141,
      feeCents: 64_400,
      rule: "per-mile",
    });
    expect((await get("?zip=97701")).body).toMatchObject({
      city: "Bend",
      state: "OR",
      miles: 122,
      feeCents: 56_800,
      rule: "per-mile",
    });
  });

  it("answers 422 for a ZIP outside Washington and Oregon, saying where we deliver", async () => {
    const { status, body } = await get("?zip=83702");
    expect(status).toBe(422);
    expect(body).toEqual({
      error: {
        code: "outside_delivery_area",
        message:
          "83702 is in Idaho. We deliver anywhere in Washington and Oregon, but not beyond, so we can't quote a delivery there.",
      },
    });
  });

  it("answers 400 for a missing or malformed ZIP and 404 for one that does not exist", async () => {
    for (const query of ["", "?zip=", "?zip=9821", "?zip=abcde", `?zip=${"9".repeat(500)}`, "?zip=%00"]) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({
        error: { code: "invalid_zip", message: "Please enter a five-digit ZIP code, like 97218." },
      });
    }
    const { status, body } = await get("?zip=00000");
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: "unknown_zip" } });
  });

  it("takes GET only", async () => {
    const response = action();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect(await response.json()).toEqual({ error: { code: "method_not_allowed", message: "Use GET." } });
  });
});
