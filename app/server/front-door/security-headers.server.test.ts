import { describe, expect, it } from "vitest";

import { parseEnv } from "#app/server/config/env.server";

import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  openerPolicyFor,
  previewFramingFor,
  SOCIAL_FEED_ORIGIN,
  STRIPE_JS_ORIGIN,
} from "./security-headers.server";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const local = parseEnv({});
const deployed = parseEnv({ PUBLIC_URL: "https://nestz.example", PAYMENT_PROVIDER: "test" });

describe("contentSecurityPolicy", () => {
  it("lets scripts run only from this origin or with the nonce or hashes given", () => {
    const policy = directives(contentSecurityPolicy(local, { scripts: ["'nonce-abc123'"] }));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    const hashed = directives(contentSecurityPolicy(local, { scripts: ["'sha256-AAA='", "'sha256-BBB='"] }));
    expect(hashed.get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it("never allows inline or eval'd script, plugins, framing by others or foreign form targets", () => {
    const policy = directives(contentSecurityPolicy(local, { scripts: [] }));
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets the console frame a draft's preview, on this origin only, and nothing else be framed", () => {
    expect(previewFramingFor("/admin/pages/home/preview")).toBe("framed-by-self");
    expect(previewFramingFor("/admin/pages/home/widths")).toBe("frames-self");
    for (const path of ["/", "/admin/pages/home", "/admin/pages/home/preview/x", "/admin/orders/preview"])
      expect(previewFramingFor(path)).toBeNull();
    const framed = directives(contentSecurityPolicy(local, { scripts: [], framing: "framed-by-self" }));
    expect(framed.get("frame-ancestors")).toEqual(["'self'"]);
    expect(framed.get("frame-src")).toEqual(["'none'"]);
    const framing = directives(contentSecurityPolicy(local, { scripts: [], framing: "frames-self" }));
    expect(framing.get("frame-src")).toEqual(["'self'"]);
    expect(framing.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows frames only from the configured walkthrough's origin", () => {
    expect(directives(contentSecurityPolicy(local, { scripts: [] })).get("frame-src")).toEqual(["'none'"]);
    const withTour = parseEnv({ WALKTHROUGH_URL: "https://my.matterport.example/show/?m=abc" });
    expect(directives(contentSecurityPolicy(withTour, { scripts: [] })).get("frame-src")).toEqual([
      "https://my.matterport.example",
    ]);
  });

  it("allows the social feed's script only when the feed is configured", () => {
    expect(contentSecurityPolicy(local, { scripts: [] })).not.toContain(SOCIAL_FEED_ORIGIN);
    const withFeed = directives(contentSecurityPolicy(parseEnv({ SOCIAL_FEED_ID: "abcd-1234" }), { scripts: [] }));
    expect(withFeed.get("script-src")).toContain(SOCIAL_FEED_ORIGIN);
  });

  it("allows Stripe.js, its card frames and its API only when Stripe is configured", () => {
    expect(contentSecurityPolicy(local, { scripts: [] })).not.toContain("stripe.com");
    const withStripe = directives(
      contentSecurityPolicy(
        parseEnv({
          STRIPE_SECRET_KEY: "sk_test_1",
          STRIPE_PUBLISHABLE_KEY: "pk_test_1",
          STRIPE_WEBHOOK_SECRET: "whsec_1",
        }),
        { scripts: ["'nonce-abc'"] },
      ),
    );
    expect(withStripe.get("script-src")).toEqual(["'self'", "'nonce-abc'", STRIPE_JS_ORIGIN]);
    expect(withStripe.get("frame-src")).toEqual([STRIPE_JS_ORIGIN, "https://hooks.stripe.com"]);
    expect(withStripe.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
  });

  it("upgrades insecure requests only on an https deployment", () => {
    expect(directives(contentSecurityPolicy(local, { scripts: [] })).has("upgrade-insecure-requests")).toBe(false);
    expect(directives(contentSecurityPolicy(deployed, { scripts: [] })).has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("baseSecurityHeaders", () => {
  it("sets nosniff, a referrer policy and refuses framing", () => {
    expect(baseSecurityHeaders(local)).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("leaves the opener policy out of the headers every answer gets", () => {
    expect(baseSecurityHeaders(local)).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(baseSecurityHeaders(deployed)).not.toHaveProperty("Cross-Origin-Opener-Policy");
  });

  it("isolates an answer to a request with a session, and only that", () => {
    const isolated = { "Cross-Origin-Opener-Policy": "same-origin" };
    expect(openerPolicyFor("nestz.session_token=abc")).toEqual(isolated);
    expect(openerPolicyFor("theme=dark; __Secure-nestz.session_token=abc")).toEqual(isolated);
    expect(openerPolicyFor(undefined)).toEqual({});
    expect(openerPolicyFor("nestz.has-cart=1")).toEqual({});
    expect(openerPolicyFor("not-nestz.session_token=abc")).toEqual({});
  });

  it("sends HSTS on an https deployment and never on http://localhost", () => {
    expect(baseSecurityHeaders(local)).not.toHaveProperty("Strict-Transport-Security");
    expect(baseSecurityHeaders(deployed)["Strict-Transport-Security"]).toMatch(/max-age=\d{7,}/);
  });
});
