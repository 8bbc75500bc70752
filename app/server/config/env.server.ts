import path from "node:path";

import { z } from "#app/domain/common/zod";
import type { PublicConfig } from "#app/domain/site/public-config";

/** Unset and empty are the same thing: `FOO= npm start` means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of emails" })));

/**
 * SAM.gov's Unique Entity ID: 12 letters and digits, never the letters I or O,
 * never starting with 0. Written in capitals whatever case it is given in.
 */
const uei = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NP-Z1-9][A-HJ-NP-Z0-9]{11}$/, "must be a 12-character SAM.gov Unique Entity ID"));

/** A CAGE code: 5 letters and digits, never the letters I or O. */
const cageCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NP-Z0-9]{5}$/, "must be a 5-character CAGE code"));

/** NAICS codes, comma-separated, each 6 digits; kept in the order given, without repeats. */
const naicsCodes = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().regex(/^\d{6}$/, "must be a comma-separated list of 6-digit NAICS codes")));

const schema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(3000),
  HOST: optional(z.string()).default("127.0.0.1"),
  /** How many reverse proxies stand in front (their X-Forwarded-For names the client). */
  TRUST_PROXY: optional(z.coerce.number().int().min(0).max(10)).default(0),
  PUBLIC_URL: optional(httpUrl),
  DATA_DIR: optional(z.string()).default("./data"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_DISCOVERY_URL: optional(httpUrl),
  STRIPE_SECRET_KEY: optional(z.string().startsWith("sk_", "must start with sk_")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().startsWith("pk_", "must start with pk_")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith("whsec_", "must start with whsec_")),
  /**
   * Which provider takes payments. Unset: Stripe when its keys are set, else the built-in test
   * provider, which a deployment runs only when named here (docs/decisions/0063).
   */
  PAYMENT_PROVIDER: optional(z.enum(["stripe", "test"], { error: 'must be "stripe" or "test"' })),
  /** Another address for Stripe's API (a local stand-in in tests); Stripe's own by default. */
  STRIPE_API_URL: optional(httpUrl),
  /** DOR's address rate lookup (docs/decisions/0080); a local stand-in in tests. */
  DOR_LOOKUP_URL: optional(httpUrl).default("https://webgis.dor.wa.gov/webapi/AddressRates.aspx"),
  /** How long a rate lookup waits for DOR before the quarterly files answer instead. */
  DOR_LOOKUP_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(30_000)).default(3_000),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string()).default("Nestz <hello@nestz.example>"),
  CONTACT_PHONE: optional(
    z.string().regex(/^[+\d][\d\s().-]{6,24}$/, "must be a phone number such as (503) 555-0142"),
  ).default("(503) 555-0142"),
  CONTACT_EMAIL: optional(z.email({ error: "must be an email address" })).default("hello@nestz.example"),
  COMPANY_LEGAL_NAME: optional(z.string().max(120)).default("Nestz Inc."),
  /** Identifiers public buyers ask for (/Government and its capability summary); each is left out while unset. */
  COMPANY_UEI: optional(uei),
  COMPANY_CAGE_CODE: optional(cageCode),
  COMPANY_NAICS_CODES: optional(naicsCodes).default([]),
  COMPANY_FOUNDED_YEAR: optional(
    z.coerce
      .number({ error: "must be a year such as 2021" })
      .int("must be a year such as 2021")
      .min(1900, "must be a year such as 2021")
      .refine((year) => year <= new Date().getFullYear(), "must not be in the future"),
  ),
  SOCIAL_FEED_ID: optional(z.string().regex(/^[A-Za-z0-9-]{4,64}$/, "must be the feed's id (letters, digits, dashes)")),
  WALKTHROUGH_URL: optional(z.url({ protocol: /^https$/, error: "must be an https URL" })),
  ADMIN_EMAILS: optional(emailList).default([]),
  /** Where invoices ask buyers to send checks: lines separated by "|". */
  REMIT_TO: optional(z.string().max(500)).default(
    "Nestz Inc.|Attn: Accounts receivable|PO Box 4242|Portland, OR 97208",
  ),
  /**
   * How to pay an invoice by ACH or wire, shown on every invoice; lines separated by "|".
   * Unset, a try-out shows demo details and a deployment asks the buyer to call (see remitBankDetails).
   */
  REMIT_BANK_DETAILS: optional(z.string().max(500)),
  /** Checkouts (payment intents) one client address may start per minute, across all instances. */
  CHECKOUT_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1).max(1_000_000)).default(20),
  /** Days raw page views are kept before only their daily totals remain (docs/decisions/0027). */
  INSIGHTS_RETENTION_DAYS: optional(z.coerce.number().int().min(2).max(3_650)).default(90),
  /** Page-view beacons one client address may send per minute, across all instances. */
  INSIGHTS_EVENTS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(10_000_000)).default(300),
  /** How often each instance sends the payment reminders that are due; 0 leaves it to `npm run reminders:send`. */
  REMINDER_INTERVAL_MINUTES: optional(z.coerce.number().int().min(0).max(1_440)).default(15),
  /** How long a client may take to send a request's headers and body before it is answered 408. */
  REQUEST_TIMEOUT_SECONDS: optional(z.coerce.number().int().min(2).max(300)).default(30),
  /** How long stopping the jobs, watchers and database may take on SIGTERM before the process exits 1 saying which hung. */
  SHUTDOWN_DEADLINE_SECONDS: optional(z.coerce.number().int().min(1).max(600)).default(30),
});

