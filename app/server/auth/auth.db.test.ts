import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { messages } from "#app/domain/auth/rules";
import { getEnv } from "#app/server/config/env.server";

import { getDb } from "../db/client.server";
import { auditLog, outbox, rateLimit, session, user, verification } from "../db/schema.server";
import { createAuth, getAuth } from "./auth.server";
import { callAuth, describeAuthFailure } from "./auth-calls.server";
import { requireAdmin, requireUser } from "./session.server";

process.env.AUTH_SECRET = randomBytes(32).toString("hex");
process.env.ADMIN_EMAILS = "boss@nestz.example";

const ORIGIN = "http://localhost:3000";
let clientNumber = 0;

/** A visitor's request, from its own address so rate limits don't mix between tests. */
function visitor(ip = `10.0.0.${++clientNumber}`, cookie?: string) {
  return new Request(`${ORIGIN}/SignIn`, {
    method: "POST",
    headers: { origin: ORIGIN, "x-client-ip": ip, ...(cookie ? { cookie } : {}) },
  });
}

/** A loader's guard arguments for a document request: the page's address is the request's. */
const guard = (request: Request) => ({ request, url: new URL(request.url) });

const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(";")[0]).join("; ");

async function signUp(email: string, password = "correct horse", name = "Test Person") {
  const result = await callAuth(visitor(), "/sign-up/email", { name, email, password });
  if (!result.ok) throw new Error(`sign-up failed: ${result.code}`);
  return cookieHeader(result.setCookies);
}

/** Follows the reset link in an email's text and sets a new password through it. */
async function followResetLink(text: string, newPassword: string) {
  const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in: ${text}`);
  const landing = await getAuth().handler(new Request(link));
  const token = new URL(landing.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
  const reset = await callAuth(visitor(), "/reset-password", { token, newPassword });
  if (!reset.ok) throw new Error(`reset failed: ${reset.code}`);
}

beforeAll(() => {
  expect(getEnv().ADMIN_EMAILS).toEqual(["boss@nestz.example"]);
});

describe("sign-up", () => {
  it("creates the user record with display name, email and createdAt, and signs them in", async () => {
    const cookie = await signUp("Ada@Example.com", "correct horse", "Ada");
    const [row] = await getDb().select().from(user).where(eq(user.email, "ada@example.com"));
    expect(row).toMatchObject({ name: "Ada", email: "ada@example.com", role: "user" });
    expect(row?.createdAt).toBeInstanceOf(Date);
    const current = await requireUser(guard(new Request(ORIGIN, { headers: { cookie } })));
    expect(current.displayName).toBe("Ada");
  });

  it("says 'Email already in use' for an existing email and creates nothing", async () => {
    await signUp("twice@example.com");
    const result = await callAuth(visitor(), "/sign-up/email", {
      name: "Again",
      email: "twice@example.com",
      password: "another one",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(describeAuthFailure(result)).toBe(messages.emailInUse);
    expect(await getDb().select().from(user).where(eq(user.email, "twice@example.com"))).toHaveLength(1);
  });

  it("never makes an unproven ADMIN_EMAILS sign-up an admin; the emailed link does, and shuts out whoever signed up first", async () => {
    // Someone signs up with the owner's address before the owner does.
    const squatter = await signUp("boss@nestz.example", "squatter's password");
    const [row] = await getDb().select().from(user).where(eq(user.email, "boss@nestz.example"));
    expect(row).toMatchObject({ role: "user", emailVerified: false });
    await expect(
      requireAdmin(guard(new Request(`${ORIGIN}/admin`, { headers: { cookie: squatter } }))),
    ).rejects.toSatisfy((error: { init?: { status?: number } }) => error.init?.status === 403);
    // The address's owner receives the link (worded as the console confirmation) and follows it.
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.kind, "console-confirmation"));
    expect(mail?.recipient).toBe("boss@nestz.example");
    await followResetLink(mail?.text ?? "", "owner's own password");

    const [proven] = await getDb().select().from(user).where(eq(user.email, "boss@nestz.example"));
    expect(proven).toMatchObject({ role: "admin", emailVerified: true });
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.action, "person.admin-granted"));
    expect(audit).toMatchObject({ subjectId: proven?.id, actorEmail: "boss@nestz.example" });
    // The squatter's session and password are gone with the reset.
    expect(
      await requireUser(guard(new Request(ORIGIN, { headers: { cookie: squatter } }))).catch((r: Response) => r.status),
    ).toBe(302);
    const squatterAgain = await callAuth(visitor(), "/sign-in/email", {
      email: "boss@nestz.example",
      password: "squatter's password",
    });
    expect(squatterAgain.ok).toBe(false);
  });

  it("refuses junk JSON, a 10 kB password and a missing email with a 4xx, creating nothing", async () => {
    const before = (await getDb().select().from(user)).length;
    const junk = await getAuth().handler(
      new Request(`${ORIGIN}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json", "x-client-ip": "10.9.9.1" },
        body: "{not json",
      }),
    );
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
    const long = await callAuth(visitor(), "/sign-up/email", {
      name: "Long",
      email: "long@example.com",
      password: "x".repeat(10_000),
    });
    expect(long.ok ? 200 : long.status).toBe(400);
    const noEmail = await callAuth(visitor(), "/sign-up/email", { name: "Nobody", password: "correct horse" });
    expect(noEmail.ok ? 200 : noEmail.status).toBe(400);
    expect(await getDb().select().from(user)).toHaveLength(before);
  });
});

