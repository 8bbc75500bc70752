import { randomBytes, randomUUID } from "node:crypto";

import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";

import type { Actor } from "#app/server/audit/record.server";
import { COMMAND_LINE_ACTOR, grantAdmin } from "#app/server/auth/admins.server";
import { callAuth } from "#app/server/auth/auth-calls.server";
import { requireAdmin } from "#app/server/auth/session.server";
import { getDb } from "#app/server/db/client.server";
import { auditLog, orders, user } from "#app/server/db/schema.server";

import { setAdminRole } from "./console-changes.server";
import { listPeople } from "./console-queries.server";

process.env.AUTH_SECRET = randomBytes(32).toString("hex");
/** A guard's arguments for a request, as a loader gets them. */
const guard = (request: Request) => ({ request, url: new URL(request.url) });

const ORIGIN = "http://localhost:3000";

/** An account written straight to the table (sign-up's hashing is not what these tests are about). */
async function person(
  email: string,
  { role = "user", name = "", createdAt }: { role?: string; name?: string; createdAt?: Date } = {},
) {
  const id = randomUUID();
  await getDb()
    .insert(user)
    .values({ id, email, name, role, ...(createdAt ? { createdAt } : {}) });
  return { id, email } satisfies Actor;
}

const roleOf = async (id: string) =>
  (await getDb().select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;
const auditsOf = (id: string) => getDb().select().from(auditLog).where(eq(auditLog.subjectId, id)).orderBy(auditLog.id);

/** Makes every admin an ordinary account, so a test starts from a console it controls. */
const noAdmins = () => getDb().update(user).set({ role: "user" }).where(eq(user.role, "admin"));
const adminCount = async () => (await getDb().select({ id: user.id }).from(user).where(eq(user.role, "admin"))).length;

/**
 * Runs `changes` at the same moment: another connection holds every admin
 * row locked until all of them are queued behind it, then lets go. So each
 * change is certain to have started before any of them is judged.
 */
async function atOnce<T>(changes: (() => Promise<T>)[]): Promise<T[]> {
  const gate = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await gate.connect();
  try {
    await gate.query("begin");
    await gate.query(`select id from "user" where role = 'admin' for update`);
    const running = Promise.all(changes.map((change) => change()));
    for (;;) {
      // Activity statistics are read once per transaction unless cleared; a backend that has not
      // finished its first statement shows no database yet.
      await gate.query("select pg_stat_clear_snapshot()");
      const { rows } = await gate.query<{ waiting: number }>(
        `select count(distinct pid)::int as waiting from pg_locks
          where not granted and pid in (select pid from pg_stat_activity where coalesce(datname, current_database()) = current_database())`,
      );
      if ((rows[0]?.waiting ?? 0) >= changes.length) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await gate.query("commit");
    return await running;
  } finally {
    await gate.end();
  }
}

const outcome = (result: Awaited<ReturnType<typeof setAdminRole>>) => (result.ok ? "ok" : result.reason);

describe("granting and revoking the admin role", () => {
  it("is audited with before and after, and refuses a change that changes nothing", async () => {
    await noAdmins();
    const owner = await person("owner@example.com", { role: "admin" });
    const helper = await person("helper@example.com");

    expect(outcome(await setAdminRole(owner, { userId: helper.id, admin: true }))).toBe("ok");
    expect(await roleOf(helper.id)).toBe("admin");
    expect(outcome(await setAdminRole(owner, { userId: helper.id, admin: true }))).toBe("unchanged");
    expect(outcome(await setAdminRole(owner, { userId: helper.id, admin: false }))).toBe("ok");
    expect(await roleOf(helper.id)).toBe("user");
    expect(outcome(await setAdminRole(owner, { userId: randomUUID(), admin: true }))).toBe("not-found");

    const audits = await auditsOf(helper.id);
    expect(audits.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }))).toEqual([
      {
        action: "person.admin-granted",
        actorEmail: "owner@example.com",
        before: { role: "user" },
        after: { role: "admin" },
      },
      {
        action: "person.admin-revoked",
        actorEmail: "owner@example.com",
        before: { role: "admin" },
        after: { role: "user" },
      },
    ]);
  });

  it("is not made at all when it cannot be audited", async () => {
    await noAdmins();
    const owner = await person("owner-2@example.com", { role: "admin" });
    const helper = await person("helper-2@example.com");
    // The audit insert fails inside the same transaction as the role change.
    await getDb().execute(
      sql`create function refuse_audit() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
    );
    await getDb().execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      await expect(setAdminRole(owner, { userId: helper.id, admin: true })).rejects.toThrow();
    } finally {
      await getDb().execute(sql`drop trigger refuse_audit on audit_log`);
      await getDb().execute(sql`drop function refuse_audit()`);
    }
    expect(await roleOf(helper.id)).toBe("user");
    expect(await auditsOf(helper.id)).toEqual([]);
  });

  it("never lets the only admin give up their role", async () => {
    await noAdmins();
    const owner = await person("only@example.com", { role: "admin" });
    expect(outcome(await setAdminRole(owner, { userId: owner.id, admin: false }))).toBe("last-admin");
    expect(await roleOf(owner.id)).toBe("admin");
    expect(await auditsOf(owner.id)).toEqual([]);
    // With a second admin, giving it up is fine.
    const partner = await person("partner@example.com", { role: "admin" });
    expect(outcome(await setAdminRole(owner, { userId: owner.id, admin: false }))).toBe("ok");
    expect(outcome(await setAdminRole(partner, { userId: partner.id, admin: false }))).toBe("last-admin");
    expect(await adminCount()).toBe(1);
  });

  it("leaves one admin when the only two revoke each other at the same moment", async () => {
    for (let round = 0; round < 5; round++) {
      await noAdmins();
      const a = await person(`a-${round}@example.com`, { role: "admin" });
      const b = await person(`b-${round}@example.com`, { role: "admin" });
      const results = await atOnce([
        () => setAdminRole(a, { userId: b.id, admin: false }),
        () => setAdminRole(b, { userId: a.id, admin: false }),
      ]);
      // One goes first; the other finds its own role gone and changes nothing.
      expect(results.map(outcome).sort()).toEqual(["actor-not-admin", "ok"]);
      expect(await adminCount()).toBe(1);
    }
  });

  it("leaves one admin when the only two each give up their own role at the same moment", async () => {
    await noAdmins();
    const a = await person("self-a@example.com", { role: "admin" });
    const b = await person("self-b@example.com", { role: "admin" });
    const results = await atOnce([
      () => setAdminRole(a, { userId: a.id, admin: false }),
      () => setAdminRole(b, { userId: b.id, admin: false }),
    ]);
    expect(results.map(outcome).sort()).toEqual(["last-admin", "ok"]);
    expect(await adminCount()).toBe(1);
  });

  it("holds under plain Promise.all too, many times over", async () => {
    for (let round = 0; round < 10; round++) {
      await noAdmins();
      const a = await person(`p-a-${round}@example.com`, { role: "admin" });
      const b = await person(`p-b-${round}@example.com`, { role: "admin" });
      const c = await person(`p-c-${round}@example.com`, { role: "admin" });
      await Promise.all([
        setAdminRole(a, { userId: b.id, admin: false }),
        setAdminRole(b, { userId: c.id, admin: false }),
        setAdminRole(c, { userId: a.id, admin: false }),
        setAdminRole(a, { userId: a.id, admin: false }),
      ]);
      expect(await adminCount()).toBeGreaterThanOrEqual(1);
    }
  });

  it("takes effect at the person's next request, and cannot be made through the auth API", async () => {
    await noAdmins();
    const owner = await person("boss-of-sessions@example.com", { role: "admin" });
    const signedUp = await callAuth(
      new Request(`${ORIGIN}/SignIn`, { method: "POST", headers: { origin: ORIGIN, "x-client-ip": "10.1.0.1" } }),
      "/sign-up/email",
      { name: "Helper", email: "session-helper@example.com", password: "correct horse" },
    );
    if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.code}`);
    const cookie = signedUp.setCookies.map((value) => value.split(";")[0]).join("; ");
    const [helper] = await getDb().select().from(user).where(eq(user.email, "session-helper@example.com"));
    const asHelper = () => requireAdmin(guard(new Request(`${ORIGIN}/admin`, { headers: { cookie } })));

    await setAdminRole(owner, { userId: helper!.id, admin: true });
    expect((await asHelper()).role).toBe("admin");

    // The auth layer's own admin endpoints are closed: no unaudited role change, no impersonation.
    const request = new Request(`${ORIGIN}/admin`, {
      method: "POST",
      headers: { origin: ORIGIN, "x-client-ip": "10.1.0.2", cookie },
    });
    const setRole = await callAuth(request, "/admin/set-role", { userId: owner.id, role: "user" });
    expect(setRole.ok ? 200 : setRole.status).toBe(404);
    const impersonate = await callAuth(request, "/admin/impersonate-user", { userId: owner.id });
    expect(impersonate.ok ? 200 : impersonate.status).toBe(404);
    expect(await roleOf(owner.id)).toBe("admin");

    await setAdminRole(owner, { userId: helper!.id, admin: false });
    await expect(asHelper()).rejects.toSatisfy((error: { init?: { status?: number } }) => error.init?.status === 403);
  });
});

