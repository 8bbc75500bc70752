/** The worker thread of spec-sheet-worker.server.ts: draws each sheet it is asked for and hands back the bytes. */
import { parentPort } from "node:worker_threads";

import { drawSpecSheet } from "./spec-sheet.server";
import type { DrawReply, DrawRequest } from "./spec-sheet-worker.server";

const port = parentPort;
if (!port) throw new Error("spec-sheet-worker-thread.server.ts runs as a worker thread only");

port.on("message", (request: DrawRequest) => {
  drawSpecSheet(request.slug, request.config, request.specs).then(
    (file) => {
      // A copy of its own, so its memory can be handed over rather than copied again.
      const body = new Uint8Array(file.body);
      port.postMessage({ id: request.id, body, etag: file.etag } satisfies DrawReply, [body.buffer]);
    },
    (error: unknown) => {
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DrawReply);
    },
  );
});
