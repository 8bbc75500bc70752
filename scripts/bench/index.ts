/**
 * `npm run bench`: page weights in a real browser and server throughput, each
 * figure printed beside its goal. Measurements, not tests: a missed goal is
 * reported (✗), never a failure; the exit code is non-zero only when the
 * benchmark itself could not run.
 *
 * `npm run bench -- --only insights` (or pages, throughput, payments, pdfs, reminders, tax;
 * several separated by commas) runs only those parts.
 */
import os from "node:os";
import process from "node:process";

import { pages, perRequestContentPaths, prerenderedPaths, signedInContentPaths } from "#app/content/site/pages";
import { connectDatabase, disconnectDatabase } from "#app/server/db/client.server";

import { assertChromium } from "../chromium";
import { type CollectorResult, measureCollector, measureReport, type ReportResult } from "./insights";
import { measurePages, type PageWeight } from "./page-weight";
import { measureCreatePaymentIntent, type PaymentLoadResult } from "./payments";
import {
  measurePdfs,
  measureSpecSheetWaits,
  PDF_GOALS,
  printPdfs,
  printSpecSheetWaits,
  type SpecSheetWait,
} from "./pdfs";
import { measureReminders, printReminders, REMINDER_GOALS, type ReminderBench } from "./reminders";
import { loadLine, machineInfo, printMachine, saveResults } from "./report";
import { BENCH_BUILD_DIR, withBenchServer } from "./server";
import { judged, KB, kb, printTable } from "./table";
import { measureTaxRates, printTaxRates, TAX_GOALS, type TaxRatesMeasure } from "./tax-rates";
import { type LoadResult, measureThroughput } from "./throughput";

const GOALS = {
  /**
   * All JavaScript a content page (prerendered, and the 404 page) loads until the network is
   * idle, gzip: HTML and islands, React only once a visitor uses an island (docs/decisions/0016).
   */
  contentPageJsGzipBytes: 15 * KB,
  /** All JavaScript an app page (hydrated) loads, gzip: React 19 + React Router are about 110 KB of it. */
  jsGzipBytes: 130 * KB,
  /** The app's own modules on an app page, gzip. */
  appJsGzipBytes: 20 * KB,
  cssGzipBytes: 20 * KB,
  /** For prerendered pages under load. */
  prerenderedP99Ms: 50,
  prerenderedPerSecond: 5_000,
  /** /Shop rendered per request (a guest's from memory per catalog version: docs/decisions/0045). */
  shopPerSecond: 800,
  shopP99Ms: 100,
  /** The catalog API, sent from memory per catalog version (docs/decisions/0070). */
  apiPerSecond: 3_000,
  apiP99Ms: 50,
  /** createPaymentIntent on the test provider, 20 connections (issue 36's goal: what it did before stage payments). */
  paymentPerSecond: 600,
  paymentP99Ms: 60,
  /** Page views the collector takes per second, with no errors (docs/decisions/0026). */
  collectorPerSecond: 2_000,
  /** The Insights page (and its query) for 90 days over a million page views (docs/decisions/0027). */
  insightsReportMs: 300,
};

const PARTS = ["pages", "throughput", "payments", "insights", "pdfs", "reminders", "tax"] as const;
type Part = (typeof PARTS)[number];

/** The parts named by `--only a,b` (or `--only=a,b`); every part without it. */
function partsToRun(args: readonly string[]): ReadonlySet<Part> {
  const index = args.findIndex((arg) => arg === "--only" || arg.startsWith("--only="));
  if (index === -1) return new Set(PARTS);
  const arg = args[index] ?? "";
  const value = arg.startsWith("--only=") ? arg.slice("--only=".length) : (args[index + 1] ?? "");
  const named = value.split(",").map((name) => name.trim());
  const unknown = named.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (value === "" || unknown.length > 0) {
    throw new Error(`--only takes one or more of ${PARTS.join(", ")} (comma-separated), not "${value}"`);
  }
  return new Set(named as Part[]);
}

const COLLECTOR_LOAD = { connections: 50, durationSeconds: 10 };

