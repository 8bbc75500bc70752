/**
 * The fuzz suite's requests: every path of app/routes.ts with every method,
 * each also sent in a few malformed variants chosen by a seeded generator,
 * so a run is the same set of requests every time (and a failure can be
 * sent again by hand from its printed bytes).
 */
import { INSIGHTS_EVENT_PATH } from "#app/domain/insights/endpoint";
import routes from "#app/routes";
import { AUTH_COOKIE_PREFIX } from "#app/server/auth/session-cookie.server";
import { bodyLimitFor } from "#app/server/front-door/body-limits.server";

export interface FuzzCase {
  /** What was done to the request, for the report. */
  family: string;
  method: string;
  target: string;
  bytes: Buffer;
  /** The client stops sending mid-request and waits: the server's request timeout must end it. */
  stalls?: boolean;
  /** Half-closes after sending, as a client that went away. */
  endsAfterSending?: boolean;
  /** The server may close without an answer: the client went away, or the request could not be parsed. */
  mayCloseUnanswered?: boolean;
}

export interface Context {
  host: string;
  /** A signed-in visitor's cookie. */
  sessionCookie: string;
  random: Random;
}

export type Random = ReturnType<typeof seededRandom>;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

/** Endpoints behind the auth layer's catch-all route, as its clients call them. */
const AUTH_ENDPOINTS = [
  "sign-in/email",
  "sign-up/email",
  "sign-out",
  "get-session",
  "update-user",
  "change-password",
  "request-password-reset",
  "reset-password",
  "reset-password/some-token",
  "sign-in/social",
  "callback/google",
  "list-sessions",
  "revoke-session",
  "ok",
  "no-such-endpoint",
];

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** One or more concrete paths for every route of app/routes.ts: params and splats filled in. */
export function routePaths(): string[] {
  const paths = new Set<string>();
  const visit = (entries: readonly RouteEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
      if (entry.path === "api/auth/*") {
        for (const endpoint of AUTH_ENDPOINTS) paths.add(`/api/auth/${endpoint}`);
      } else if (entry.path === "*") {
        paths.add("/no-such-page");
        paths.add("/Shop/not/here");
      } else if (entry.path !== undefined || entry.index) {
        paths.add(
          path
            .replace(/:file\b/, "tiny-home.svg")
            .replace(/:[A-Za-z]+/g, "x")
            .replace(/\*$/, "nope"),
        );
      }
      if (entry.children) visit(entry.children, entry.path ? path : prefix);
    }
  };
  visit(routes as readonly RouteEntry[], "");
  paths.add("/healthz");
  // The page-view beacon is answered by server.ts before the router, so it is not in app/routes.ts.
  paths.add(INSIGHTS_EVENT_PATH);
  paths.add("/assets/not-a-real-file-0000.js");
  // A product's photos page with a real-looking id: the one shape of path whose body may reach 15 MB
  // (app/server/front-door/body-limits.server.ts), which the "x" filled in above never matches.
  paths.add("/admin/products/1/photos");
  return [...paths];
}

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT", "PROPFIND"];

let sent = 0;

/**
 * Each request comes from an address of its own (the server trusts the fuzzer as its proxy), so the
 * sign-in rate limits, which key on the client, let the requests through to the handlers behind them.
 */
function clientAddress(): string {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
}

