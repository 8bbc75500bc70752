/**
 * An Express app on a loopback port, and requests to it that return the bytes
 * as sent: fetch would undo the compression the tests of built files check.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

import express, { type RequestHandler } from "express";

export interface BytesAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface LoopbackApp {
  get(pathname: string, headers?: Record<string, string>, method?: string): Promise<BytesAnswer>;
  close(): Promise<void>;
  base: string;
}

/** Mounts `handler` at `mountPath`, with a plain 404 after it for whatever it passes on. */
export async function loopbackApp(mountPath: string, handler: RequestHandler): Promise<LoopbackApp> {
  const app = express();
  app.use(mountPath, handler, (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    get: (pathname, headers = {}, method = "GET") =>
      new Promise((resolve, reject) => {
        const request = http.request(`${base}${pathname}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        });
        request.on("error", reject);
        request.end();
      }),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Requests that declared a body they never sent would keep it open.
        server.closeAllConnections();
      }),
  };
}