const PAYMENT_LOAD = { connections: 20, durationSeconds: 10 };

const NOT_FOUND_PATH = "/bench-no-such-page";

/**
 * Content pages (and the shop's) ship HTML and islands; /Checkout too, but its one island (the cart
 * and the payment form, React with it) loads unasked once the page has painted (docs/decisions/0046),
 * so it is held to the app pages' script goal. /Account is HTML and islands too (0049), and so is the
 * console (0050), weighed by Lighthouse. Nothing weighed here hydrates: the card pages need a proposal.
 */
const isContentPage = (path: string) =>
  path === NOT_FOUND_PATH ||
  (prerenderedPaths as readonly string[]).includes(path) ||
  ((perRequestContentPaths as readonly string[]).includes(path) && path !== "/Checkout") ||
  // Weighed as a guest, it is the sign-in page it sends them to.
  (signedInContentPaths as readonly string[]).includes(path);
const kindOf = (path: string) => (path === "/Checkout" ? "checkout" : isContentPage(path) ? "content" : "app");
const LOAD = { connections: 50, durationSeconds: 10 };
/** The paths loaded, each with the goals it is held to (null: measured, no goal). */
const LOAD_TARGETS: readonly LoadTarget[] = [
  {
    path: "/",
    rendering: "prerendered",
    goal: { perSecond: GOALS.prerenderedPerSecond, p99Ms: GOALS.prerenderedP99Ms },
  },
  { path: "/Shop", rendering: "server-rendered", goal: { perSecond: GOALS.shopPerSecond, p99Ms: GOALS.shopP99Ms } },
  {
    path: "/api/categories",
    rendering: "JSON API",
    goal: { perSecond: GOALS.apiPerSecond, p99Ms: GOALS.apiP99Ms },
  },
];

interface LoadTarget {
  path: string;
  rendering: string;
  goal: { perSecond: number; p99Ms: number } | null;
}

type LoadFigures = LoadResult & Omit<LoadTarget, "path">;

