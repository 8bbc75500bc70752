/**
 * Requests no browser sends, answered at the server's front door with a clear
 * 4xx before the app sees them: odd methods, bad Host headers,
 * absolute and asterisk targets, NUL characters, and clients too slow to
 * finish their request. Spoken over raw sockets to the shared server.
 */
import { type RawAnswer, rawRequest, sendRaw } from "../support/raw-http";
import { expect, test } from "./support/fixtures";

const port = Number(process.env.E2E_PORT ?? 3100);
const host = `127.0.0.1:${port}`;

function send(requestLine: string, headers: string[] = [`Host: ${host}`], body = ""): Promise<RawAnswer> {
  return sendRaw(port, rawRequest(requestLine, [...headers, "Connection: close"], body));
}

function errorShape(answer: RawAnswer): { code?: unknown; message?: unknown } {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const parsed = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
  expect(parsed).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  return parsed.error ?? {};
}

test.describe("methods", () => {
  for (const path of ["/", "/Shop", "/api/categories", "/api/auth/get-session"]) {
    test(`TRACE ${path} answers 405 with the methods that are taken`, async () => {
      const answer = await send(`TRACE ${path} HTTP/1.1`);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    });
  }

  test("CONNECT and methods the site does not implement answer 405 too, never a 5xx", async () => {
    const connect = await sendRaw(port, rawRequest("CONNECT evil.example:443 HTTP/1.1", ["Host: evil.example:443"]));
    expect(connect.status).toBe(405);
    expect(connect.body).toMatch(/GET, HEAD, POST/);
    for (const method of ["PROPFIND", "QUERY", "PURGE"]) {
      expect((await send(`${method} /Shop HTTP/1.1`)).status, method).toBe(405);
    }
  });

  test("a method name that is not a token answers 400", async () => {
    for (const method of ["G@T", "GET\u00e9"]) {
      const answer = await send(`${method} /Shop HTTP/1.1`);
      expect(answer.status, method).toBe(400);
    }
  });
});

test.describe("hosts and targets", () => {
  const badHosts = ["127.0.0.1:99999", "[::1", "%ff", "", "user@evil.example", "a b"];
  for (const badHost of badHosts) {
    test(`Host ${JSON.stringify(badHost)} answers 400 on pages and the API`, async () => {
      const page = await send("GET /Shop HTTP/1.1", [`Host: ${badHost}`]);
      expect(page.status).toBe(400);
      expect(page.body).toContain("<h1>");
      expect(page.headers["x-content-type-options"], "refusals carry the security headers too").toBe("nosniff");
      const api = await send("GET /api/categories HTTP/1.1", [`Host: ${badHost}`]);
      expect(api.status).toBe(400);
      expect(errorShape(api).code).toBe("bad_host");
    });
  }

  test("HTTP/1.0 without a Host, or with an empty one, answers 400", async () => {
    for (const headers of [[], ["Host: "]]) {
      for (const path of ["/", "/Shop", "/api/categories"]) {
        const answer = await sendRaw(port, rawRequest(`GET ${path} HTTP/1.0`, headers));
        expect(answer.status, `${path} ${headers.join()}`).toBe(400);
      }
    }
  });

  test("OPTIONS * answers 400", async () => {
    const answer = await send("OPTIONS * HTTP/1.1");
    expect(answer.status).toBe(400);
  });

  test("an absolute-form target answers 400, for the API and for a prerendered page alike", async () => {
    const api = await send("GET http://evil.example/api/categories HTTP/1.1");
    expect(api.status).toBe(400);
    expect(errorShape(api).code).toBe("bad_request_target");
    const page = await send("GET http://evil.example/Specs HTTP/1.1");
    expect(page.status).toBe(400);
    const own = await send(`POST http://${host}/SignIn HTTP/1.1`, [`Host: ${host}`, "Content-Length: 0"]);
    expect(own.status).toBe(400);
  });

  test("a well-formed request still gets its page", async () => {
    const answer = await send("GET /Shop HTTP/1.1");
    expect(answer.status).toBe(200);
    const withoutPort = await send("GET /api/categories HTTP/1.1", ["Host: localhost"]);
    expect(withoutPort.status).toBe(200);
  });
});

