import pg from "pg";

import { CONNECT_TIMEOUT_MS, databaseUrl } from "./client.server";

/** A LISTEN on a connection of its own (a pooled one would be handed to other queries). */
export interface Listening {
  close(): Promise<void>;
}

/**
 * Opens a connection that LISTENs on `channel` and calls `onNotice` with each
 * notice's payload. PostgreSQL sends a notice only once its transaction has
 * committed. `onLost` is called once if the connection drops afterwards
 * (notices sent meanwhile are lost: the caller re-reads what it holds).
 */
export async function listenTo(
  channel: string,
  onNotice: (payload: string) => void,
  onLost: () => void,
  url = databaseUrl(),
): Promise<Listening> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  let closing = false;
  let lost = false;
  const lose = () => {
    if (closing || lost) return;
    lost = true;
    onLost();
    void client.end().catch(() => {});
  };
  client.on("error", lose);
  client.on("end", lose);
  client.on("notification", (notice) => {
    if (notice.channel === channel) onNotice(notice.payload ?? "");
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    close: async () => {
      closing = true;
      await client.end().catch(() => {});
    },
  };
}