function printWeights(weights: PageWeight[]): void {
  printTable(
    `Page weight (first visit, empty cache; gzip = zlib level 9 of each body; KB = 1,024 bytes; ✓/✗ against the goal in the header)`,
    [
      { header: "page", align: "left" },
      { header: "kind", align: "left" },
      "status",
      "requests",
      "HTML KB",
      "HTML gz",
      `JS gz (content ≤${GOALS.contentPageJsGzipBytes / KB}, app ≤${GOALS.jsGzipBytes / KB})`,
      `app JS gz (app ≤${GOALS.appJsGzipBytes / KB})`,
      "libs JS gz",
      `CSS gz (≤${GOALS.cssGzipBytes / KB})`,
      "other KB",
    ],
    weights.map((weight) => {
      const content = isContentPage(weight.path);
      const jsGoal = content ? GOALS.contentPageJsGzipBytes : GOALS.jsGzipBytes;
      return [
        weight.path === NOT_FOUND_PATH
          ? `${weight.path} (404 page)`
          : weight.redirectedTo
            ? `${weight.path} → ${weight.redirectedTo}`
            : weight.path,
        kindOf(weight.path),
        weight.status,
        weight.requests,
        kb(weight.htmlRawBytes),
        kb(weight.htmlGzipBytes),
        judged(kb(weight.jsGzipBytes), weight.jsGzipBytes <= jsGoal),
        content
          ? kb(weight.jsAppGzipBytes)
          : judged(kb(weight.jsAppGzipBytes), weight.jsAppGzipBytes <= GOALS.appJsGzipBytes),
        kb(weight.jsLibraryGzipBytes),
        judged(kb(weight.cssGzipBytes), weight.cssGzipBytes <= GOALS.cssGzipBytes),
        kb(weight.otherRawBytes),
      ];
    }),
  );
  console.log(
    "app JS = the app's own modules (+ React Router's route manifest); libs JS = node_modules (React, React DOM, React Router, …),\n" +
      "split per chunk by its source map. other KB = images, fonts and data requests, uncompressed.\n" +
      "content = prerendered pages and the 404 page: HTML and islands, no hydration (goal: everything up to network idle);\n" +
      "checkout = HTML first, then its one island (React with it) once the page has painted, held to the app goals;\n" +
      "app = hydrated pages. A page that redirects (→) is measured where it lands.",
  );

  const home = weights.find((weight) => weight.path === "/");
  const heaviest = weights.reduce<PageWeight | undefined>(
    (most, weight) => (most && most.jsGzipBytes >= weight.jsGzipBytes ? most : weight),
    undefined,
  );
  // Only a page that loads a library (none does until a visitor uses an island) has a table to show.
  if (heaviest && Object.keys(heaviest.libraries).length > 0) {
    printTable(
      `${heaviest.path} (the page loading the most JS) JS by npm package (gzip KB, estimated per package from the source maps)`,
      [{ header: "package", align: "left" }, "gzip KB"],
      Object.entries(heaviest.libraries).map(([name, bytes]) => [name, kb(bytes)]),
    );
  }
  if (home) {
    printTable(
      "Home page (a content page) JS: the app's own modules, largest first (gzip KB, estimated)",
      [{ header: "module", align: "left" }, "gzip KB"],
      Object.entries(home.appModules)
        .slice(0, 12)
        .map(([name, bytes]) => [name, kb(bytes, 2)]),
    );
  }
  const overBudget = weights.filter(
    (weight) => !isContentPage(weight.path) && weight.jsAppGzipBytes > GOALS.appJsGzipBytes,
  );
  if (overBudget.length > 0) {
    console.log(`\nApp pages over the app-JS goal, with their largest own modules (gzip KB, estimated):`);
    for (const weight of overBudget) {
      const largest = Object.entries(weight.appModules)
        .slice(0, 4)
        .map(([name, bytes]) => `${name.replace(/^app\//, "")} ${kb(bytes, 2)}`);
      console.log(`  ${weight.path} (${kb(weight.jsAppGzipBytes)}): ${largest.join(", ")}`);
    }
  }
  for (const weight of weights) {
    if (weight.failedRequests.length > 0) {
      console.log(`\nFailed requests on ${weight.path}:\n  ${weight.failedRequests.join("\n  ")}`);
    }
  }
}

function printLoad(loads: LoadFigures[]): void {
  printTable(
    `Throughput (autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per path after a 2 s warm-up; the server's request logger is ON, writing to a file)`,
    [
      { header: "path", align: "left" },
      { header: "rendering", align: "left" },
      `req/s (prerendered ≥${GOALS.prerenderedPerSecond}, /Shop ≥${GOALS.shopPerSecond}, API ≥${GOALS.apiPerSecond})`,
      "requests",
      "p50 ms",
      `p99 ms (prerendered <${GOALS.prerenderedP99Ms}, /Shop <${GOALS.shopP99Ms}, API <${GOALS.apiP99Ms})`,
      "max ms",
      "errors (0)",
      "non-2xx (0)",
    ],
    loads.map((load) => {
      const goal = load.goal;
      const rate = String(Math.round(load.requestsPerSecond));
      const p99 = load.latencyMs.p99.toFixed(0);
      return [
        load.path,
        load.rendering,
        goal ? judged(rate, load.requestsPerSecond >= goal.perSecond) : `${rate} (no goal)`,
        load.totalRequests,
        load.latencyMs.p50.toFixed(0),
        goal ? judged(p99, load.latencyMs.p99 < goal.p99Ms) : `${p99} (no goal)`,
        load.latencyMs.max.toFixed(0),
        judged(String(load.errors), load.errors === 0),
        judged(String(load.non2xx), load.non2xx === 0),
      ];
    }),
  );
  console.log(
    "errors include timeouts (10 s); status codes seen: " +
      loads.map((load) => `${load.path} ${JSON.stringify(load.statusCodes)}`).join(", "),
  );
}

