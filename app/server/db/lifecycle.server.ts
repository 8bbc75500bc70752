import type { Env } from "#app/server/config/env.server";

import { connectDatabase, disconnectDatabase, isUnavailableError } from "./client.server";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded.server";
import { prepareDatabase } from "./migrate.server";

export interface RunningDatabase {
  /** Resolves once migrations and seed data are in place. */
  ready: Promise<void>;
  /** A shutdown began: an embedded PostgreSQL that exits now is not started again. */
  stopWatching(): void;
  stop(): Promise<void>;
}

const RETRY_MS = 5_000;

/**
 * Connects this process to its database: the one named by DATABASE_URL, or an
 * embedded PostgreSQL in DATA_DIR. Migrations and seed data are applied on
 * every start. A DATABASE_URL that cannot be reached yet is retried in the
 * background, so the server can still serve its prerendered pages. An
 * embedded PostgreSQL that dies while the server runs is started again.
 */
export async function startDatabase(env: Env, log: (line: string) => void = console.log): Promise<RunningDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: env.DATA_DIR, log, restartOnExit: true });
    url = embedded.url;
  }
  connectDatabase(url);

  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const databaseUrl = url;
  const ready = new Promise<void>((resolve, reject) => {
    const attempt = async () => {
      try {
        await prepareDatabase(databaseUrl);
        log("database: migrations and seed data are up to date");
        resolve();
      } catch (error) {
        if (stopped) return;
        if (!embedded && isUnavailableError(error)) {
          log(`database: not reachable yet (${(error as Error).message}); retrying in ${RETRY_MS / 1000} s`);
          retryTimer = setTimeout(attempt, RETRY_MS);
          return;
        }
        reject(error);
      }
    };
    void attempt();
  });

  return {
    ready,
    stopWatching: () => embedded?.stopWatching(),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await disconnectDatabase();
      await embedded?.stop();
    },
  };
}