function request(
  family: string,
  method: string,
  target: string,
  headers: readonly string[],
  body: Buffer | string = "",
  extra: Partial<FuzzCase> = {},
): FuzzCase {
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...headers,
    `X-Forwarded-For: ${clientAddress()}`,
    "Connection: close",
    "",
    "",
  ].join("\r\n");
  return {
    family,
    method,
    target,
    bytes: Buffer.concat([Buffer.from(head, "latin1"), Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8")]),
    ...extra,
  };
}

const withLength = (body: string | Buffer) => `Content-Length: ${Buffer.byteLength(body)}`;

/** A plausible body for a method that takes one, so the request reaches the handler. */
function plausibleBody(path: string): { type: string; body: string } {
  // What sendBeacon sends: a page view as text/plain.
  if (path === INSIGHTS_EVENT_PATH)
    return { type: "text/plain;charset=UTF-8", body: JSON.stringify({ p: "/", s: "fuzz" }) };
  if (path.startsWith("/api/") || path.startsWith("/.netlify/")) {
    return {
      type: "application/json",
      body: JSON.stringify({
        email: "fuzz@example.com",
        password: "a long enough password",
        name: "Fuzz",
        items: [{ id: 1, quantity: 1 }],
        amount: 100,
      }),
    };
  }
  return {
    type: "application/x-www-form-urlencoded",
    body: "intent=sign-in&email=fuzz%40example.com&password=a+long+enough+password",
  };
}

/** The request as a well-behaved client would send it. */
export function baseline(method: string, path: string, { host }: Context): FuzzCase {
  const { type, body } = plausibleBody(path);
  if (method === "GET" || method === "HEAD") return request("baseline", method, path, [`Host: ${host}`]);
  return request(
    "baseline",
    method,
    path,
    [`Host: ${host}`, `Origin: http://${host}`, `Content-Type: ${type}`, withLength(body)],
    body,
  );
}

type Mutation = (method: string, path: string, context: Context) => FuzzCase;

const BAD_HOSTS = [
  "127.0.0.1:99999",
  "[::1",
  "%ff",
  "",
  "evil..example:",
  "a b",
  "\u00e2\u0080\u00ae.example",
  "x".repeat(300),
  "127.0.0.1:0",
  "[zz]",
];
const PATH_NOISE = [
  "%ff",
  "%C0%AF",
  "%C0%80",
  "%00",
  "%E2%80%AE",
  "%",
  "%zz",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e/",
  ";x=1",
  "\\",
  "%5C",
];
const QUERY_NOISE = [
  "q=%ff",
  "%00",
  "redirectTo=/%E2%82%AC",
  "q=a%00b",
  "q=%C0%80",
  "q=%E2%80%AE",
  "redirectTo=//evil.example",
  "a[]=1&a[]=2",
  "=&=&&",
  "%%%",
  `q=${"x".repeat(1_500)}`,
  "token=%F0%9F%8F%A0",
];
const BAD_COOKIES = [
  `${AUTH_COOKIE_PREFIX}.session_token=garbage`,
  `${AUTH_COOKIE_PREFIX}.session_token=%ff%00%E2%80%AE`,
  `${AUTH_COOKIE_PREFIX}.session_token="unbalanced`,
  `${AUTH_COOKIE_PREFIX}.session_token=${"A".repeat(4_000)}.${"B".repeat(40)}`,
  `${AUTH_COOKIE_PREFIX}.session_token=a; ${AUTH_COOKIE_PREFIX}.session_token=b`,
  "=;;=;=x",
  `__Secure-${AUTH_COOKIE_PREFIX}.session_token=x.y`,
];
const WRONG_TYPES = [
  "text/plain",
  "application/json; charset=utf-16",
  "multipart/form-data",
  "}{",
  "application/x-www-form-urlencoded; charset=latin1",
  "image/png",
  "",
];

/** Values of the right JSON type but at the edges: long, empty, odd characters, huge or negative numbers. */
const EXTREME_STRINGS = [
  "",
  " ",
  "x".repeat(5_000),
  "\u202Eevil",
  "\ud800",
  "🏠".repeat(100),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "a@b",
  "%00",
  "../../etc/passwd",
  "http://evil.example",
];
const EXTREME_NUMBERS = [0, -1, 1e308, -1e308, 2 ** 53, 0.5, 2_147_483_648, -0];
const FIELDS = [
  "email",
  "password",
  "name",
  "displayName",
  "token",
  "newPassword",
  "currentPassword",
  "callbackURL",
  "redirectTo",
  "provider",
  "paymentIntentId",
  "clientSecret",
  "billingName",
  "intent",
  "confirmPassword",
];

function extremeBody(random: Random, asForm: boolean): string {
  const fields: Record<string, unknown> = {};
  for (const field of FIELDS) if (random.next() < 0.6) fields[field] = random.pick(EXTREME_STRINGS);
  if (asForm) return new URLSearchParams(fields as Record<string, string>).toString();
  fields.items = random.pick([
    [],
    [{ id: random.pick(EXTREME_NUMBERS), quantity: random.pick(EXTREME_NUMBERS) }],
    Array.from({ length: 500 }, (_, i) => ({ id: i, quantity: 1 })),
  ]);
  fields.amount = random.pick(EXTREME_NUMBERS);
  fields.card = {
    number: random.pick(["4242424242424242", "4000000000000002", ""]),
    expMonth: random.pick(EXTREME_NUMBERS),
    expYear: random.pick(EXTREME_NUMBERS),
    cvc: random.pick(EXTREME_STRINGS),
  };
  return JSON.stringify(fields);
}

const mutations: Record<string, Mutation> = {
  "extreme values": (method, path, { host, random, sessionCookie }) => {
    const asForm = !(path.startsWith("/api/") || path.startsWith("/.netlify/"));
    const body = extremeBody(random, asForm);
    const type = asForm ? "application/x-www-form-urlencoded" : "application/json";
    const cookie = random.next() < 0.5 ? [`Cookie: ${sessionCookie}`] : [];
    return request(
      "extreme values",
      method,
      path,
      [`Host: ${host}`, `Origin: http://${host}`, ...cookie, `Content-Type: ${type}`, withLength(body)],
      body,
    );
  },
  "bad host": (method, path, { random }) => request("bad host", method, path, [`Host: ${random.pick(BAD_HOSTS)}`]),
  "HTTP/1.0 without a host": (method, path) => ({
    family: "HTTP/1.0 without a host",
    method,
    target: path,
    bytes: Buffer.from(`${method} ${path} HTTP/1.0\r\n\r\n`, "latin1"),
  }),
  "bad forwarded host": (method, path, { host, random }) =>
    request("bad forwarded host", method, path, [
      `Host: ${host}`,
      `X-Forwarded-Host: ${random.pick(BAD_HOSTS)}`,
      `X-Forwarded-Proto: ${random.pick(["https", "gopher", "", "a b"])}`,
    ]),
  "absolute target": (method, path, { host, random }) =>
    request(
      "absolute target",
      method,
      random.pick([`http://evil.example${path}`, `http://${host}${path}`, `https://[::1]${path}`]),
      [`Host: ${host}`],
    ),
  "asterisk target": (method, _path, { host }) => request("asterisk target", method, "*", [`Host: ${host}`]),
  "odd path encoding": (method, path, { host, random }) =>
    request("odd path encoding", method, `${path}${path.endsWith("/") ? "" : "/"}${random.pick(PATH_NOISE)}`, [
      `Host: ${host}`,
    ]),
  "raw bytes in the path": (method, path, { host }) =>
    request("raw bytes in the path", method, `${path}\u00e2\u0080\u00ae`, [`Host: ${host}`]),
  "odd query": (method, path, { host, random }) =>
    request("odd query", method, `${path}?${random.pick(QUERY_NOISE)}`, [`Host: ${host}`]),
  "NUL in a form field": (method, path, { host }) => {
    const body = "intent=sign-in&email=a%00%40example.com&password=a+long+enough+password&displayName=x%00&token=a%00b";
    return request(
      "NUL in a form field",
      method,
      `${path}?index`,
      [`Host: ${host}`, `Origin: http://${host}`, "Content-Type: application/x-www-form-urlencoded", withLength(body)],
      body,
    );
  },
  "NUL in JSON": (method, path, { host, random }) => {
    const body = random.pick([
      JSON.stringify({ email: "a\u0000@example.com", password: "a long enough password", name: "x" }),
      JSON.stringify({ token: "a\u0000b", newPassword: "a long enough password" }),
      JSON.stringify({
        paymentIntentId: "pi_\u0000",
        clientSecret: "s",
        card: { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "1" },
      }),
      JSON.stringify({ "k\u0000": 1, items: [{ id: 1, quantity: 1 }], amount: 100 }),
    ]);
    return request(
      "NUL in JSON",
      method,
      path,
      [`Host: ${host}`, `Origin: http://${host}`, "Content-Type: application/json", withLength(body)],
      body,
    );
  },
  // A body nested thousands of levels deep once made the auth layer's validators answer 500.
  "deeply nested JSON": (method, path, { host, random }) => {
    const levels = random.pick([33, 1_000, 20_000]);
    const deepObject = `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
    const deepArray = `${"[".repeat(levels)}${"]".repeat(levels)}`;
    const [type, body] = random.pick([
      ["application/json", deepObject],
      ["application/json", `{"email":"a@example.com","password":"a long enough password","token":${deepArray}}`],
      ["application/json", `{"items":[{"id":1,"quantity":${deepObject}}],"amount":100}`],
      ["text/plain;charset=UTF-8", deepArray],
      ["application/x-www-form-urlencoded", `intent=sign-in&email=${encodeURIComponent(deepArray)}`],
    ] as const);
    return request(
      "deeply nested JSON",
      method,
      path,
      [`Host: ${host}`, `Origin: http://${host}`, `Content-Type: ${type}`, withLength(body)],
      body,
    );
  },
  "NUL in multipart": (method, path, { host }) => {
    const body = '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na\u0000@example.com\r\n--b--\r\n';
    return request(
      "NUL in multipart",
      method,
      path,
      [`Host: ${host}`, `Origin: http://${host}`, "Content-Type: multipart/form-data; boundary=b", withLength(body)],
      body,
    );
  },
  "wrong content type": (method, path, { host, random }) => {
    const { body } = plausibleBody(path);
    return request(
      "wrong content type",
      method,
      path,
      [`Host: ${host}`, `Origin: http://${host}`, `Content-Type: ${random.pick(WRONG_TYPES)}`, withLength(body)],
      body,
    );
  },
  "malformed body": (method, path, { host, random }) => {
    const body = random.pick<string | Buffer>([
      "{",
      "[".repeat(5_000),
      '{"items":[{"id":1e999,"quantity":-0}],"amount":"100"}',
      '{"__proto__":{"admin":true},"email":[],"password":{}}',
      Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
      "null",
      '"just a string"',
      "email=%E0%A4%A&password",
    ]);
    return request(
      "malformed body",
      method,
      path,
      [
        `Host: ${host}`,
        `Origin: http://${host}`,
        `Content-Type: ${random.pick(["application/json", "application/x-www-form-urlencoded"])}`,
        withLength(body),
      ],
      body,
    );
  },
  "truncated body, then gone": (method, path, { host }) =>
    request(
      "truncated body, then gone",
      method,
      path,
      [`Host: ${host}`, "Content-Type: application/json", "Content-Length: 100"],
      '{"email":',
      { endsAfterSending: true, mayCloseUnanswered: true },
    ),
  "oversized body": (method, path, { host }) =>
    request(
      "oversized body",
      method,
      path,
      // Declared past the path's own limit (an upload's is larger), so the server must refuse it unread.
      [`Host: ${host}`, "Content-Type: application/json", `Content-Length: ${bodyLimitFor(method, path) * 2}`],
      "{}".repeat(512),
      { mayCloseUnanswered: true },
    ),
  "chunked body": (method, path, { host, random }) =>
    request(
      "chunked body",
      method,
      path,
      [
        `Host: ${host}`,
        "Content-Type: application/json",
        "Transfer-Encoding: chunked",
        ...(random.next() < 0.5 ? ["Content-Length: 2"] : []),
      ],
      "2\r\n{}\r\n0\r\n\r\n",
    ),
  "huge headers": (method, path, { host, random }) =>
    request(
      "huge headers",
      method,
      path,
      random.pick([
        [`Host: ${host}`, `X-Big: ${"a".repeat(20_000)}`],
        [`Host: ${host}`, ...Array.from({ length: 300 }, (_, i) => `X-H${i}: ${i}`)],
        [`Host: ${host}`, `Cookie: ${"c=".concat("v".repeat(17_000))}`],
        [`Host: ${host}`, `Accept: ${"text/html,".repeat(1_000)}`],
      ]),
    ),
  "bad cookie": (method, path, { host, random }) =>
    request("bad cookie", method, path, [`Host: ${host}`, `Cookie: ${random.pick(BAD_COOKIES)}`]),
  "signed in, odd headers": (method, path, context) => {
    const { host, random, sessionCookie } = context;
    const { type, body } = plausibleBody(path);
    const headers = [
      `Host: ${host}`,
      `Cookie: ${sessionCookie}`,
      `Origin: ${random.pick([`http://${host}`, "http://evil.example", "null", "%ff"])}`,
      `Accept: ${random.pick(["application/json", "*/*", "text/html;q=abc", "\u00e2\u0080\u00ae"])}`,
      `Accept-Encoding: ${random.pick(["br;q=abc", "gzip, deflate, br, zstd", "*", "identity;q=0"])}`,
      `Range: ${random.pick(["bytes=abc", "bytes=999999999-", "bytes=0-0,1-1,2-2"])}`,
      `If-None-Match: ${random.pick(['"x"', "*", "W/", ""])}`,
      `X-Forwarded-For: ${random.pick(["1.2.3.4", "not-an-ip", "::ffff:127.0.0.1, 10.0.0.1", ""])}`,
    ];
    // Signed in, pages read the session and may redirect: odd queries (redirectTo and friends) too.
    const target = random.next() < 0.5 ? `${path}?${random.pick(QUERY_NOISE)}` : path;
    if (method === "GET" || method === "HEAD") return request("signed in, odd headers", method, target, headers);
    return request(
      "signed in, odd headers",
      method,
      target,
      [...headers, `Content-Type: ${type}`, withLength(body)],
      body,
    );
  },
  "duplicate framing headers": (method, path, { host }) =>
    request(
      "duplicate framing headers",
      method,
      path,
      [`Host: ${host}`, "Host: evil.example", "Content-Length: 2", "Content-Length: 3"],
      "{}",
    ),
};

