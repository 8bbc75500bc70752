/**
 * The deployment of docs/deploy.md, proven on loopback: Debian's nginx, with
 * the site configuration deploy/bin/nestz-nginx-config renders (TLS with a
 * certificate made now), in front of two instances of the production
 * server.ts on one Debian PostgreSQL 15, TRUST_PROXY=1 — and the backup and
 * restore scripts of deploy/bin against that database. Every process is
 * stopped by its own pid. The instances run the built-in test provider, named
 * on purpose (PAYMENT_PROVIDER=test): a deployment refuses to start otherwise.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import { freePort } from "#app/server/db/embedded.server";
import { sqlOnce } from "#tests/support/sql";
import { makeImage } from "#tests/support/test-images";

import {
  type Answer,
  type Certificate,
  createDebianPostgres,
  type DebianPostgres,
  type DebianTools,
  debianTools,
  type Nginx,
  PROJECT_ROOT,
  selfSignedCertificate,
  send,
  type SendOptions,
  startNginx,
} from "./support/debian-services";
import { expect, test } from "./support/fixtures";
import {
  cleanUp,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
  waitUntilHealthy,
} from "./support/server-process";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const CHECKOUT_LIMIT = 20;
const APP_USER = "nestz";

let tools: DebianTools;
let workDir = "";
let postgres: DebianPostgres | undefined;
let nginx: Nginx | undefined;
let certificate: Certificate;
let publicUrl = "";
let instancePorts: [number, number];
let instances: [ServerProcess, ServerProcess];
let sharedEnv: Record<string, string> = {};
/** The account signed up through the proxy, and its cookies, for the restore to bring back. */
let signedIn: { name: string; email: string; cookie: string } | undefined;

const superUrl = () => postgres?.url("postgres", "postgres") ?? "";
const appUrl = () => postgres?.url(APP_USER, "nestz") ?? "";
const query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => sqlOnce<T>(appUrl(), sql, values);

/** A request to the site through nginx, trusting the test's certificate. */
const viaProxy = (pathname: string, options: SendOptions = {}) =>
  send(`${publicUrl}${pathname}`, { ...options, ca: certificate.pem });

function startInstance(port: number): ServerProcess {
  return startServer({ port, env: { ...sharedEnv, DATA_DIR: path.join(workDir, `instance-${port}`) } });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Fails here, with how to install them, when Debian's nginx or PostgreSQL 15 is missing.
  tools = debianTools();
  workDir = await tempDataDir();
  // nginx's workers (another user, when the test runs as root) write their temporary files in here.
  await fs.chmod(workDir, 0o755);
  const [postgresPort, httpsPort, httpPort, first, second] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  instancePorts = [first, second];

  postgres = await createDebianPostgres(tools, postgresPort);
  // As docs/deploy.md sets it up: the app's own role owns its database.
  await sqlOnce(superUrl(), `create role ${APP_USER} login password '${APP_USER}'`);
  await sqlOnce(superUrl(), `create database nestz owner ${APP_USER}`);

  certificate = selfSignedCertificate(tools, workDir);
  publicUrl = `https://127.0.0.1:${httpsPort}`;
  const rendered = spawnSync(path.join(PROJECT_ROOT, "deploy/bin/nestz-nginx-config"), {
    encoding: "utf8",
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      PUBLIC_URL: publicUrl,
      APP_PORTS: instancePorts.join(" "),
      HTTPS_LISTEN: `127.0.0.1:${httpsPort}`,
      HTTP_LISTEN: `127.0.0.1:${httpPort}`,
      TLS_CERT: certificate.cert,
      TLS_KEY: certificate.key,
      // Where the test's nginx (support/debian-services.ts) keeps its logs.
      ACCESS_LOG: path.join(workDir, "access.log"),
      ERROR_LOG: path.join(workDir, "error.log"),
    },
  });
  expect(rendered.status, rendered.stderr).toBe(0);
  expect(rendered.stdout).toContain("proxy_next_upstream error timeout http_502 http_503;");
  nginx = await startNginx(tools, workDir, rendered.stdout, httpsPort);

  // What /etc/nestz/nestz.env holds, shared by every instance.
  sharedEnv = {
    DATABASE_URL: appUrl(),
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: "1",
    CHECKOUT_LIMIT_PER_MINUTE: String(CHECKOUT_LIMIT),
    PAYMENT_PROVIDER: "test",
  };
  // Started together: migrations and seeding take turns on the database's lock.
  instances = [startInstance(first), startInstance(second)];
  await Promise.all(instances.map((instance) => waitUntilHealthy(instance)));
});

