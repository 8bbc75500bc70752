/**
 * The HTTP server: prerendered pages and hashed assets straight from memory or
 * disk, everything else through React Router; security headers, compression,
 * a health check, a log line per request and a graceful shutdown.
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import process from "node:process";
import { pathToFileURL } from "node:url";

import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";

import { specSheets } from "#app/content/documents/documents";
import { redirects } from "#app/content/paths";
import { catalogPagePaths, pages, prerenderedPaths } from "#app/content/site/pages";
import type { SpecSheetSlug } from "#app/domain/documents/views";
import { INSIGHTS_EVENT_PATH } from "#app/domain/insights/endpoint";
import { CREATE_PAYMENT_INTENT_PATH } from "#app/domain/orders/endpoint";
import { createCanonicalizer } from "#app/domain/site/canonical-path";
import { attachmentResolvers } from "#app/email-attachments.server";
import { isAdminCookie } from "#app/server/auth/session.server";
import { hasSessionCookie } from "#app/server/auth/session-cookie.server";
import { startReminderJob } from "#app/server/billing/reminders.server";
import { API_CATALOG_HEADERS, readApiCatalog } from "#app/server/catalog/api-catalog.server";
import {
  type CatalogVersionWatch,
  publishCatalogVersion,
  watchCatalogVersion,
} from "#app/server/catalog/catalog-version.server";
import { BUILD_DIR } from "#app/server/config/build-paths.server";
import { ConfigError, configWarnings, type Env, getEnv, getPublicConfig } from "#app/server/config/env.server";
import { pingDatabase } from "#app/server/db/client.server";
import { startDatabase } from "#app/server/db/lifecycle.server";
import { withoutTheirShutdownHandlers } from "#app/server/db/process-hooks.server";
import { startOutboxSender } from "#app/server/email/sender.server";
import { bodyLimitFor, tooLargeWords } from "#app/server/front-door/body-limits.server";
import { serveCatalogApi } from "#app/server/front-door/catalog-api-from-memory.server";
import { createPaymentIntent } from "#app/server/front-door/checkout-api.server";
import { sendBuiltFile } from "#app/server/front-door/compressed-copies.server";
import { cspNonceContext } from "#app/server/front-door/csp-nonce.server";
import { serveGuestPages } from "#app/server/front-door/guest-pages.server";
import { serveHashedAssets } from "#app/server/front-door/hashed-assets.server";
import { beaconBeforeExpress, insightsBeacon } from "#app/server/front-door/insights-beacon.server";
import { applyLiveFacts, hasLiveFacts } from "#app/server/front-door/live-facts-html.server";
import { ownerWordsPages } from "#app/server/front-door/owner-words-pages.server";
import { PICTURES_DIR, servePictureFiles } from "#app/server/front-door/picture-files.server";
import { sendRefusal } from "#app/server/front-door/plain-responses.server";
import { type GuestPageFinder, prerenderedBeforeExpress } from "#app/server/front-door/prerendered-door.server";
import {
  loadPrerenderedPages,
  type PrerenderedPage,
  queryChangesPage,
  renderPage,
} from "#app/server/front-door/prerendered-pages.server";
import { readBodies } from "#app/server/front-door/request-body.server";
import {
  answerConnect,
  refuseMalformedRequests,
  refuseNulBytes,
  refuseOversizedJson,
} from "#app/server/front-door/request-guards.server";
import { requestLine, type RequestLog, requestLog } from "#app/server/front-door/request-log.server";
import { retryAfterOn503 } from "#app/server/front-door/retry-after.server";
import {
  answerBeforeRouter,
  createGuestRenderer,
  createRouterHandler,
} from "#app/server/front-door/router-handler.server";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  openerPolicyFor,
  previewFramingFor,
} from "#app/server/front-door/security-headers.server";
import { createHttpServer } from "#app/server/front-door/timeouts.server";
import { uploadsOnlyFromAdmins } from "#app/server/front-door/upload-gate.server";
import { flushPageViews } from "#app/server/insights/page-views.server";
import { startInsightsJob } from "#app/server/insights/retention.server";
import { runBillingSchedule } from "#app/server/jobs/periodic-billing.server";
import { keepSpecSheets } from "#app/server/pdf/kept-spec-sheets.server";
import { startSpecSheetWorker } from "#app/server/pdf/spec-sheet-worker.server";
import { pageHasPhotos, watchPagePhotos } from "#app/server/photos/page-photos.server";
import { currentFacts, currentFactsKey, watchFacts } from "#app/server/site-facts/live-facts.server";
import { watchPublishedWords, wordsKeyFor } from "#app/server/site-words/published-words.server";
import { shownSpecs } from "#app/server/site-words/shown-specs.server";

const MAX_URL_LENGTH = 2_048;
const SHUTDOWN_GRACE_MS = 10_000;

const isDev = process.env.NODE_ENV === "development";

async function main() {
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  for (const warning of configWarnings(env)) console.warn(warning);
  // Its modules load while the database starts; it draws the spec sheets once the catalog's version is read.
  const specSheetWorker = startSpecSheetWorker();
  const keptSpecSheets = keepSpecSheets({
    slugs: Object.keys(specSheets) as SpecSheetSlug[],
    config: getPublicConfig(env),
    draw: specSheetWorker.draw,
    // The sheets repeat the /Specs page's table as published (docs/decisions/0165).
    specs: shownSpecs,
  });

  let database: Awaited<ReturnType<typeof startDatabase>>;
  try {
    database = await startDatabase(env);
  } catch (error) {
    console.error(`Could not start the database: ${(error as Error).message}`);
    process.exit(1);
  }
  // A broken migration is a bug to fix, not a state to serve in.
  database.ready.catch((error: unknown) => {
    console.error("database: could not be prepared", error);
    process.exit(1);
  });
  await Promise.race([database.ready, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  const outbox = startOutboxSender({ env, attachments: attachmentResolvers });
  // Pages state the owner's facts (units ready, next build slot) from memory, kept fresh here.
  const stopWatchingFacts = watchFacts();
  // And the owner's published words, at once on every publish; due scheduled publishes go live here (docs/decisions/0110).
  // The spec sheets repeat the /Specs table, so a publish of it draws them again ahead of requests.
  const stopWatchingWords = watchPublishedWords({ onRead: () => keptSpecSheets.followWords() });
  // Product pages show the owner's photos from memory too, kept fresh here (docs/decisions/0040).
  const stopWatchingPhotos = watchPagePhotos();
  // Guests' shop pages are kept rendered while the catalog's version stands (docs/decisions/0045).
  // The spec sheets are drawn for each version, ahead of requests (docs/decisions/0071).
  const catalog = watchCatalogVersion({ onVersion: (version) => keptSpecSheets.follow(version) });
  // Checkout prices carts from memory while this version stands (docs/decisions/0108).
  publishCatalogVersion(catalog);
  // Roll up Insights' complete days, keep partitions ahead, drop old months (docs/decisions/0027).
  const insightsJob = startInsightsJob();
  // Dated schedule stages whose day has come, then payment reminders that are due, each once across instances
  // (docs/decisions/0091, 0100).
  const reminderJob =
    env.REMINDER_INTERVAL_MINUTES > 0
      ? startReminderJob(env.REMINDER_INTERVAL_MINUTES * 60_000, runBillingSchedule)
      : null;

  const httpServer = createHttpServer(env.REQUEST_TIMEOUT_SECONDS * 1_000);
  httpServer.on("connect", answerConnect);
  let vite: ViteDevServer | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  let prerendered = new Map<string, PrerenderedPage>();
  if (isDev) {
    const { createServer } = await import("vite");
    // Hot reload rides on this server's port, so several dev servers can run at once.
    vite = await withoutTheirShutdownHandlers(() =>
      createServer({ server: { middlewareMode: true, ws: { server: httpServer } } }),
    );
    const devServer = vite;
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
    prerendered = await loadPrerenderedPages(path.join(BUILD_DIR, "client"), prerenderedPaths);
  }

  const log = requestLog();
  const mode = isDev ? "development" : "production";
  const guestRenderer = createGuestRenderer({ build, mode, origin: env.PUBLIC_URL, context: guestContext });
  const guestPage = guestPrerendered(
    env,
    prerendered,
    ownerWordsPages({ render: guestRenderer, factsKey: currentFactsKey }),
  );
  // The ordinary page-view beacon (docs/decisions/0041) and a guest's ordinary view of a prerendered
  // page (docs/decisions/0045) are answered before Express, the rest by it.
  const beacons = beaconBeforeExpress({ securityHeaders: baseSecurityHeaders(env), trustedProxies: env.TRUST_PROXY });
  const pagesDoor = prerenderedBeforeExpress({ securityHeaders: baseSecurityHeaders(env), pageFor: guestPage, log });
  const app = createApp({ env, build, guestPage, guestRenderer, vite, catalog, log });
  httpServer.on("request", (req, res) => {
    if (!beacons.take(req, res) && !pagesDoor.take(req, res)) void app(req, res);
  });
  httpServer.on("error", (error) => {
    console.error(`server: cannot listen on ${env.HOST}:${env.PORT} (${error.message})`);
    void database.stop().finally(() => process.exit(1));
  });
  httpServer.listen(env.PORT, env.HOST, () => {
    console.log(`Nestz is ready on ${env.PUBLIC_URL} (listening on ${env.HOST}:${env.PORT})`);
  });
  handleShutdown(httpServer, database.stopWatching, env.SHUTDOWN_DEADLINE_SECONDS * 1_000, [
    ["the facts' watcher", stopWatchingFacts],
    ["the words' watcher", stopWatchingWords],
    ["the photos' watcher", stopWatchingPhotos],
    [
      "the catalog's watcher",
      async () => {
        publishCatalogVersion(null);
        await catalog.stop();
      },
    ],
    [
      "the spec sheets",
      async () => {
        keptSpecSheets.stop();
        await specSheetWorker.stop();
      },
    ],
    ["the Insights job", () => insightsJob.stop()],
    ["the reminders job", () => reminderJob?.stop()],
    [
      "the page views",
      async () => {
        beacons.close();
        await flushPageViews();
      },
    ],
    ["the outbox", () => outbox.stop()],
    ["the database", () => database.stop()],
    ["the dev server", () => vite?.close()],
    ["the request log", () => log.flush()],
  ]);
}

interface AppOptions {
  env: Env;
  build: ServerBuild | (() => Promise<ServerBuild>);
  guestPage: GuestPageFinder;
  guestRenderer: (pathname: string) => Promise<globalThis.Response>;
  vite: ViteDevServer | undefined;
  catalog: CatalogVersionWatch;
  log: RequestLog;
}

function createApp({ env, build, guestPage, guestRenderer, vite, catalog, log }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);

  const securityHeaders = baseSecurityHeaders(env);
  const redirectFor = createCanonicalizer(
    pages.map((page) => page.path),
    redirects,
  );

  app.use(logRequests(log));
  app.use(retryAfterOn503);
  // The auth layer's rate limits key on this header (an IPv6 client by its /64, as the site's own limits:
  // app/server/http/client-address.server.ts `limitAddress`); clients must not choose it themselves.
  // Behind TRUST_PROXY proxies, Express reads the client from X-Forwarded-For.
  app.set("trust proxy", env.TRUST_PROXY);
  app.use((req, _res, next) => {
    req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });
  const securityEntries = Object.entries(securityHeaders);
  app.use((_req, res, next) => {
    for (const [name, value] of securityEntries) res.setHeader(name, value);
    next();
  });
  // Before anything builds a URL from the Host or the target.
  app.use(refuseMalformedRequests);
  app.use(uploadsOnlyFromAdmins((cookie) => isAdminCookie(cookie, env.PUBLIC_URL)));
  app.use(refuseUnreadableRequests);
  app.use(readBodies(bodyLimitFor, tooLargeWords));
  app.use(refuseNulBytes);
  app.use(refuseOversizedJson);
  // Page-view beacons: counted here, before compression and the router (docs/decisions/0026).
  app.use(INSIGHTS_EVENT_PATH, insightsBeacon());
  // The shop's checkout, the busiest write, needs nothing of the router's (docs/decisions/0157).
  app.use(answerBeforeRouter("POST", CREATE_PAYMENT_INTENT_PATH, createPaymentIntent));

  app.get("/healthz", async (_req, res) => {
    const up = await pingDatabase();
    res
      .status(up ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: up ? "ok" : "unavailable", database: up ? "up" : "down" });
  });

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const target = redirectFor(req.path);
    if (!target) return next();
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, target + (query.startsWith("?") ? query : ""));
  });

  const mode = isDev ? "development" : "production";
  if (!vite) {
    // Guests' pages, sent from memory with their compressed copies: ahead of the compressor, which has nothing to do for them.
    app.use(servePrerendered(guestPage));
    app.use(
      serveGuestPages({
        env,
        paths: catalogPagePaths,
        catalogVersion: catalog.current,
        // The site notice shows on the shop's pages too.
        factsKey: () => `${currentFactsKey()}\n${wordsKeyFor("*")}`,
        render: guestRenderer,
      }),
    );
    // The catalog API, the same for everyone, kept per catalog version too (docs/decisions/0070).
    app.use(
      serveCatalogApi({
        paths: ["/api/categories", "/api/collections"],
        catalogVersion: catalog.current,
        read: readApiCatalog,
        headers: API_CATALOG_HEADERS,
      }),
    );
  }
  // One compressor for everything below; built files come already compressed and it leaves those alone.
  app.use(compression());
  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDir = path.join(BUILD_DIR, "client");
    // Hashed file names change whenever the content does: cached for good, compressed by the build.
    app.use(
      "/assets",
      serveHashedAssets(path.join(clientDir, "assets")),
      // A missing asset is a plain 404, not a page render and not an error in the log.
      (_req: Request, res: Response) => {
        res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
      },
    );
    app.use(`/${PICTURES_DIR}`, servePictureFiles(path.join(clientDir, PICTURES_DIR)));
    const staticFiles = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
    app.use((req: Request, res: Response, next: NextFunction) => {
      // The build's prerendered .data files hold a guest's loader data; React Router
      // answers those requests itself, so a signed-in visitor gets their own.
      if (req.path.endsWith(".data")) return next();
      staticFiles(req, res, next);
    });
  }

  // Whatever the router answers is rendered for this request: isolated when a session asks.
  app.use((req, res, next) => {
    res.set(openerPolicyFor(req.headers.cookie));
    if (previewFramingFor(req.path) === "framed-by-self") res.set("X-Frame-Options", "SAMEORIGIN");
    next();
  });
  // Vite's dev client injects its own inline scripts, so the policy (and its
  // nonce) applies to builds only.
  if (!vite) {
    app.use((req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString("base64");
      res.set(
        "Content-Security-Policy",
        contentSecurityPolicy(env, {
          scripts: [`'nonce-${res.locals.cspNonce as string}'`],
          framing: previewFramingFor(req.path),
        }),
      );
      next();
    });
  }
  app.use(
    createRouterHandler({
      build,
      mode,
      getLoadContext: (_req, res) => {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, (res.locals.cspNonce as string | undefined) ?? "");
        return context;
      },
    }),
  );
  return app;
}

/**
 * The prerendered page a guest gets at a path, with its headers. Guests get the prerendered HTML; anyone with a session is rendered fresh,
 * and so is an address whose query string the page reads (a form that GETs
 * its page, such as /Delivery?zip=…, or a link that pre-fills one, such as
 * /Contact?model=…), and a product page once the owner has given it photos
 * (the build drew it with its drawing; docs/decisions/0040).
 */