/** Bad method tokens and versions, sent to a few paths. */
function oddRequestLines(paths: readonly string[], { host }: Context): FuzzCase[] {
  const lines = [
    "G@T {path} HTTP/1.1",
    "get {path} HTTP/1.1",
    `${"A".repeat(100)} {path} HTTP/1.1`,
    "GET {path} HTTP/9.9",
    "GET {path}",
    "GET  {path} HTTP/1.1",
    "GET {path} HTTP/1.1 extra",
  ];
  return paths.flatMap((path) =>
    lines.map((line) => {
      const text = `${line.replace("{path}", path)}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
      return {
        family: "odd request line",
        method: line.split(" ")[0] ?? "",
        target: path,
        bytes: Buffer.from(text, "latin1"),
        mayCloseUnanswered: true,
      };
    }),
  );
}

/** Clients that stop mid-request and wait: each must be cut off (408) by the request timeout. */
export function stallingCases({ host }: Context): FuzzCase[] {
  const stall = (family: string, target: string, text: string): FuzzCase => ({
    family,
    method: text.split(" ")[0] ?? "",
    target,
    bytes: Buffer.from(text, "latin1"),
    stalls: true,
  });
  return [
    stall(
      "body never finishes",
      "/Contact",
      `POST /Contact HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n0123456789`,
    ),
    stall(
      "body never finishes",
      "/api/auth/sign-in/email",
      `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
    ),
    stall("headers never end", "/Shop", `GET /Shop HTTP/1.1\r\nHost: ${host}\r\nX-Slow: 1\r\n`),
    stall("request line never ends", "/", "GET /"),
    stall("nothing sent", "", ""),
  ];
}

/** Well-formed tokens nobody was given, and tampered ones: each must be the site's 404, never a 5xx. */
const PROPOSAL_TOKENS = [
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz_",
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "%00AAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "..%2F..%2Fadmin",
  "A".repeat(5_000),
];

/** The buyer's and the console's proposal and invoice forms, each with bad input. */
const PROPOSAL_FORM_BODIES = [
  "intent=accept&name=&agree=yes&contentHash=" + "a".repeat(64),
  `intent=accept&name=${"N".repeat(300)}&agree=yes&contentHash=${"a".repeat(64)}`,
  "intent=accept&name=Ada&contentHash=nothex",
  "intent=accept&name=Ada%0ALovelace&agree=yes&contentHash=" + "f".repeat(64),
  `intent=decline&reason=${"r".repeat(3_000)}`,
  "intent=card&number=4242424242424242&expiry=13%2F99&cvc=1",
  "intent=card&number=%F0%9F%92%B3&expiry=&cvc=",
  `intent=purchase-order&poNumber=${"P".repeat(300)}`,
  "intent=purchase-order&poNumber=",
  "intent=purchase-order&poNumber=PO-1&poNumber=PO-2",
  "intent=save&description=a&description=b&quantity=1&price=1",
  "intent=save&description=x&quantity=-1&price=1e9&taxMode=rate&taxRate=1000&stageName=&stageShareKind=half&stageShare=1e9&stageTrigger=never&stageDetail=x&paymentTerms=cash&validUntil=2027-02-30",
  "intent=save&stageOp=remove%3A99&stageName=A",
  "intent=save&stageOp=add",
  "intent=build-stage&buildStage=shell",
  "intent=unit-delivered&unit=1",
  "intent=send&op=remove%3A999",
  "intent=revise",
  "intent=withdraw",
  "intent=record&invoiceId=1&method=cash&reference=&paidOn=yesterday",
  "intent=record&invoiceId=99999999999999999999&method=check&paidOn=2026-11-26",
  "intent=remind&invoiceId=-1",
  "intent=prepare",
  "intent=%00",
];

function proposalCases({ host, sessionCookie, random }: Context): FuzzCase[] {
  const paths = [
    ...PROPOSAL_TOKENS.flatMap((token) => [`/proposal/${token}`, `/invoice/${token}`]),
    "/admin/proposals/1",
    "/admin/proposals/0",
    "/admin/proposals/99999999999999999999",
    "/admin/invoices",
    "/admin/quote-requests/Q-1001",
    "/admin/proposals?status=nope",
    "/admin/proposals.csv?status=%00",
  ];
  return paths.flatMap((path) => [
    request("proposal page", "GET", path, [
      `Host: ${host}`,
      ...(random.next() < 0.5 ? [`Cookie: ${sessionCookie}`] : []),
    ]),
    ...PROPOSAL_FORM_BODIES.map((body) =>
      request(
        "proposal form",
        "POST",
        path,
        [
          `Host: ${host}`,
          `Origin: http://${host}`,
          "Content-Type: application/x-www-form-urlencoded",
          withLength(body),
          ...(random.next() < 0.5 ? [`Cookie: ${sessionCookie}`] : []),
        ],
        body,
      ),
    ),
  ]);
}

/** Every request of the run, in a fixed order for a given seed. */
export function fuzzCases(context: Context, perRouteAndMethod = 4): FuzzCase[] {
  const families = Object.keys(mutations);
  const paths = routePaths();
  const cases: FuzzCase[] = [];
  for (const path of paths) {
    for (const method of METHODS) {
      cases.push(baseline(method, path, context));
      for (let i = 0; i < perRouteAndMethod; i += 1) {
        const family = context.random.pick(families);
        cases.push((mutations[family] as Mutation)(method, path, context));
      }
    }
  }
  cases.push(...oddRequestLines(["/", "/Shop", "/api/categories", "/api/auth/get-session"], context));
  cases.push(...proposalCases(context));
  return cases;
}