test.describe("NUL characters never reach the database", () => {
  test("in a JSON body: sign-in, password reset and test payments answer 400 with a clear message", async ({
    request,
  }) => {
    const cases: [string, unknown][] = [
      ["/api/auth/sign-in/email", { email: "a\u0000@example.com", password: "a long enough password" }],
      ["/api/auth/reset-password", { token: "a\u0000b", newPassword: "a long enough password" }],
      [
        "/api/payments/test/confirm",
        {
          paymentIntentId: "pi_\u0000",
          clientSecret: "secret",
          card: { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" },
        },
      ],
    ];
    for (const [path, data] of cases) {
      const response = await request.post(path, { data, headers: { Origin: `http://${host}` } });
      expect(response.status(), path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, path).toBe("nul_character");
      expect(body.error.message, path).toMatch(/null character/);
    }
  });

  test("a signed-in visitor's display name with a NUL is refused and left as it was", async ({ request }) => {
    const origin = `http://${host}`;
    const signUp = await request.post("/api/auth/sign-up/email", {
      data: { name: "Before Name", email: `nul-${Date.now()}@example.com`, password: "a long enough password" },
      headers: { Origin: origin },
    });
    expect(signUp.status()).toBe(200);
    const update = await request.post("/api/auth/update-user", {
      data: { name: "a\u0000b" },
      headers: { Origin: origin },
    });
    expect(update.status()).toBe(400);
    const session = (await (await request.get("/api/auth/get-session")).json()) as { user: { name: string } };
    expect(session.user.name).toBe("Before Name");
  });

  test("in a form: the password reset form answers 400 with a page that says why", async ({ request }) => {
    const response = await request.post("/ResetPassword?index", {
      form: { token: "a\u0000b", password: "a long enough password", confirmPassword: "a long enough password" },
      headers: { Origin: `http://${host}` },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toMatch(/null character/);
  });

  test("in a query string: 400 on a page and on the API", async ({ request }) => {
    expect((await request.get("/Shop?q=%00")).status()).toBe(400);
    expect((await request.get("/Specs?%00=1")).status(), "a prerendered page too").toBe(400);
    const api = await request.get("/api/categories?x=a%00");
    expect(api.status()).toBe(400);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("nul_character");
  });

  test("characters that only look odd are not refused", async ({ request }) => {
    for (const query of ["?q=%C0%80", "?q=%E2%80%AE", "?q=%ff", "?q=%5Cu0000"]) {
      expect((await request.get(`/Shop${query}`)).status(), query).toBe(200);
    }
  });
});

test.describe("JSON bodies are bounded before any handler reads them", () => {
  test("thousands of levels deep: the password and account endpoints answer 400 and change nothing", async ({
    request,
  }) => {
    const origin = `http://${host}`;
    const signUp = await request.post("/api/auth/sign-up/email", {
      data: { name: "Deep Before", email: `deep-${Date.now()}@example.com`, password: "a long enough password" },
      headers: { Origin: origin },
    });
    expect(signUp.status()).toBe(200);
    const deep = (levels: number) => `${'{"name":'.repeat(levels)}"x"${"}".repeat(levels)}`;
    for (const path of ["/api/auth/reset-password", "/api/auth/update-user", "/api/auth/change-password"]) {
      const response = await request.post(path, {
        data: deep(10_000),
        headers: { Origin: origin, "Content-Type": "application/json" },
      });
      expect(response.status(), path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, path).toBe("too_deep");
      expect(body.error.message, path).toMatch(/nested too deeply/);
    }
    const tooLarge = await request.post("/api/auth/update-user", {
      data: JSON.stringify({ name: "x".repeat(300_000) }),
      headers: { Origin: origin, "Content-Type": "application/json" },
    });
    expect(tooLarge.status()).toBe(413);
    const session = (await (await request.get("/api/auth/get-session")).json()) as { user: { name: string } };
    expect(session.user.name).toBe("Deep Before");
  });
});

test.describe("slow clients", () => {
  // The shared server's limit is 5 s (REQUEST_TIMEOUT_SECONDS in playwright.config.ts; 30 s by
  // default, app/server/front-door/timeouts.server.ts); Node's default would hold these for 300 s.

  test("a request whose body never finishes, or whose headers never end, is answered 408 and closed", async () => {
    const [body, headers] = await Promise.all([
      sendRaw(
        port,
        rawRequest(
          "POST /Contact HTTP/1.1",
          [`Host: ${host}`, "Content-Type: application/x-www-form-urlencoded", "Content-Length: 100"],
          "0123456789",
        ),
        { timeoutMs: 20_000 },
      ),
      sendRaw(port, `GET /Shop HTTP/1.1\r\nHost: ${host}\r\nX-Slow: 1\r\n`, { timeoutMs: 20_000 }),
    ]);
    expect(body.status).toBe(408);
    expect(headers.status).toBe(408);
  });
});