export type Env = ReturnType<typeof resolve>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function resolve(parsed: z.infer<typeof schema>) {
  const publicUrl = parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`;
  return {
    ...parsed,
    PUBLIC_URL: publicUrl,
    DATA_DIR: path.resolve(parsed.DATA_DIR),
    /**
     * A site served over https is a real deployment: it gets HSTS and secure
     * cookies, and must be given its secrets instead of generating them.
     */
    isDeployed: publicUrl.startsWith("https://"),
    isDevelopment: parsed.NODE_ENV === "development",
  };
}

export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = resolve(result.data);
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    );
  }
  if (env.PAYMENT_PROVIDER === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      "Invalid configuration:\n  PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET",
    );
  }
  // The test provider takes the public test card and records each payment as paid: a real
  // site never falls back to it, it has to be asked for by name (docs/decisions/0063).
  if (env.isDeployed && !env.STRIPE_SECRET_KEY && env.PAYMENT_PROVIDER !== "test") {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_URL is https, so this is a real deployment, but it has no payment provider. " +
        "Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real payments, " +
        "or PAYMENT_PROVIDER=test to run the built-in test provider on purpose (it takes the public test card " +
        "4242 4242 4242 4242, moves no money, and every payment page says so).",
    );
  }
  return env;
}

const DEMO_BANK_DETAILS =
  "ACH or wire: Example Community Bank|Routing 000000000 · Account 0000000000 (demo details)|Please quote the invoice number with every payment.";

/**
 * The bank lines of an invoice ("|" between lines): REMIT_BANK_DETAILS when set. Without it a
 * try-out shows demo details, and a deployment never does: its buyers are asked to call instead.
 */
export function remitBankDetails(env: Env = getEnv()): string {
  if (env.REMIT_BANK_DETAILS) return env.REMIT_BANK_DETAILS;
  if (!env.isDeployed) return DEMO_BANK_DETAILS;
  return `To pay by ACH or wire, please call ${env.CONTACT_PHONE} or email ${env.CONTACT_EMAIL} for our bank details.`;
}

/**
 * Settings that are valid but most likely wrong, each as one line for the
 * start-up log. They don't stop the server: the mistake may be deliberate.
 */
export function configWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.isDeployed && env.TRUST_PROXY === 0) {
    warnings.push(
      `config: PUBLIC_URL is https but TRUST_PROXY is 0. Behind a proxy that ends TLS, form posts are refused (400: the server sees http), ` +
        `and rate limits count every visitor as the proxy. Set TRUST_PROXY to the number of proxies in front (usually 1); ` +
        `leave it 0 only if this server itself answers https.`,
    );
  }
  if (env.isDeployed && (env.PAYMENT_PROVIDER === "test" || !env.STRIPE_SECRET_KEY)) {
    warnings.push(
      `config: PAYMENT_PROVIDER=test on a real deployment: payments are taken with the public test card and no money moves. ` +
        `Every payment page says so. Set the three STRIPE_* keys to take real payments.`,
    );
  }
  if (env.isDeployed && !env.REMIT_BANK_DETAILS) {
    warnings.push(
      `config: REMIT_BANK_DETAILS is not set, so invoices ask buyers to call for bank details. Set it to print them.`,
    );
  }
  return warnings;
}

let cached: Env | undefined;

/** The validated environment of this process, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The only configuration the browser may see. Everything here ends up in the
 * HTML, so it must never hold a secret.
 */
export function getPublicConfig(env: Env = getEnv()): PublicConfig {
  return {
    publicUrl: env.PUBLIC_URL,
    contactPhone: env.CONTACT_PHONE,
    contactEmail: env.CONTACT_EMAIL,
    legalName: env.COMPANY_LEGAL_NAME,
    uei: env.COMPANY_UEI ?? null,
    cageCode: env.COMPANY_CAGE_CODE ?? null,
    naicsCodes: env.COMPANY_NAICS_CODES,
    foundedYear: env.COMPANY_FOUNDED_YEAR ?? null,
    walkthroughUrl: env.WALKTHROUGH_URL ?? null,
    socialFeedId: env.SOCIAL_FEED_ID ?? null,
  };
}

/**
 * The public settings of this process's environment as one string: the build
 * records it, and `npm start` rebuilds when it differs (the prerendered pages
 * contain these settings). Throws with a clear message on bad configuration.
 */
export function publicConfigStamp(): string {
  return JSON.stringify(getPublicConfig(parseEnv(process.env)));
}
