import { randomBytes, randomUUID } from "node:crypto";

import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { messages } from "#app/domain/auth/rules";

import { getDb } from "../db/client.server";
import { outbox, requestLimits, user } from "../db/schema.server";
import { getAuth } from "./auth.server";
import { callAuth, describeAuthFailure } from "./auth-calls.server";
import { SIGN_IN_FAILURES_MAX, SIGN_IN_WINDOW_SECONDS, signInLimitKey } from "./auth-guards.server";

process.env.AUTH_SECRET = randomBytes(32).toString("hex");

const ORIGIN = "http://localhost:3000";
let clientNumber = 0;

/** Every request from an address of its own: only the limit per account can be at work. */
function visitor(cookie?: string) {
  clientNumber++;
  return new Request(`${ORIGIN}/SignIn`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "x-client-ip": `10.${Math.floor(clientNumber / 250)}.${clientNumber % 250}.9`,
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** The JSON API itself, as a script would call it. */
function api(path: string, body: unknown, cookie?: string) {
  clientNumber++;
  return getAuth().handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        "content-type": "application/json",
        "x-client-ip": `10.200.${clientNumber % 250}.${Math.floor(clientNumber / 250)}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
const newEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;

async function signUp(email = newEmail(), password = "tall cedar trees", name = "Test Person") {
  const result = await callAuth(visitor(), "/sign-up/email", { name, email, password });
  if (!result.ok) throw new Error(`sign-up failed: ${result.code} ${result.message}`);
  return { email, password, cookie: cookieHeader(result.setCookies) };
}

const signIn = (email: string, password: string) => callAuth(visitor(), "/sign-in/email", { email, password });

async function resetToken(email: string): Promise<string> {
  const asked = await callAuth(visitor(), "/request-password-reset", { email, redirectTo: "/ResetPassword" });
  expect(asked.ok).toBe(true);
  const [mail] = await getDb()
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error("no reset link in the email");
  return token;
}

describe("failed sign-ins per account", () => {
  it(`locks the account after ${SIGN_IN_FAILURES_MAX} wrong passwords from different addresses, even for the right one, saying when to retry`, async () => {
    const { email, password } = await signUp();
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_MAX; attempt++) {
      const wrong = await signIn(email, `guess number ${attempt}`);
      expect(!wrong.ok && describeAuthFailure(wrong), `attempt ${attempt + 1}`).toBe(messages.wrongPassword);
    }
    const locked = await signIn(email, password);
    expect(locked.ok).toBe(false);
    if (locked.ok) return;
    expect(locked.status).toBe(429);
    expect(locked.code).toBe("ACCOUNT_LOCKED");
    expect(locked.retryAfterSeconds).toBeGreaterThan(SIGN_IN_WINDOW_SECONDS - 60);
    expect(locked.retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_WINDOW_SECONDS);
    expect(describeAuthFailure(locked)).toBe(messages.accountLocked(locked.retryAfterSeconds ?? 0));
    expect(describeAuthFailure(locked)).toMatch(/Please wait 15 minutes/);
  });

  it("answers the JSON API with 429 and Retry-After, and counts the email however it is written", async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_MAX; attempt++) {
      const written = attempt % 2 ? ` ${email.toUpperCase()} ` : email;
      expect((await api("/sign-in/email", { email: written, password: `guess ${attempt}` })).status).toBe(401);
    }
    const locked = await api("/sign-in/email", { email, password: "guess again" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ code: "ACCOUNT_LOCKED" });
  });

  it("counts guesses sent all at once: no more than the limit get an answer about the password", async () => {
    const { email } = await signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => api("/sign-in/email", { email, password: `burst ${n}` })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - SIGN_IN_FAILURES_MAX);
  });

  it("forgives the failures once the right password is given", async () => {
    const { email, password } = await signUp();
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_MAX - 1; attempt++) await signIn(email, `typo ${attempt}`);
    expect((await signIn(email, password)).ok).toBe(true);
    for (let attempt = 0; attempt < SIGN_IN_FAILURES_MAX - 1; attempt++) await signIn(email, `typo again ${attempt}`);
    expect((await signIn(email, password)).ok).toBe(true);
  });

  it("lets a locked-out owner back in through a password reset", async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt <= SIGN_IN_FAILURES_MAX; attempt++) await signIn(email, `attacker ${attempt}`);
    expect((await signIn(email, "tall cedar trees")).status).toBe(429);
    const reset = await callAuth(visitor(), "/reset-password", {
      token: await resetToken(email),
      newPassword: "a fresh start here",
    });
    expect(reset.ok).toBe(true);
    expect((await signIn(email, "a fresh start here")).ok).toBe(true);
  });

  it("unlocks by itself when the window ends: no lockout lasts", async () => {
    const { email, password } = await signUp();
    for (let attempt = 0; attempt <= SIGN_IN_FAILURES_MAX; attempt++) await signIn(email, `attacker ${attempt}`);
    expect((await signIn(email, password)).status).toBe(429);
    await getDb()
      .update(requestLimits)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(requestLimits.key, signInLimitKey(email)));
    expect((await signIn(email, password)).ok).toBe(true);
  });

  it("leaves other accounts alone", async () => {
    const { email } = await signUp();
    const other = await signUp();
    for (let attempt = 0; attempt <= SIGN_IN_FAILURES_MAX; attempt++) await signIn(email, `attacker ${attempt}`);
    expect((await signIn(other.email, other.password)).ok).toBe(true);
  });

  it("still tells 'Email not found' and 'Wrong password' apart below the limit", async () => {
    const { email } = await signUp();
    const wrong = await signIn(email, "not the one");
    const unknown = await signIn(newEmail(), "not the one");
    expect(!wrong.ok && describeAuthFailure(wrong)).toBe(messages.wrongPassword);
    expect(!unknown.ok && describeAuthFailure(unknown)).toBe(messages.emailNotFound);
  });
});

describe("common passwords", () => {
  it("refuses 'password' and '12345678' at sign-up, on the API and the form's path, and creates nothing", async () => {
    for (const password of ["password", "12345678", "Password"]) {
      const email = newEmail();
      const viaApi = await api("/sign-up/email", { name: "Common", email, password });
      expect(viaApi.status, password).toBe(400);
      expect(await viaApi.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: messages.passwordTooCommon });
      const viaForm = await callAuth(visitor(), "/sign-up/email", { name: "Common", email, password });
      expect(!viaForm.ok && describeAuthFailure(viaForm)).toBe(messages.passwordTooCommon);
      expect(await getDb().select().from(user).where(eq(user.email, email))).toEqual([]);
    }
  });

  it("accepts an unusual passphrase", async () => {
    const response = await api("/sign-up/email", {
      name: "Unusual",
      email: newEmail(),
      password: "cedar kettle moss lantern",
    });
    expect(response.status).toBe(200);
  });

  it("refuses a common new password on reset without using up the link", async () => {
    const { email } = await signUp();
    const token = await resetToken(email);
    const common = await callAuth(visitor(), "/reset-password", { token, newPassword: "12345678" });
    expect(!common.ok && describeAuthFailure(common)).toBe(messages.passwordTooCommon);
    // The link still works for a good password.
    expect((await callAuth(visitor(), "/reset-password", { token, newPassword: "quiet river stones" })).ok).toBe(true);
    expect((await signIn(email, "quiet river stones")).ok).toBe(true);
  });

  it("refuses a common new password on change", async () => {
    const { password, cookie } = await signUp();
    const response = await api("/change-password", { currentPassword: password, newPassword: "password" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON" });
  });
});

describe("display names and emails on the JSON API", () => {
  const refusedNames = ["x".repeat(5_000), "", "   ", "evil\u202Egnp.exe", "a\u2066b", "tab\there"];

  it("refuses at sign-up a 5,000-character name, an empty one and bidi or control characters with 400, creating nothing", async () => {
    for (const name of refusedNames) {
      const email = newEmail();
      const response = await api("/sign-up/email", { name, email, password: "tall cedar trees" });
      expect(response.status, JSON.stringify(name.slice(0, 20))).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "INVALID_DISPLAY_NAME",
        message: expect.stringMatching(/display name/i),
      });
      expect(await getDb().select().from(user).where(eq(user.email, email))).toEqual([]);
    }
  });

  it("refuses the same names on update-user and keeps the old one", async () => {
    const { email, cookie } = await signUp(newEmail(), "tall cedar trees", "Kept Name");
    for (const name of refusedNames) {
      const response = await api("/update-user", { name }, cookie);
      expect(response.status, JSON.stringify(name.slice(0, 20))).toBe(400);
    }
    const [row] = await getDb().select().from(user).where(eq(user.email, email));
    expect(row?.name).toBe("Kept Name");
  });

  it("stores names and emails as the forms would: trimmed, composed, lower case", async () => {
    const email = newEmail();
    const response = await api("/sign-up/email", {
      name: "  Zoe\u0308  ",
      email: `  ${email.toUpperCase()}  `,
      password: "tall cedar trees",
    });
    expect(response.status).toBe(200);
    const [row] = await getDb().select().from(user).where(eq(user.email, email));
    expect(row?.name).toBe("Zoë");
  });

  it("refuses an over-long email with 400 wherever one is taken", async () => {
    const long = `${"a".repeat(250)}@example.com`;
    expect((await api("/sign-up/email", { name: "Long", email: long, password: "tall cedar trees" })).status).toBe(400);
    expect((await api("/sign-in/email", { email: long, password: "tall cedar trees" })).status).toBe(400);
    expect((await api("/request-password-reset", { email: long, redirectTo: "/ResetPassword" })).status).toBe(400);
  });
});