test.afterAll(async () => {
  await cleanUp();
  await nginx?.stop();
  await postgres?.remove();
});

async function stickerId(): Promise<number> {
  const answer = await viaProxy("/api/categories");
  expect(answer.status).toBe(200);
  const categories = JSON.parse(answer.body) as { items: { id: number; price: number | null }[] }[];
  const sticker = categories.flatMap((category) => category.items).find((item) => item.price === 1);
  if (!sticker) throw new Error("no $1 sticker in the catalog");
  return sticker.id;
}

function checkout(
  id: number,
  options: { key?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return viaProxy("/.netlify/functions/createPaymentIntent", {
    method: "POST",
    from: options.from,
    headers: { "content-type": "application/json", "idempotency-key": options.key ?? randomUUID(), ...options.headers },
    body: JSON.stringify({ items: [{ id, quantity: 1 }], amount: 100, email: "deploy-buyer@example.com" }),
  });
}

/** The access log lines of requests whose path starts with `prefix`. */
const logLines = (prefix: string) =>
  (nginx?.accessLog() ?? "")
    .split("\n")
    .filter((line) => line.includes(`"GET ${prefix}`) || line.includes(`"POST ${prefix}`));

test("the proxy names the client: limits count per address nginx saw, and a forged X-Forwarded-For changes nothing", async () => {
  const id = await stickerId();
  // Two clients of their own, as two visitors' machines: 127.0.0.0/8 is all loopback.
  const [spoofer, neighbour] = ["127.0.0.2", "127.0.0.3"];
  const statuses: number[] = [];
  for (let n = 0; n < CHECKOUT_LIMIT; n++) {
    // Each request claims to come from someone else.
    const answer = await checkout(id, { from: spoofer, headers: { "X-Forwarded-For": `203.0.113.${n + 1}` } });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual(Array.from({ length: CHECKOUT_LIMIT }, () => 200));
  const refused = await checkout(id, { from: spoofer, headers: { "X-Forwarded-For": "203.0.113.250, 198.51.100.7" } });
  expect(refused.status, refused.body).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  // The other visitor is not affected.
  expect((await checkout(id, { from: neighbour })).status).toBe(200);

  // The counters are keyed by the addresses nginx saw, never by the forged ones.
  const keys = (
    await query<{ key: string; hits: number }>(
      "select key, hits from request_limits where key like 'checkout:ip:%' order by key",
    )
  ).map((row) => `${row.key} ${row.hits}`);
  expect(keys).toEqual([`checkout:ip:${spoofer} ${CHECKOUT_LIMIT + 1}`, `checkout:ip:${neighbour} 1`]);
  // And both instances counted them: nginx spread the checkouts over the two.
  const upstreams = new Set(
    logLines("/.netlify/functions/createPaymentIntent").map((line) => /upstream=(\S+)/.exec(line)?.[1]),
  );
  expect([...upstreams].sort()).toEqual(instancePorts.map((port) => `127.0.0.1:${port}`).sort());
});

test("a session made through the proxy works on both instances", async () => {
  const name = "Deploy Person";
  const email = `deploy-${randomUUID().slice(0, 8)}@example.com`;
  // The sign-up form, posted as a browser without JavaScript posts it. The form action's origin
  // check passes only if the app sees https (X-Forwarded-Proto) and the public host.
  const signedUp = await viaProxy("/SignIn", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", Origin: publicUrl },
    body: new URLSearchParams({
      intent: "sign-up",
      redirectTo: "/",
      displayName: name,
      email,
      password: "tall cedar trees",
      confirmPassword: "tall cedar trees",
    }).toString(),
  });
  expect(signedUp.status, signedUp.body.slice(0, 300)).toBe(302);
  expect(signedUp.headers.location).toBe("/");
  const setCookies = signedUp.headers["set-cookie"] ?? [];
  // A deployment's session cookie: Secure, HttpOnly, with the __Secure- prefix, because the app knew it was behind https.
  const session = setCookies.find((line) => /^__Secure-[^=]*session_token=/.test(line));
  expect(session, setCookies.join("\n")).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*HttpOnly/i);
  const cookie = setCookies.map((line) => line.split(";")[0] ?? "").join("; ");
  signedIn = { name, email, cookie };

  // Each instance directly, as nginx asks it: the same session is valid on both.
  const asNginxSends = { "X-Forwarded-Proto": "https", "X-Forwarded-For": "127.0.0.1", Host: new URL(publicUrl).host };
  for (const port of instancePorts) {
    const account = await send(`http://127.0.0.1:${port}/Account`, { headers: { ...asNginxSends, Cookie: cookie } });
    expect(account.status, `instance on ${port}`).toBe(200);
    expect(account.body).toContain(`Hello, ${name}`);
    expect(account.body).toContain(email);
    // Without the cookie, the same request is sent to sign in: the cookie is what made it work.
    const guest = await send(`http://127.0.0.1:${port}/Account`, { headers: asNginxSends });
    expect(guest.headers.location ?? "", `instance on ${port}`).toMatch(/\/SignIn\?redirectTo=%2FAccount$/);
  }
  // And through the proxy, whichever instance answers.
  for (let n = 0; n < 4; n++) {
    const account = await viaProxy("/Account", { headers: { Cookie: cookie } });
    expect(account.status).toBe(200);
    expect(account.body).toContain(`Hello, ${name}`);
  }
  const served = new Set(logLines("/Account").map((line) => /upstream=(\S+)/.exec(line)?.[1]));
  expect(served.size, "both instances served the signed-in pages").toBe(2);
});