function printPayments(result: PaymentLoadResult): void {
  printTable(
    `createPaymentIntent on the test provider (autocannon, ${PAYMENT_LOAD.connections} connections, ${PAYMENT_LOAD.durationSeconds} s after a 2 s warm-up; every request a new checkout with its own Idempotency-Key; orders per request counts every request sent, answered or still in flight at the end)`,
    [
      `req/s (≥${GOALS.paymentPerSecond})`,
      "p50 ms",
      `p99 ms (<${GOALS.paymentP99Ms})`,
      "max ms",
      "sent",
      "answered 2xx",
      "errors (0)",
      "non-2xx (0)",
      "orders written",
      "orders per request (1)",
    ],
    [
      [
        judged(String(Math.round(result.requestsPerSecond)), result.requestsPerSecond >= GOALS.paymentPerSecond),
        result.latencyMs.p50.toFixed(0),
        judged(result.latencyMs.p99.toFixed(0), result.latencyMs.p99 < GOALS.paymentP99Ms),
        result.latencyMs.max.toFixed(0),
        result.sent,
        result.answered2xx,
        judged(String(result.errors), result.errors === 0),
        judged(String(result.non2xx), result.non2xx === 0),
        result.ordersWritten,
        judged(result.ordersPerRequest.toFixed(3), result.ordersPerRequest === 1),
      ],
    ],
  );
}

function printInsights(collector: CollectorResult, report: ReportResult): void {
  printTable(
    `Insights collector: POST /api/insights/event (autocannon, ${COLLECTOR_LOAD.connections} connections, ${COLLECTOR_LOAD.durationSeconds} s after a 2 s warm-up; every request from an address of its own, with a browser's user agent)`,
    [
      `req/s (≥${GOALS.collectorPerSecond})`,
      "p50 ms",
      "p99 ms",
      "max ms",
      "sent",
      "answered 204",
      "errors (0)",
      "non-2xx (0)",
      "views written",
    ],
    [
      [
        judged(
          String(Math.round(collector.requestsPerSecond)),
          collector.requestsPerSecond >= GOALS.collectorPerSecond,
        ),
        collector.latencyMs.p50.toFixed(0),
        collector.latencyMs.p99.toFixed(0),
        collector.latencyMs.max.toFixed(0),
        collector.sent,
        collector.answered204,
        judged(String(collector.errors), collector.errors === 0),
        judged(String(collector.non2xx), collector.non2xx === 0),
        collector.eventsWritten,
      ],
    ],
  );
  printTable(
    `Insights report: ${report.events.toLocaleString("en-US")} page views over ${report.days} days (one INSERT … SELECT generate_series), rolled up by the job, then the last 90 days; the collector's views deleted first`,
    [
      "generated s",
      "job s",
      `query median ms (<${GOALS.insightsReportMs})`,
      "query max ms",
      `page median ms (<${GOALS.insightsReportMs})`,
      "page max ms",
      "page status",
    ],
    [
      [
        report.generateSeconds.toFixed(1),
        report.aggregateSeconds.toFixed(1),
        judged(report.queryMs.median.toFixed(0), report.queryMs.median < GOALS.insightsReportMs),
        report.queryMs.max.toFixed(0),
        judged(report.pageMs.median.toFixed(0), report.pageMs.median < GOALS.insightsReportMs),
        report.pageMs.max.toFixed(0),
        judged(String(report.pageMs.status), report.pageMs.status === 200),
      ],
    ],
  );
}

interface ServerFigures {
  specSheetWaits?: SpecSheetWait[];
  weights?: PageWeight[];
  loads?: LoadFigures[];
  payments?: PaymentLoadResult;
  insights?: { collector: CollectorResult; report: ReportResult };
  reminders?: ReminderBench;
  tax?: TaxRatesMeasure;
}