function guestPrerendered(
  env: Env,
  prerendered: Map<string, PrerenderedPage>,
  withOwnerWords: ReturnType<typeof ownerWordsPages>,
): GuestPageFinder {
  const headers = new Map(
    [...prerendered].map(([pathname, page]) => [
      pathname,
      {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=60",
        Vary: "Accept-Encoding, Cookie",
        "Content-Security-Policy": contentSecurityPolicy(env, { scripts: page.scriptHashes }),
      },
    ]),
  );
  const livePages = withLiveFacts(prerendered);
  return (pathname, cookieHeader) => {
    const built = prerendered.get(pathname);
    const pageHeaders = headers.get(pathname);
    if (!built || !pageHeaders || hasSessionCookie(cookieHeader) || pageHasPhotos(pathname)) return undefined;
    const facts = livePages(pathname) ?? built;
    const worded = withOwnerWords(pathname, built);
    if (!worded) return { page: facts, headers: pageHeaders };
    return { page: worded.then((page) => page ?? facts), headers: pageHeaders };
  };
}

/** Guests' prerendered pages for the requests the door before Express leaves here (a campaign tag, say). */
function servePrerendered(guestPage: GuestPageFinder) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const answer = guestPage(req.path, req.headers.cookie);
    if (!answer) return next();
    const query = req.originalUrl.indexOf("?");
    if (query !== -1 && queryChangesPage(req.originalUrl.slice(query))) return next();
    sendBuiltFile(req, res, await answer.page, answer.headers);
  };
}