test("a deployment without a payment provider refuses to start, saying what to set", async () => {
  const { PAYMENT_PROVIDER: _named, ...withoutProvider } = sharedEnv;
  const refused = startServer({
    port: await freePort(),
    env: { ...withoutProvider, DATA_DIR: path.join(workDir, "no-provider") },
  });
  const exited = await refused.exited;
  expect(exited.code).toBe(1);
  expect(refused.output()).toContain(
    "PUBLIC_URL is https, so this is a real deployment, but it has no payment provider",
  );
  expect(refused.output()).toContain("PAYMENT_PROVIDER=test");
});

test("the owner uploads a 12 MB phone photo through the proxy", async () => {
  expect(signedIn).toBeDefined();
  await query(`update "user" set role = 'admin' where email = $1`, [signedIn?.email]);
  const [product] = await query<{ id: number }>("select id from products where slug = 'bedroom-nestz'");
  const id = product?.id ?? 0;
  // An uncompressed PNG of 2048 × 2048: 12 MB, as a phone's screenshot or a large photo is.
  const photo = await makeImage("png", { width: 2048, height: 2048, uncompressed: true });
  expect(photo.length).toBeGreaterThan(12 * 1024 * 1024);
  const boundary = `----nestz${randomUUID()}`;
  const part = (headers: string, content: string | Buffer) => [
    Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
    typeof content === "string" ? Buffer.from(content) : content,
    Buffer.from("\r\n"),
  ];
  const body = Buffer.concat([
    ...part('Content-Disposition: form-data; name="intent"', "upload"),
    ...part('Content-Disposition: form-data; name="alt"', "The Bedroom Nestz from the lane"),
    ...part('Content-Disposition: form-data; name="photo"; filename="lane.png"\r\nContent-Type: image/png', photo),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const answer = await viaProxy(`/admin/products/${id}/photos`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      Origin: publicUrl,
      Cookie: signedIn?.cookie ?? "",
    },
    body,
    timeoutMs: 60_000,
  });
  // The app's answer, not nginx's own 413.
  expect(answer.status, answer.body.slice(0, 300)).toBe(200);
  const [stored] = await query<{ photos: number }>(
    "select count(*)::int as photos from product_photos where product_id = $1 and alt = $2",
    [id, "The Bedroom Nestz from the lane"],
  );
  expect(stored?.photos).toBe(1);
});