async function main(): Promise<void> {
  const parts = partsToRun(process.argv.slice(2));
  const startedAt = new Date();
  const machine = machineInfo();
  printMachine(
    `Nestz benchmarks: ${parts.size === PARTS.length ? "page weight and throughput" : [...parts].join(", ")} (${startedAt.toISOString()})`,
    machine,
  );
  if (parts.has("pages")) assertChromium();

  const paths = [...pages.map((page) => page.path), NOT_FOUND_PATH];
  // Every part runs against the server; the PDFs' part asks it for spec sheets first, as a fresh server.
  const { specSheetWaits, weights, loads, payments, insights, reminders, tax }: ServerFigures = await withBenchServer(
    async (server) => {
      let specSheetWaits: SpecSheetWait[] | undefined;
      if (parts.has("pdfs")) {
        console.log(`\nAsking the fresh server for its spec sheets …`);
        specSheetWaits = await measureSpecSheetWaits(server);
        printSpecSheetWaits(specSheetWaits);
      }

      let weights: PageWeight[] | undefined;
      if (parts.has("pages")) {
        console.log(`\nLoading ${paths.length} pages in Chromium …`);
        weights = await measurePages(server.baseUrl, paths, BENCH_BUILD_DIR);
        printWeights(weights);
      }

      let loads: LoadFigures[] | undefined;
      if (parts.has("throughput")) {
        loads = [];
        for (const target of LOAD_TARGETS) {
          console.log(`\nLoad on ${target.path} (${LOAD.durationSeconds} s) …`);
          loads.push({
            ...(await measureThroughput(server.baseUrl, target.path, LOAD.connections, LOAD.durationSeconds)),
            rendering: target.rendering,
            goal: target.goal,
          });
        }
        printLoad(loads);
      }

      let payments: PaymentLoadResult | undefined;
      if (parts.has("payments")) {
        console.log(`\nLoad on createPaymentIntent (${PAYMENT_LOAD.durationSeconds} s) …`);
        payments = await measureCreatePaymentIntent(server, PAYMENT_LOAD.connections, PAYMENT_LOAD.durationSeconds);
        printPayments(payments);
      }

      let insights: ServerFigures["insights"];
      if (parts.has("insights")) {
        console.log(`\nLoad on the Insights collector (${COLLECTOR_LOAD.durationSeconds} s) …`);
        const collector = await measureCollector(server, COLLECTOR_LOAD.connections, COLLECTOR_LOAD.durationSeconds);
        console.log("Generating a million page views and rolling them up …");
        const report = await measureReport(server);
        printInsights(collector, report);
        insights = { collector, report };
      }

      let reminders: ReminderBench | undefined;
      if (parts.has("reminders")) {
        console.log(
          `\nCopying ${REMINDER_GOALS.invoices.toLocaleString("en-US")} open invoices and sending their reminders …`,
        );
        reminders = await measureReminders(await server.databaseUrl());
        printReminders(reminders);
      }
      let tax: TaxRatesMeasure | undefined;
      if (parts.has("tax")) {
        console.log(`\nImporting a full quarter of DOR's rate files into the server's database …`);
        connectDatabase(await server.databaseUrl());
        tax = await measureTaxRates();
        await disconnectDatabase();
        printTaxRates(tax);
      }
      return { specSheetWaits, weights, loads, payments, insights, reminders, tax };
    },
  );

  let pdfs: Awaited<ReturnType<typeof measurePdfs>> | undefined;
  if (parts.has("pdfs")) {
    console.log(`\nDrawing the PDFs in this process …`);
    pdfs = await measurePdfs();
    printPdfs(pdfs);
  }

  console.log(`\n${loadLine(os.loadavg(), "at the end")}`);
  const file = saveResults(parts.size === PARTS.length ? "bench" : `bench-${[...parts].join("-")}`, startedAt, {
    startedAt: startedAt.toISOString(),
    machine,
    loadAverageAtEnd: os.loadavg(),
    parts: [...parts],
    goals: { ...GOALS, pdf: PDF_GOALS, reminders: REMINDER_GOALS, tax: TAX_GOALS },
    pageWeights: weights,
    throughput: loads,
    createPaymentIntent: payments,
    specSheetWaits,
    pdfs,
    insights,
    reminders,
    tax,
  });
  console.log(`\nFigures saved to ${file}`);
}

main().catch((error: unknown) => {
  console.error(
    `\nThe benchmark could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
