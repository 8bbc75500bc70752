/**
 * The deployment's other programs, as Debian ships them, run on loopback for a
 * test: PostgreSQL 15 (`postgresql-15`) and nginx (`nginx`), with a
 * certificate made by `openssl` at test time. Each is stopped by its own pid.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import fs from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

import { postgresProcessesFor, stopPid } from "./server-process";

export const PROJECT_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

const INSTALL_HINT =
  "the deployment test runs Debian's own nginx, PostgreSQL 15 and openssl; install them with\n" +
  "  apt-get install -y --no-install-recommends nginx postgresql-15 openssl\n" +
  "(.ci/run does this when they are missing)";

function findOnPath(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? "").split(path.delimiter), "/usr/sbin", "/usr/bin"];
  return dirs.map((dir) => path.join(dir, name)).find((candidate) => existsSync(candidate));
}

export interface DebianTools {
  /** PostgreSQL's own folder of programs (`pg_config --bindir`): initdb, pg_ctl, pg_dump, psql... */
  pgBin: string;
  nginx: string;
  openssl: string;
}

/** The programs the deployment uses, or an error that says how to install the missing ones. */
export function debianTools(): DebianTools {
  const missing: string[] = [];
  const nginx = findOnPath("nginx");
  if (!nginx) missing.push("nginx");
  const openssl = findOnPath("openssl");
  if (!openssl) missing.push("openssl");
  let pgBin = "";
  try {
    pgBin = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    const version = execFileSync(path.join(pgBin, "postgres"), ["--version"], { encoding: "utf8" });
    const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
    if (major < 15) missing.push(`postgresql-15 (found PostgreSQL ${major})`);
  } catch {
    missing.push("postgresql-15");
  }
  if (!nginx || !openssl || missing.length > 0) throw new Error(`missing: ${missing.join(", ")}; ${INSTALL_HINT}`);
  return { pgBin, nginx, openssl };
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; user?: string } = {}): string {
  // PostgreSQL refuses to run as root: as root, its programs run as a user of their own.
  const [file, argv] =
    options.user === undefined
      ? [command, args]
      : [
          "su",
          [
            options.user,
            "-s",
            "/bin/sh",
            "-c",
            [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" "),
          ],
        ];
  const result = spawnSync(file, argv, { encoding: "utf8", env: options.env ?? process.env, timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const PG_USER = "pgtest";

/** As root: the user PostgreSQL runs as (created when missing, as .ci/run does). */
function postgresUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (spawnSync("id", [PG_USER]).status !== 0) run("useradd", ["--create-home", PG_USER]);
  const uid = Number(run("id", ["-u", PG_USER]).trim());
  const gid = Number(run("id", ["-g", PG_USER]).trim());
  return { name: PG_USER, uid, gid };
}

export interface DebianPostgres {
  readonly port: number;
  readonly dataDir: string;
  /** A connection URL for `user` (its password is the user's name) to `database`. */
  url(user: string, database: string): string;
  /** The postmaster's pid, from its pid file. */
  pid(): number | undefined;
  start(): Promise<void>;
  /** Fast shutdown (SIGINT to the postmaster's pid), waited for. */
  stop(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** A fresh PostgreSQL cluster of Debian's binaries on 127.0.0.1:port, password-checked over TCP. */
export async function createDebianPostgres(tools: DebianTools, port: number): Promise<DebianPostgres> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nestz-deploy-pg-"));
  const dataDir = path.join(dir, "data");
  const owner = postgresUser();
  const user = owner?.name;
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  const passwordFile = path.join(dir, "superuser-password");
  await fs.writeFile(passwordFile, "postgres\n", { mode: 0o600 });
  if (owner) await fs.chown(passwordFile, owner.uid, owner.gid);
  run(
    path.join(tools.pgBin, "initdb"),
    [
      "-D",
      dataDir,
      "-U",
      "postgres",
      `--pwfile=${passwordFile}`,
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--no-sync",
    ],
    { user },
  );
  const pidFile = path.join(dataDir, "postmaster.pid");
  const pid = () => {
    if (!existsSync(pidFile)) return undefined;
    const value = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const database: DebianPostgres = {
    port,
    dataDir,
    url: (name, db) => `postgres://${name}:${name}@127.0.0.1:${port}/${db}`,
    pid,
    async start() {
      run(
        path.join(tools.pgBin, "pg_ctl"),
        [
          "-D",
          dataDir,
          "-l",
          path.join(dir, "postgres.log"),
          "-w",
          "-t",
          "60",
          "-o",
          `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`,
          "start",
        ],
        { user },
      );
    },
    async stop() {
      const postmaster = pid();
      // Only a pid that is this folder's running postmaster: a stale file's number may be anyone's now.
      if (postmaster !== undefined && postgresProcessesFor(dataDir).includes(postmaster))
        await stopPid(postmaster, "SIGINT");
    },
    async remove() {
      await database.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  await database.start();
  return database;
}

export interface Certificate {
  cert: string;
  key: string;
  /** The certificate's text, for clients to trust. */
  pem: string;
}

/** A self-signed certificate for 127.0.0.1, valid for a day. */
export function selfSignedCertificate(tools: DebianTools, dir: string): Certificate {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  run(tools.openssl, [
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  return { cert, key, pem: readFileSync(cert, "utf8") };
}

export interface Nginx {
  readonly child: ChildProcess;
  /** The access log so far: one line per request, with the instances tried and their answers. */
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/**
 * Runs nginx (not as a daemon, so the pid is its master's) with `site`, the
 * rendered deploy/ configuration, inside a minimal main configuration whose
 * files all live in `dir`. The access log names every instance a request was
 * sent to (`upstream=`) and each one's status (`ustatus=`).
 */
export async function startNginx(tools: DebianTools, dir: string, site: string, waitForPort: number): Promise<Nginx> {
  await fs.writeFile(path.join(dir, "nestz.conf"), site);
  const temp = (name: string) => path.join(dir, name);
  const main = `
worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} notice;
events { worker_connections 512; }
http {
    log_format deploy '$remote_addr "$request" $status upstream=$upstream_addr ustatus=$upstream_status';
    access_log ${temp("access.log")} deploy;
    client_body_temp_path ${temp("client_body")};
    proxy_temp_path ${temp("proxy")};
    fastcgi_temp_path ${temp("fastcgi")};
    uwsgi_temp_path ${temp("uwsgi")};
    scgi_temp_path ${temp("scgi")};
    include ${temp("nestz.conf")};
}
`;
  const config = temp("nginx.conf");
  await fs.writeFile(config, main);
  const args = ["-p", dir, "-c", config, "-e", temp("error.log")];
  // The same check an operator runs (nginx -t) before reloading.
  run(tools.nginx, [...args, "-t"]);
  const child = spawn(tools.nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const read = (name: string) => (existsSync(temp(name)) ? readFileSync(temp(name), "utf8") : "");
  const nginx: Nginx = {
    child,
    accessLog: () => read("access.log"),
    errorLog: () => read("error.log") + stderr,
    async stop() {
      // SIGQUIT: nginx's graceful shutdown; the master stops its workers.
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        await stopPid(child.pid, "SIGQUIT", 10_000);
    },
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${nginx.errorLog()}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(waitForPort, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (listening) return nginx;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${waitForPort}:\n${nginx.errorLog()}`);
    await sleep(100);
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The loopback address the request comes from (127.0.0.0/8 is all this machine's): a client of its own. */
  from?: string;
  /** A certificate to trust (https). */
  ca?: string;
  timeoutMs?: number;
}

/** One request on a connection of its own, from the given loopback address; rejects on a network error. */
export function send(
  url: string,
  { method = "GET", headers = {}, body, from = "127.0.0.1", ca, timeoutMs = 20_000 }: SendOptions = {},
): Promise<Answer> {
  const target = new URL(url);
  const options: https.RequestOptions = {
    host: target.hostname,
    port: target.port,
    path: target.pathname + target.search,
    method,
    headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
    localAddress: from,
    agent: false,
    timeout: timeoutMs,
    ...(ca === undefined ? {} : { ca }),
  };
  return new Promise((resolve, reject) => {
    const request = (target.protocol === "https:" ? https : http).request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}