describe("sign-in", () => {
  beforeAll(async () => {
    await signUp("known@example.com", "right password");
  });

  it("tells a wrong password apart from an unknown email", async () => {
    const wrong = await callAuth(visitor(), "/sign-in/email", {
      email: "known@example.com",
      password: "wrong password",
    });
    const unknown = await callAuth(visitor(), "/sign-in/email", {
      email: "stranger@example.com",
      password: "wrong password",
    });
    expect(!wrong.ok && describeAuthFailure(wrong)).toBe(messages.wrongPassword);
    expect(!unknown.ok && describeAuthFailure(unknown)).toBe(messages.emailNotFound);
  });

  it("signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie", async () => {
    const result = await callAuth(visitor(), "/sign-in/email", {
      email: "known@example.com",
      password: "right password",
    });
    expect(result.ok).toBe(true);
    const sessionCookie = result.setCookies.find((cookie) => cookie.startsWith("nestz.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i); // http://localhost is not a deployment
  });

  it("answers 429 with when to retry after 10 attempts a minute from one client, counted in the database", async () => {
    const ip = "10.8.8.8";
    // Two auth instances stand for two server processes sharing the database.
    const other = createAuth(getEnv());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const handler = attempt % 2 ? other.handler : getAuth().handler;
      const response = await handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", "x-client-ip": ip },
          // A different email each time, so only the limit per client address is at work here.
          body: JSON.stringify({ email: `guess-${attempt}@example.com`, password: `guess ${attempt}` }),
        }),
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get("x-retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await getDb().select().from(rateLimit)).length).toBeGreaterThan(0);
    // Another client is not affected.
    const elsewhere = await callAuth(visitor("10.8.8.9"), "/sign-in/email", {
      email: "known@example.com",
      password: "right password",
    });
    expect(elsewhere.ok).toBe(true);
  });

  it("refuses a sign-in posted from another origin", async () => {
    const response = await getAuth().handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          origin: "https://evil.example",
          "content-type": "application/json",
          "x-client-ip": "10.7.7.7",
          cookie: "nestz.session_token=x",
        },
        body: JSON.stringify({ email: "known@example.com", password: "right password" }),
      }),
    );
    expect(response.status).toBe(403);
  });
});

