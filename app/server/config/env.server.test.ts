import path from "node:path";

import { describe, expect, it } from "vitest";

import { ConfigError, configWarnings, getPublicConfig, parseEnv, remitBankDetails } from "./env.server";

function configError(source: Record<string, string | undefined>): ConfigError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(source)} to be refused`);
}

describe("parseEnv defaults", () => {
  it("starts with no settings at all", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: path.resolve("data"),
      CONTACT_PHONE: "(503) 555-0142",
      CONTACT_EMAIL: "hello@nestz.example",
      ADMIN_EMAILS: [],
      REQUEST_TIMEOUT_SECONDS: 30,
      SHUTDOWN_DEADLINE_SECONDS: 30,
      isDeployed: false,
      isDevelopment: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
  });

  it("uses the demo contact details: a 555 number and an example domain", () => {
    const env = parseEnv({});
    expect(env.CONTACT_PHONE).toContain("555");
    expect(env.CONTACT_EMAIL.endsWith(".example")).toBe(true);
    expect(env.MAIL_FROM).toContain(".example");
  });

  it("derives the public URL from the port", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
  });

  it("reads and normalises what it is given", () => {
    const env = parseEnv({
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://nestz.example/",
      PAYMENT_PROVIDER: "test",
      DATA_DIR: "/var/lib/nestz",
      DATABASE_URL: "postgresql://u:p@db:5432/nestz",
      ADMIN_EMAILS: " Owner@Nestz.example, ops@nestz.example ,",
      NODE_ENV: "development",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://nestz.example",
      DATA_DIR: "/var/lib/nestz",
      DATABASE_URL: "postgresql://u:p@db:5432/nestz",
      ADMIN_EMAILS: ["owner@nestz.example", "ops@nestz.example"],
      isDeployed: true,
      isDevelopment: true,
    });
  });

  it("treats an empty string as unset", () => {
    const env = parseEnv({
      PORT: "",
      PUBLIC_URL: "",
      DATABASE_URL: "",
      CONTACT_EMAIL: "",
      CONTACT_PHONE: "",
      STRIPE_SECRET_KEY: "",
      GOOGLE_CLIENT_ID: "",
      ADMIN_EMAILS: "",
      NODE_ENV: "",
    });
    expect(env).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      CONTACT_EMAIL: "hello@nestz.example",
      CONTACT_PHONE: "(503) 555-0142",
      ADMIN_EMAILS: [],
    });
    for (const unset of ["DATABASE_URL", "STRIPE_SECRET_KEY", "GOOGLE_CLIENT_ID", "NODE_ENV"] as const) {
      expect(env[unset], unset).toBeUndefined();
    }
  });
});

describe("parseEnv refuses bad values, naming the variable", () => {
  const bad: [string, string][] = [
    ["PORT", "abc"],
    ["PORT", "0"],
    ["PORT", "65536"],
    ["PORT", "80.5"],
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "nestz.example"],
    ["PUBLIC_URL", "ftp://nestz.example"],
    ["DATABASE_URL", "mysql://localhost/nestz"],
    ["AUTH_SECRET", "too-short"],
    ["GOOGLE_DISCOVERY_URL", "not a url"],
    ["STRIPE_SECRET_KEY", "pk_test_123"],
    ["STRIPE_PUBLISHABLE_KEY", "sk_test_123"],
    ["STRIPE_WEBHOOK_SECRET", "secret"],
    ["SMTP_URL", "http://mail.example"],
    ["CONTACT_PHONE", "call us"],
    ["CONTACT_EMAIL", "nope"],
    ["COMPANY_LEGAL_NAME", "x".repeat(121)],
    ["SOCIAL_FEED_ID", "has spaces in it"],
    ["WALKTHROUGH_URL", "http://tour.example/nestz"],
    ["ADMIN_EMAILS", "owner@nestz.example, not-an-email"],
    ["COMPANY_UEI", "ABC123"],
    ["COMPANY_UEI", "0BCDEFGHJKLM"],
    ["COMPANY_UEI", "ABCDEFGHIJKL"],
    ["COMPANY_CAGE_CODE", "1AB2"],
    ["COMPANY_CAGE_CODE", "1OB23"],
    ["COMPANY_NAICS_CODES", "321991, 33231"],
    ["COMPANY_NAICS_CODES", "321991,manufacturing"],
    ["COMPANY_FOUNDED_YEAR", "twenty-one"],
    ["COMPANY_FOUNDED_YEAR", "1850"],
    ["COMPANY_FOUNDED_YEAR", String(new Date().getFullYear() + 1)],
    ["REQUEST_TIMEOUT_SECONDS", "1"],
    ["REQUEST_TIMEOUT_SECONDS", "301"],
    ["REQUEST_TIMEOUT_SECONDS", "ten"],
    ["SHUTDOWN_DEADLINE_SECONDS", "0"],
    ["SHUTDOWN_DEADLINE_SECONDS", "601"],
    ["SHUTDOWN_DEADLINE_SECONDS", "soon"],
  ];
  for (const [name, value] of bad) {
    it(`${name}=${value.length > 30 ? `${value.slice(0, 30)}…` : value}`, () => {
      const error = configError({ [name]: value });
      expect(error.message).toMatch(/^Invalid configuration/);
      expect(error.message).toContain(name);
      // One clear line per problem ("NAME: why" or "NAME.2: why" for a list entry), no other variable blamed.
      const blamed = error.message
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(/[:.]/)[0]);
      expect(blamed).toEqual([name]);
    });
  }

  it("lists every bad variable at once", () => {
    const error = configError({ PORT: "abc", CONTACT_EMAIL: "nope" });
    expect(error.message).toContain("PORT");
    expect(error.message).toContain("CONTACT_EMAIL");
  });

  it("never repeats a secret's value in the message", () => {
    const error = configError({ AUTH_SECRET: "short-secret-value" });
    expect(error.message).not.toContain("short-secret-value");
  });
});

describe("settings that only work together", () => {
  it("needs both Google settings or neither", () => {
    for (const half of [{ GOOGLE_CLIENT_ID: "id" }, { GOOGLE_CLIENT_SECRET: "secret" }]) {
      const error = configError(half);
      expect(error.message).toContain("GOOGLE_CLIENT_ID");
      expect(error.message).toContain("GOOGLE_CLIENT_SECRET");
    }
    expect(parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).GOOGLE_CLIENT_ID).toBe("id");
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "" })).not.toThrow();
  });

  it("needs all three Stripe settings or none", () => {
    const keys = {
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    };
    for (const missing of Object.keys(keys)) {
      const error = configError({ ...keys, [missing]: undefined });
      for (const name of Object.keys(keys)) expect(error.message).toContain(name);
    }
    expect(configError({ ...keys, STRIPE_WEBHOOK_SECRET: "" }).message).toContain("STRIPE_WEBHOOK_SECRET");
    expect(parseEnv(keys)).toMatchObject(keys);
  });
});

describe("the identifiers public buyers ask for", () => {
  it("are left unset, never invented, when not configured", () => {
    const env = parseEnv({});
    expect(env.COMPANY_UEI).toBeUndefined();
    expect(env.COMPANY_CAGE_CODE).toBeUndefined();
    expect(env.COMPANY_FOUNDED_YEAR).toBeUndefined();
    expect(env.COMPANY_NAICS_CODES).toEqual([]);
    expect(getPublicConfig(env)).toMatchObject({ uei: null, cageCode: null, naicsCodes: [], foundedYear: null });
  });

  it("treat an empty value as unset", () => {
    const env = parseEnv({ COMPANY_UEI: "", COMPANY_CAGE_CODE: "", COMPANY_NAICS_CODES: "", COMPANY_FOUNDED_YEAR: "" });
    expect(getPublicConfig(env)).toMatchObject({ uei: null, cageCode: null, naicsCodes: [], foundedYear: null });
  });

  it("are read, trimmed and written in capitals, and reach the public settings", () => {
    const env = parseEnv({
      COMPANY_UEI: " ab12cd34ef56 ",
      COMPANY_CAGE_CODE: "7xk21",
      COMPANY_NAICS_CODES: " 321991, 332311 ,321991,",
      COMPANY_FOUNDED_YEAR: "2021",
    });
    expect(getPublicConfig(env)).toMatchObject({
      uei: "AB12CD34EF56",
      cageCode: "7XK21",
      naicsCodes: ["321991", "332311"],
      foundedYear: 2021,
    });
  });

  it("are part of the stamp that makes `npm start` rebuild the prerendered pages", () => {
    const before = JSON.stringify(getPublicConfig(parseEnv({})));
    const after = JSON.stringify(getPublicConfig(parseEnv({ COMPANY_CAGE_CODE: "7XK21" })));
    expect(after).not.toBe(before);
  });
});

describe("getPublicConfig", () => {
  it("passes only public values to the browser", () => {
    const env = parseEnv({
      AUTH_SECRET: "a".repeat(40),
      DATABASE_URL: "postgres://u:hunter2@db/nestz",
      STRIPE_SECRET_KEY: "sk_live_secret",
      STRIPE_PUBLISHABLE_KEY: "pk_live_public",
      STRIPE_WEBHOOK_SECRET: "whsec_secret",
      SMTP_URL: "smtp://u:mailpass@mail.example",
    });
    const shown = JSON.stringify(getPublicConfig(env));
    for (const secret of ["aaaaaaaa", "hunter2", "sk_live_secret", "whsec_secret", "mailpass"]) {
      expect(shown).not.toContain(secret);
    }
  });
});

const stripeKeys = {
  STRIPE_SECRET_KEY: "sk_live_1",
  STRIPE_PUBLISHABLE_KEY: "pk_live_1",
  STRIPE_WEBHOOK_SECRET: "whsec_1",
};
const deployed = {
  PUBLIC_URL: "https://nestz.example",
  AUTH_SECRET: "x".repeat(32),
  ...stripeKeys,
  REMIT_BANK_DETAILS: "ACH: Cedar Bank|Routing 123456789 · Account 987654321",
};

describe("configWarnings", () => {
  it("warns in one line when PUBLIC_URL is https and TRUST_PROXY is 0", () => {
    const warnings = configWarnings(parseEnv(deployed));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/PUBLIC_URL is https but TRUST_PROXY is 0/);
    expect(warnings[0]).not.toContain("\n");
  });

  it("says nothing when a proxy is trusted, or on a laptop", () => {
    expect(configWarnings(parseEnv({ ...deployed, TRUST_PROXY: "1" }))).toEqual([]);
    expect(configWarnings(parseEnv({}))).toEqual([]);
  });

  it("says in one line that a deployment runs the test provider, and that it prints no bank details", () => {
    const testMode = configWarnings(
      parseEnv({
        ...deployed,
        TRUST_PROXY: "1",
        PAYMENT_PROVIDER: "test",
        STRIPE_SECRET_KEY: "",
        STRIPE_PUBLISHABLE_KEY: "",
        STRIPE_WEBHOOK_SECRET: "",
        REMIT_BANK_DETAILS: "",
      }),
    );
    expect(testMode).toEqual([
      expect.stringMatching(/PAYMENT_PROVIDER=test on a real deployment: .*no money moves/),
      expect.stringMatching(/REMIT_BANK_DETAILS is not set/),
    ]);
    for (const line of testMode) expect(line).not.toContain("\n");
  });
});

describe("a real deployment's payments", () => {
  const noStripe = { STRIPE_SECRET_KEY: "", STRIPE_PUBLISHABLE_KEY: "", STRIPE_WEBHOOK_SECRET: "" };

  it("refuses to start without a payment provider, saying what to set", () => {
    const error = configError({ ...deployed, ...noStripe });
    expect(error.message).toMatch(/PUBLIC_URL is https, so this is a real deployment, but it has no payment provider/);
    expect(error.message).toContain("STRIPE_SECRET_KEY");
    expect(error.message).toContain("PAYMENT_PROVIDER=test");
  });

  it("starts with Stripe's keys, or with the test provider named on purpose", () => {
    expect(parseEnv(deployed).STRIPE_SECRET_KEY).toBe("sk_live_1");
    expect(parseEnv({ ...deployed, ...noStripe, PAYMENT_PROVIDER: "test" }).PAYMENT_PROVIDER).toBe("test");
    expect(parseEnv({ ...deployed, PAYMENT_PROVIDER: "stripe" }).PAYMENT_PROVIDER).toBe("stripe");
  });

  it("keeps the quiet default on a laptop: no keys means the test provider", () => {
    expect(() => parseEnv({})).not.toThrow();
    expect(() => parseEnv({ PUBLIC_URL: "http://127.0.0.1:3000" })).not.toThrow();
  });

  it("refuses PAYMENT_PROVIDER=stripe without the keys, and any other name", () => {
    expect(configError({ PAYMENT_PROVIDER: "stripe" }).message).toContain(
      "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY",
    );
    expect(configError({ PAYMENT_PROVIDER: "paypal" }).message).toMatch(/PAYMENT_PROVIDER: must be "stripe" or "test"/);
  });
});

describe("the bank details on invoices", () => {
  it("are the configured ones when set", () => {
    expect(remitBankDetails(parseEnv(deployed))).toBe(deployed.REMIT_BANK_DETAILS);
  });

  it("are demo details on a laptop", () => {
    expect(remitBankDetails(parseEnv({}))).toContain("(demo details)");
  });

  it("are never the demo details on a deployment: its buyers are asked to call", () => {
    const shown = remitBankDetails(
      parseEnv({
        ...deployed,
        REMIT_BANK_DETAILS: "",
        CONTACT_PHONE: "360-555-0199",
        CONTACT_EMAIL: "ar@nestz.example",
      }),
    );
    expect(shown).not.toMatch(/demo|Routing|Example Community Bank/);
    expect(shown).toBe(
      "To pay by ACH or wire, please call 360-555-0199 or email ar@nestz.example for our bank details.",
    );
  });
});

describe("CHECKOUT_LIMIT_PER_MINUTE", () => {
  it("is 20 by default and takes a positive whole number", () => {
    expect(parseEnv({}).CHECKOUT_LIMIT_PER_MINUTE).toBe(20);
    expect(parseEnv({ CHECKOUT_LIMIT_PER_MINUTE: "1000" }).CHECKOUT_LIMIT_PER_MINUTE).toBe(1000);
    expect(configError({ CHECKOUT_LIMIT_PER_MINUTE: "0" }).message).toContain("CHECKOUT_LIMIT_PER_MINUTE");
    expect(configError({ CHECKOUT_LIMIT_PER_MINUTE: "lots" }).message).toContain("CHECKOUT_LIMIT_PER_MINUTE");
  });
});