test("no private link's key reaches a log line: not nginx's, not the app's", async () => {
  const key = randomBytes(24).toString("base64url");
  const paths = [
    `/proposal/${key}`,
    `/proposal/${key}/pdf`,
    `/invoice/${key}/pay`,
    `/api/auth/reset-password/${key}?callbackURL=%2FResetPassword`,
  ];
  // The same request for each instance, as nginx spreads them.
  for (const pathname of [...paths, ...paths]) await viaProxy(pathname);
  await expect.poll(() => logLines("/proposal/[private]/pdf").length).toBeGreaterThan(0);
  const access = nginx?.accessLog() ?? "";
  expect(access).toContain('"GET /invoice/[private]/pay ');
  expect(access).toContain('"GET /api/auth/reset-password/[private] ');
  expect(access).not.toContain(key);
  expect(nginx?.errorLog() ?? "").not.toContain(key);
  // The app writes its request log in batches, a tenth of a second apart.
  await expect
    .poll(() => instances.map((instance) => instance.output()).join("\n"))
    .toContain("GET /proposal/[private]/pdf 404");
  for (const instance of instances) expect(instance.output()).not.toContain(key);
});

test("killing one instance under traffic loses no acknowledged checkout and shows visitors no error", async () => {
  const id = await stickerId();
  const victim = instances[0];
  const total = 160;
  const killAfter = 40;
  const deadline = Date.now() + 90_000;
  const paths = ["/", "/Shop", "/api/categories", "checkout"] as const;
  const failures: string[] = [];
  const checkouts: { key: string; intent: string }[] = [];
  let next = 0;
  let done = 0;
  let killedAt = -1;

  async function oneCheckout(n: number) {
    // Each checkout from an address of its own (a shop's many visitors), well under the per-address limit.
    const from = `127.0.1.${(n % 200) + 1}`;
    const key = randomUUID();
    // A visitor whose checkout did not go through tries again with the same key, at most three times.
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const answer = await checkout(id, { key, from });
        if (answer.status === 200) {
          const { paymentIntent } = JSON.parse(answer.body) as { paymentIntent: { id: string } };
          checkouts.push({ key, intent: paymentIntent.id });
          return;
        }
        failures.push(`checkout ${n}, attempt ${attempt}: ${answer.status}`);
      } catch (error) {
        failures.push(`checkout ${n}, attempt ${attempt}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const getFailures: string[] = [];
  async function worker() {
    while (next < total && Date.now() < deadline) {
      const n = next++;
      const target = paths[n % paths.length] ?? "/";
      if (target === "checkout") {
        await oneCheckout(n);
      } else {
        try {
          const answer = await viaProxy(target);
          if (answer.status !== 200 || !answer.body.includes(target === "/api/categories" ? '"items"' : "<h1")) {
            getFailures.push(`GET ${target} (#${n}): ${answer.status} ${answer.body.slice(0, 120)}`);
          }
        } catch (error) {
          getFailures.push(`GET ${target} (#${n}): ${(error as Error).message}`);
        }
      }
      done++;
      if (done === killAfter) {
        killedAt = n;
        // SIGKILL, by its own pid: no graceful anything, requests in flight on it are cut off.
        process.kill(victim.child.pid ?? 0, "SIGKILL");
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, () => worker()));

  expect(done, "every request of the stream was made in time").toBe(total);
  expect(killedAt).toBeGreaterThan(0);
  expect((await victim.exited).signal).toBe("SIGKILL");
  // Visitors never saw an error page: nginx tried the other instance for every GET the dead one could not answer.
  expect(getFailures).toEqual([]);
  // Every checkout was acknowledged in the end (a POST cut off mid-way is never resent by nginx; the visitor retries).
  const checkoutsMade = Math.floor(total / paths.length);
  expect(checkouts.map((each) => each.key).length, failures.join("\n")).toBe(checkoutsMade);
  // Every acknowledged checkout is in the database, exactly once per key, with the intent the visitor was given.
  const keys = checkouts.map((each) => each.key);
  const rows = await query<{ key: string; intent: string }>(
    "select idempotency_key as key, provider_intent_id as intent from orders where idempotency_key = any($1::text[])",
    [keys],
  );
  const sortByKey = (list: { key: string; intent: string }[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));
  expect(sortByKey(rows)).toEqual(sortByKey(checkouts));

  // The proof that nginx retried: requests after the kill that went to the dead instance first, then the live one.
  const victimUpstream = `127.0.0.1:${instancePorts[0]}`;
  const retried = (nginx?.accessLog() ?? "")
    .split("\n")
    .filter((line) => line.includes(`upstream=${victimUpstream}, `));
  expect(retried.length, "requests retried on the other instance").toBeGreaterThan(0);
  expect(retried.every((line) => / 200 upstream=/.test(line) || /"POST /.test(line))).toBe(true);

  // As systemd's Restart=always would: the instance comes back on its port and takes requests again.
  instances[0] = startInstance(instancePorts[0]);
  await waitUntilHealthy(instances[0]);
});

/** An instance's /healthz status; an instance that does not answer fails the test with what it wrote. */
async function healthOf(port: number): Promise<number> {
  try {
    return (await send(`http://127.0.0.1:${port}/healthz`)).status;
  } catch (error) {
    const instance = instances.find((each) => each.baseUrl.endsWith(`:${port}`));
    const state = instance?.isRunning()
      ? "is still running"
      : `has exited (${JSON.stringify(instance?.child.exitCode)})`;
    throw new Error(
      `${(error as Error).message}; the instance on ${port} ${state}:\n${instance?.output().slice(-4000) ?? ""}`,
    );
  }
}

test("a database outage behind the proxy: prerendered pages stay up, the rest is the app's own 503, then it recovers", async () => {
  await postgres?.stop();
  // Both instances notice (their /healthz says so), and nginx still passes their answers on.
  for (const port of instancePorts) {
    await expect.poll(() => healthOf(port), { timeout: 20_000 }).toBe(503);
  }
  for (let n = 0; n < 4; n++) {
    const home = await viaProxy("/");
    expect(home.status, "a prerendered page needs no database").toBe(200);
    const shop = await viaProxy("/Shop");
    // The app's page, with Retry-After; not nginx's "no live upstreams" 502.
    expect(shop.status).toBe(503);
    expect(shop.headers["retry-after"]).toBe("30");
  }
  await postgres?.start();
  for (const port of instancePorts) {
    await expect.poll(() => healthOf(port), { timeout: 30_000 }).toBe(200);
  }
  expect((await viaProxy("/Shop")).status).toBe(200);
});

/** Every table's row count and a digest of its rows: two equal fingerprints are the same data. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(
    "select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${name} t`,
    );
    result[name] = `${row?.rows ?? -1} rows ${row?.digest ?? ""}`;
  }
  return result;
}

function runScript(name: string, args: string[], env: Record<string, string>) {
  return spawnSync(path.join(PROJECT_ROOT, "deploy/bin", name), args, {
    encoding: "utf8",
    timeout: 120_000,
    env: {
      // pg_dump, pg_restore and psql of the server's own version first.
      PATH: `${tools.pgBin}${path.delimiter}${process.env.PATH ?? "/usr/bin:/bin"}`,
      DATABASE_URL: appUrl(),
      NESTZ_ENV_FILE: path.join(workDir, "no-such-env-file"),
      ...env,
    },
  });
}

test("the nightly backup restores everything into a wiped database", async () => {
  const backupDir = path.join(workDir, "backups");
  await fs.mkdir(backupDir);
  // Yesterday's dumps are kept; one from three weeks ago is past the 14 days.
  const old = path.join(backupDir, "nestz-20000101T031500Z.dump");
  const recent = path.join(backupDir, "nestz-20000102T031500Z.dump");
  await fs.writeFile(old, "old");
  await fs.writeFile(recent, "recent");
  const day = 24 * 60 * 60;
  const now = Date.now() / 1000;
  await fs.utimes(old, now - 21 * day, now - 21 * day);
  await fs.utimes(recent, now - day, now - day);

  // The instances stopped as `systemctl stop 'nestz@*'` does (SIGTERM), so nothing changes between the two fingerprints.
  for (const instance of instances) expect((await stopServer(instance, "SIGTERM")).code, instance.output()).toBe(0);
  // Today's Insights salt, as the first page view of the day makes it.
  const salt = randomBytes(32).toString("hex");
  await query(
    "insert into insight_salts (day, salt) values (current_date, $1) on conflict (day) do update set salt = $1",
    [salt],
  );
  const { ["public.insight_salts"]: _salts, ...before } = await fingerprint();
  expect(Number.parseInt(before["public.orders"] ?? "0", 10), "the orders of the tests above").toBeGreaterThan(
    CHECKOUT_LIMIT + 40,
  );
  expect(Number.parseInt(before['public."user"'] ?? "0", 10)).toBeGreaterThan(0);

  const backup = runScript("nestz-backup", [], { BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: "14" });
  expect(backup.status, backup.stderr).toBe(0);
  const dumps = (await fs.readdir(backupDir)).sort();
  expect(dumps, "retention removed the old dump and kept the recent one").toEqual([
    path.basename(recent),
    expect.stringMatching(/^nestz-\d{8}T\d{6}Z\.dump$/),
  ]);
  const dump = path.join(backupDir, dumps[1] ?? "");
  expect(backup.stdout).toContain(`wrote ${dump}`);
  expect(backup.stdout).toContain(`removed ${old}`);
  // The dump keeps no salt: with it, a reader of the backup could tie that day's visitor hashes to addresses.
  const saltData = spawnSync(
    path.join(tools.pgBin, "pg_restore"),
    ["--data-only", "--table=insight_salts", "--file=-", dump],
    { encoding: "utf8" },
  );
  expect(saltData.status, saltData.stderr).toBe(0);
  expect(saltData.stdout).not.toContain(salt);
  const everything = spawnSync(path.join(tools.pgBin, "pg_restore"), ["--file=-", dump], {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  expect(everything.status, everything.stderr).toBe(0);
  expect(everything.stdout).not.toContain(salt);

  // The disaster: the database is gone, a new empty one is made.
  await sqlOnce(superUrl(), "drop database nestz with (force)");
  await sqlOnce(superUrl(), `create database nestz owner ${APP_USER}`);
  expect(await query("select 1 from information_schema.tables where table_schema = 'public'")).toEqual([]);

  // Without --yes and without a terminal, the restore refuses and changes nothing.
  const unconfirmed = runScript("nestz-restore", [dump], {});
  expect(unconfirmed.status).not.toBe(0);
  expect(unconfirmed.stderr).toContain("pass --yes");
  // A file that is not a dump is refused before anything is dropped.
  const notADump = runScript("nestz-restore", ["--yes", recent], {});
  expect(notADump.status).not.toBe(0);
  expect(notADump.stderr).toContain("nothing was changed");

  const restore = runScript("nestz-restore", ["--yes", dump], {});
  expect(restore.status, restore.stderr).toBe(0);
  const { ["public.insight_salts"]: salts, ...after } = await fingerprint();
  expect(after).toEqual(before);
  // The table is back, empty: the first page view after the restore makes a new salt.
  expect(salts).toMatch(/^0 rows /);

  // The site comes back on the restored database, and the visitor is still signed in.
  instances = [startInstance(instancePorts[0]), startInstance(instancePorts[1])];
  await Promise.all(instances.map((instance) => waitUntilHealthy(instance)));
  expect(signedIn).toBeDefined();
  const account = await viaProxy("/Account", { headers: { Cookie: signedIn?.cookie ?? "" } });
  expect(account.status).toBe(200);
  expect(account.body).toContain(`Hello, ${signedIn?.name ?? ""}`);
});