/**
 * Pages that state the owner's facts get them written in as they stand now:
 * one rendering per page and set of facts, made on the first request after
 * a change (docs/decisions/0017).
 */
function withLiveFacts(prerendered: Map<string, PrerenderedPage>) {
  const live = new Set([...prerendered].filter(([, page]) => hasLiveFacts(page.body.toString("utf8"))).map(([p]) => p));
  const renderings = new Map<string, { key: string; page: Promise<PrerenderedPage> }>();
  return (pathname: string): Promise<PrerenderedPage> | undefined => {
    const built = prerendered.get(pathname);
    if (!built || !live.has(pathname)) return undefined;
    const key = currentFactsKey();
    const cached = renderings.get(pathname);
    if (cached?.key === key) return cached.page;
    const page = renderPage(
      Buffer.from(applyLiveFacts(built.body.toString("utf8"), currentFacts())),
      built.scriptHashes,
    );
    renderings.set(pathname, { key, page });
    return page;
  };
}

/** A guest's render carries no nonce: the page's inline scripts are vouched for by hash, as prerendered pages' are. */
function guestContext() {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, "");
  return context;
}

function logRequests(log: RequestLog) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      log.add(requestLine(req.method, req.originalUrl, res.statusCode, ms));
    });
    next();
  };
}

