/**
 * A site of a spec's own: server.ts on a free port with its own PostgreSQL
 * (which the spec can query) and, when asked, a local SMTP server standing in
 * for the mail provider. For specs that need settings or data the shared
 * e2e server does not have.
 */
import type pg from "pg";

import { type EmbeddedDatabase, freePort, startEmbeddedPostgres } from "#app/server/db/embedded.server";
import { SmtpInbox } from "#tests/support/smtp-inbox";
import { sqlOnce } from "#tests/support/sql";

import { preparedDataDir } from "./prepared-data";
import { cleanUp, type ServerProcess, startServer, stopServer, tempDataDir, waitUntilHealthy } from "./server-process";

export interface OwnSite {
  /** http://localhost:PORT, the site's PUBLIC_URL. */
  base: string;
  at(path: string): string;
  inbox: SmtpInbox | null;
  database: EmbeddedDatabase;
  query<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startOwnSite({
  env = () => ({}),
  mail = false,
}: {
  /** Settings for the server (PUBLIC_URL, DATABASE_URL and DATA_DIR are set here). */
  env?: (site: { base: string }) => Record<string, string>;
  mail?: boolean;
} = {}): Promise<OwnSite> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const database = await startEmbeddedPostgres({ dataDir: await preparedDataDir(), log: () => {} });
  const inbox = mail ? new SmtpInbox(await freePort()) : null;
  await inbox?.start();
  let server: ServerProcess | undefined;
  const stop = async () => {
    if (server) await stopServer(server);
    await database.stop();
    await inbox?.stop();
    await cleanUp();
  };
  try {
    server = startServer({
      port,
      env: {
        ...env({ base }),
        ...(inbox ? { SMTP_URL: inbox.url } : {}),
        DATA_DIR: await tempDataDir(),
        DATABASE_URL: database.url,
        PUBLIC_URL: base,
      },
    });
    await waitUntilHealthy(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    at: (path) => `${base}${path}`,
    inbox,
    database,
    query: <T extends pg.QueryResultRow>(sql: string, values?: unknown[]) => sqlOnce<T>(database.url, sql, values),
    stop,
  };
}
