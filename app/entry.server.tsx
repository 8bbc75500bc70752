import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import contentPageAssets from "virtual:content-page-assets";

import { cspNonceContext } from "#app/server/front-door/csp-nonce.server";
import { markPrivateIfSignedIn } from "#app/server/front-door/private-pages.server";
import { createScriptPriorityStream } from "#app/server/front-door/script-priority.server";

import { serverArt } from "./art.server";
import { ArtProvider } from "./components/art/art";
import { ContentPageAssetsProvider } from "./components/islands/page-scripts";
import { NonceProvider } from "./components/layout/nonce";

export const streamTimeout = 5_000;

/**
 * Logs what went wrong on the server. Answers the visitor caused (a 4xx such
 * as a wrong method or a missing page) and aborted requests are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/** A page's data fetched by the browser is as private as the page. */
export function handleDataRequest(response: Response, { request }: { request: Request }): Response {
  markPrivateIfSignedIn(request, response.headers);
  return response;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  markPrivateIfSignedIn(request, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering sets no nonce: those pages get script hashes instead.
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for everything, so the HTML is complete.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || !nonce ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ArtProvider value={serverArt}>
          <ContentPageAssetsProvider value={contentPageAssets}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ContentPageAssetsProvider>
        </ArtProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(createScriptPriorityStream()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