function refuseUnreadableRequests(req: Request, res: Response, next: NextFunction) {
  if (req.originalUrl.length > MAX_URL_LENGTH) {
    return sendRefusal(
      req,
      res,
      414,
      "uri_too_long",
      "That address is too long",
      "Please check the link and try again.",
    );
  }
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return sendRefusal(
      req,
      res,
      400,
      "bad_path",
      "That address could not be read",
      "The link looks damaged. Please check it and try again.",
    );
  }
  if (path.includes("\0")) {
    return sendRefusal(
      req,
      res,
      400,
      "bad_path",
      "That address could not be read",
      "The link looks damaged. Please check it and try again.",
    );
  }
  // A body without a declared length (chunked) could be any size once read; browsers, Stripe and
  // every client this site serves declare it, so one that does not is refused before it is read.
  if (req.headers["transfer-encoding"] !== undefined && req.headers["content-length"] === undefined) {
    return sendRefusal(
      req,
      res,
      411,
      "length_required",
      "That request did not say its size",
      "Please send it again with a Content-Length.",
    );
  }
  const length = Number(req.headers["content-length"] ?? 0);
  if (length > bodyLimitFor(req.method, req.path)) {
    const words = tooLargeWords(req.method, req.path);
    return sendRefusal(req, res, 413, "too_large", words.heading, words.detail);
  }
  next();
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight
 * finish (up to a grace period), then close the database and exit.
 * `onSignal` runs at once (a Ctrl+C reaches the embedded PostgreSQL too,
 * which must not be restarted).
 */