describe("password reset", () => {
  it("queues one single-use link that sets a new password, and answers the same for unknown emails", async () => {
    const oldCookie = await signUp("forgetful@example.com", "old password");
    const known = await callAuth(visitor(), "/request-password-reset", {
      email: "forgetful@example.com",
      redirectTo: "/ResetPassword",
    });
    const unknown = await callAuth(visitor(), "/request-password-reset", {
      email: "ghost@example.com",
      redirectTo: "/ResetPassword",
    });
    expect(known.ok && unknown.ok).toBe(true);
    expect(known.ok && unknown.ok && known.data).toEqual(unknown.ok && unknown.data);

    const mails = await getDb().select().from(outbox).where(eq(outbox.kind, "password-reset"));
    expect(mails.map((mail) => mail.recipient)).toEqual(["forgetful@example.com"]);
    const link = /http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s]+/.exec(mails[0]?.text ?? "")?.[0];
    expect(link).toBeDefined();

    // Following the link lands on the reset page with the token.
    const landing = await getAuth().handler(new Request(link ?? ""));
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await callAuth(visitor(), "/reset-password", { token, newPassword: "new password" });
    expect(reset.ok).toBe(true);
    const again = await callAuth(visitor(), "/reset-password", { token, newPassword: "newer password" });
    expect(!again.ok && describeAuthFailure(again)).toBe(messages.resetLinkInvalid);

    const withNew = await callAuth(visitor(), "/sign-in/email", {
      email: "forgetful@example.com",
      password: "new password",
    });
    expect(withNew.ok).toBe(true);
    const withOld = await callAuth(visitor(), "/sign-in/email", {
      email: "forgetful@example.com",
      password: "old password",
    });
    expect(withOld.ok).toBe(false);
    // Sessions from before the reset are over.
    await expect(requireUser(guard(new Request(ORIGIN, { headers: { cookie: oldCookie } })))).rejects.toBeInstanceOf(
      Response,
    );
  });

  it("refuses an expired link", async () => {
    await signUp("late@example.com", "old password");
    await callAuth(visitor(), "/request-password-reset", { email: "late@example.com", redirectTo: "/ResetPassword" });
    const [mail] = await getDb().select().from(outbox).where(eq(outbox.recipient, "late@example.com"));
    const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    await getDb()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const reset = await callAuth(visitor(), "/reset-password", { token, newPassword: "new password" });
    expect(!reset.ok && describeAuthFailure(reset)).toBe(messages.resetLinkInvalid);
  });
});

describe("guards", () => {
  it("sends guests to sign in and back", async () => {
    const attempt = requireUser(guard(new Request(`${ORIGIN}/Account?tab=orders`)));
    await expect(attempt).rejects.toSatisfy(
      (response: Response) =>
        response.status === 302 && response.headers.get("location") === "/SignIn?redirectTo=%2FAccount%3Ftab%3Dorders",
    );
  });

  it("sends a guest who navigated in the browser back to the page, not to its data URL", async () => {
    const attempt = requireUser({
      request: new Request(`${ORIGIN}/Account.data?tab=orders&_routes=routes%2Faccount%2Faccount`),
      url: new URL(`${ORIGIN}/Account?tab=orders`),
    });
    await expect(attempt).rejects.toSatisfy(
      (response: Response) => response.headers.get("location") === "/SignIn?redirectTo=%2FAccount%3Ftab%3Dorders",
    );
  });

  it("lets admins through and gives everyone else a 403", async () => {
    const person = await signUp("person@example.com");
    await expect(
      requireAdmin(guard(new Request(`${ORIGIN}/Admin`, { headers: { cookie: person } }))),
    ).rejects.toSatisfy((error: { init?: { status?: number } }) => error.init?.status === 403);
    const boss = await callAuth(visitor(), "/sign-in/email", {
      email: "boss@nestz.example",
      password: "owner's own password",
    });
    const bossCookie = boss.ok ? cookieHeader(boss.setCookies) : "";
    const admin = await requireAdmin(guard(new Request(`${ORIGIN}/Admin`, { headers: { cookie: bossCookie } })));
    expect(admin.role).toBe("admin");
    const guest = requireAdmin(guard(new Request(`${ORIGIN}/Admin`)));
    await expect(guest).rejects.toSatisfy((response: Response) => response.status === 302);
  });
});

describe("sign-out and display names", () => {
  it("ends the session on the server", async () => {
    const cookie = await signUp("leaving@example.com");
    const before = await getDb().select().from(session);
    const out = await callAuth(visitor(undefined, cookie), "/sign-out");
    expect(out.ok).toBe(true);
    expect(out.setCookies.some((value) => /nestz\.session_token=;/.test(value) || /Max-Age=0/i.test(value))).toBe(true);
    expect((await getDb().select().from(session)).length).toBe(before.length - 1);
  });

  it("stores a display name with markup as plain text", async () => {
    const cookie = await signUp("marked@example.com");
    const result = await callAuth(visitor(undefined, cookie), "/update-user", { name: "<script>alert(1)</script>" });
    expect(result.ok).toBe(true);
    const [row] = await getDb().select().from(user).where(eq(user.email, "marked@example.com"));
    expect(row?.name).toBe("<script>alert(1)</script>");
  });
});
