import { Worker } from "node:worker_threads";

import type { SpecSheetSlug } from "#app/domain/documents/views";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { ContentWords } from "#app/domain/site-words/blocks";

import type { PdfFile } from "./render.server";

/**
 * Drawing ahead is background work: the thread lowers its own priority to the least (Linux keeps a
 * nice value per thread, named by its id, and the loader thread tsx starts inherits it), so the
 * requests and PostgreSQL it shares the cores with go first. Without this, the drawing that follows
 * every start (and every catalog change) took most of a core from the requests of those seconds,
 * on a two-core server nearly half of it. Where there is no /proc, it runs as it is.
 */
const LOWER_PRIORITY = `try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, require("node:os").constants.priority.PRIORITY_LOW);
} catch {}`;

/**
 * The thread runs its module from source as server.ts does: it registers tsx's loader itself, since
 * a worker thread does not take the `--import tsx` of the process.
 */
const THREAD_START = `${LOWER_PRIORITY}
import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => register())
  .then(() => import(${JSON.stringify(new URL("./spec-sheet-worker-thread.server.ts", import.meta.url).href)}));`;

/** What the thread is asked and answers (spec-sheet-worker-thread.server.ts). */
export interface DrawRequest {
  id: number;
  slug: SpecSheetSlug;
  config: PublicConfig;
  /** The /Specs page's words as guests read them now: the thread holds no published words of its own. */
  specs: ContentWords;
}
export type DrawReply = { id: number; body: Uint8Array; etag: string } | { id: number; error: string };

/**
 * Draws spec sheets in a worker thread: a drawing holds its thread for about
 * a second of layout, which on the server's own thread would hold up every
 * request meanwhile. One thread, started at once so its modules load while
 * the server starts, and started again if it ever stops; it does not keep
 * the process alive.
 */
export function startSpecSheetWorker() {
  let worker: Worker | null = null;
  let stopped = false;
  let nextId = 0;
  const pending = new Map<number, { resolve: (file: PdfFile) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = new Worker(THREAD_START, { eval: true });
    started.unref();
    started.on("message", (reply: DrawReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (!waiting) return;
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else
        waiting.resolve({
          body: Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength),
          etag: reply.etag,
        });
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      failAll(error);
    };
    started.on("error", lost);
    started.on("exit", (code) => lost(new Error(`the spec sheet thread stopped (exit code ${code})`)));
    worker = started;
    return started;
  };
  ensureWorker();

  return {
    draw(slug: SpecSheetSlug, config: PublicConfig, specs: ContentWords): Promise<PdfFile> {
      const id = (nextId += 1);
      if (stopped) return Promise.reject(new Error("the spec sheet thread was stopped"));
      return new Promise<PdfFile>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        ensureWorker().postMessage({ id, slug, config, specs } satisfies DrawRequest);
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      const stopping = worker;
      worker = null;
      failAll(new Error("the spec sheet thread was stopped"));
      await stopping?.terminate();
    },
  };
}