function handleShutdown(
  server: Server,
  onSignal: () => void,
  /** How long the cleanup steps may take once requests are done. */
  deadlineMs: number,
  cleanup: readonly (readonly [name: string, stop: () => unknown])[],
) {
  // Every socket, not only those the HTTP server still parses: one taken over
  // by a `connect` listener would otherwise keep `close()` waiting for ever.
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    onSignal();
    console.log(`server: ${signal} received, finishing requests in flight`);
    const force = setTimeout(() => {
      console.log(`server: closing ${sockets.size} connection(s) still open after ${SHUTDOWN_GRACE_MS / 1000} s`);
      for (const socket of sockets) socket.destroy();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      let step = "";
      // A step that never ends (a connection that never answers) must not keep the process for ever:
      // say which one it was and leave, as a supervisor's kill would, but with the reason in the log.
      // Not unref'd: a step awaiting what can never happen must still end in this message, not a silent exit.
      setTimeout(() => {
        console.error(`server: shutdown stuck stopping ${step} after ${deadlineMs / 1000} s; exiting`);
        process.exit(1);
      }, deadlineMs);
      try {
        for (const [name, stop] of cleanup) {
          step = name;
          await stop();
        }
        console.log("server: stopped");
        process.exit(0);
      } catch (error) {
        console.error(`server: shutdown failed stopping ${step}`, error);
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

await main();