describe("npm run admin:grant", () => {
  it("promotes existing accounts, audits each grant, and names the addresses with no account", async () => {
    const late = await person("Late.Owner@example.com");
    const missing = await grantAdmin(["late.owner@example.com", "nobody@example.com"]);
    expect(missing).toEqual(["nobody@example.com"]);
    expect(await roleOf(late.id)).toBe("admin");
    expect(await auditsOf(late.id)).toMatchObject([
      { action: "person.admin-granted", actorEmail: COMMAND_LINE_ACTOR.email, actorId: null },
    ]);
    // Already an admin: found, not granted twice.
    expect(await grantAdmin(["late.owner@example.com"])).toEqual([]);
    expect(await auditsOf(late.id)).toHaveLength(1);
  });
});

describe("the list of people", () => {
  it("finds accounts by email or name, with %, _ and \\ as plain letters, newest first", async () => {
    const old = await person("river.stone@example.com", {
      name: "Ada Cedar",
      createdAt: new Date("2026-01-01T12:00:00Z"),
    });
    const recent = await person("moss_100%@example.com", { name: "Bo", createdAt: new Date("2026-06-01T12:00:00Z") });
    expect((await listPeople({ search: "CEDAR" })).people.map((found) => found.id)).toEqual([old.id]);
    expect((await listPeople({ search: "RIVER.stone" })).people.map((found) => found.id)).toEqual([old.id]);
    expect((await listPeople({ search: "_100%" })).people.map((found) => found.id)).toEqual([recent.id]);
    expect((await listPeople({ search: "%" })).people.map((found) => found.id)).toEqual([recent.id]);
    expect((await listPeople({ search: "\\" })).total).toBe(0);

    const all = await listPeople({ pageSize: 1000 });
    const times = all.people.map((found) => found.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const second = await listPeople({ page: 2, pageSize: 3 });
    expect(second.people.map((found) => found.id)).toEqual(all.people.slice(3, 6).map((found) => found.id));
    expect(second.total).toBe(all.total);
  });

  it("counts each account's paid orders by the address they were placed with", async () => {
    const buyer = await person("buyer@example.com");
    const order = (email: string, paid: boolean) => ({
      provider: "test",
      providerIntentId: randomUUID(),
      idempotencyKey: randomUUID(),
      amountCents: 100,
      email,
      billingName: "Buyer",
      status: paid ? ("paid" as const) : ("pending" as const),
      paidAt: paid ? new Date() : null,
    });
    await getDb()
      .insert(orders)
      .values([
        order("buyer@example.com", true),
        order("BUYER@example.com", true),
        order("buyer@example.com", false),
        order("other@example.com", true),
      ]);
    const [found] = (await listPeople({ search: "buyer@" })).people;
    expect(found).toMatchObject({ id: buyer.id, paidOrders: 2, role: "user", emailVerified: false });
    await getDb()
      .delete(orders)
      .where(inArray(orders.email, ["buyer@example.com", "BUYER@example.com", "other@example.com"]));
  });
});
