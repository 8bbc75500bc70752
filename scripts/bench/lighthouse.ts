/**
 * `npm run bench:lighthouse`: Lighthouse with its default (mobile) settings
 * on every page of the registry (app/content/site/pages.ts), a proposal, an
 * invoice, an order's page with a change order, that change order and the console, three runs each, in Debian's Chromium started by
 * chrome-launcher (headless, a fresh profile per run). Prints the medians
 * beside their goals (the script each page loaded among them), the page's
 * main-thread work and each run's blocking time, and the audits that fail in
 * a category below its goal, so it is clear what to fix.
 *
 * Options: --runs=N (default 3), --pages=/,/Shop,proposal,invoice,order,change-order,/admin (default: every page),
 * --throttling=devtools to throttle the browser for real instead of Lighthouse's
 * default simulation (slower, but the load order is that of a slow network,
 * not of the loopback interface the simulation starts from).
 * Measurements, not tests: the exit code is non-zero only when Lighthouse
 * could not produce a result for a page.
 */
import os from "node:os";
import process from "node:process";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

import { launch, Launcher } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

import { pages, perRequestContentPaths, signedInContentPaths } from "#app/content/site/pages";

import { assertChromium, CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";
import { seedBuyerPages } from "./buyer-pages";
import { loadLine, machineInfo, printMachine, saveResults } from "./report";
import { type RunningServer, withBenchServer } from "./server";
import { benchSession } from "./sessions";
import { judged, median, printTable } from "./table";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/**
 * The goals of docs/decisions/0016, 0043 and 0046, by kind of page. "light": HTML and islands (every
 * content page, the shop's pages, the sign-in pages, a proposal, an invoice), at most 15 KB gzip of
 * script before anyone interacts. "checkout": HTML first, then the one island that holds the cart and
 * the payment form. "app": the pages the issue holds to the hydrated pages' goals, /Account and the
 * console (both HTML and islands now, since 0049 and 0050; measured signed in).
 */
const LIGHT_GOALS = {
  jsGzipKb: 15 as number | null,
  performance: 100,
  lcpMs: 1_200,
  tbtMs: 20,
  cls: 0,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const CHECKOUT_GOALS: typeof LIGHT_GOALS = { ...LIGHT_GOALS, jsGzipKb: null, lcpMs: 1_500, tbtMs: 50 };
const APP_GOALS: typeof LIGHT_GOALS = { ...LIGHT_GOALS, jsGzipKb: null, performance: 95, lcpMs: 2_000, tbtMs: 100 };

const GOALS = { light: LIGHT_GOALS, checkout: CHECKOUT_GOALS, app: APP_GOALS };
type PageKind = keyof typeof GOALS;

/** A page to measure: its address, what the table calls it, and the session it is opened with, if any. */
interface MeasuredPage {
  path: string;
  label: string;
  kind: PageKind;
  indexed: boolean;
  cookie?: string;
}

function kindOf(path: string, prerendered: boolean): PageKind {
  if (path === "/Checkout") return "checkout";
  return prerendered || (perRequestContentPaths as readonly string[]).includes(path) ? "light" : "app";
}

/** Pages the registry keeps out of search engines on purpose carry `noindex`, which this SEO audit flags. */
const NOINDEX_AUDIT = "is-crawlable";

interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** What the audit points at (elements, issue types, URLs), for categories other than performance. */
  items?: string[];
}

interface RunFigures {
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** All the page's main-thread work in the run, as Lighthouse reports it (times its CPU slowdown). */
  mainThreadMs: number | null;
  benchmarkIndex: number | null;
  /** Every script the page loaded in this run, gzip, in KB (the page was not touched). */
  jsGzipKb: number | null;
  failing: FailingAudit[];
  warnings: string[];
}

interface PageSummary {
  path: string;
  label: string;
  kind: PageKind;
  indexed: boolean;
  runs: RunFigures[];
  failedRuns: string[];
  median: {
    performance: number;
    accessibility: number;
    "best-practices": number;
    seo: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    fcpMs: number;
    mainThreadMs: number;
    jsGzipKb: number;
  };
  verdict: Record<"js" | "performance" | "lcp" | "tbt" | "cls" | "accessibility" | "best-practices" | "seo", boolean>;
}

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A few words per item of an audit's details table: the element, issue type or URL it is about. */
function describeItems(details: unknown, origin: string): string[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const described = details.items.map((item: unknown) => {
    if (!isRecord(item)) return "";
    if (typeof item.issueType === "string") return item.issueType;
    if (isRecord(item.node)) {
      const { nodeLabel, selector } = item.node;
      return [selector, nodeLabel]
        .filter((part) => typeof part === "string" && part)
        .join(" ")
        .slice(0, 120);
    }
    for (const key of ["url", "source", "description"]) {
      const value = item[key];
      if (typeof value === "string") return value.replace(origin, "").slice(0, 120);
      if (isRecord(value) && typeof value.url === "string") return value.url.replace(origin, "").slice(0, 120);
    }
    return "";
  });
  return [...new Set(described.filter(Boolean))].slice(0, 3);
}

function figuresOf(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null) continue;
      if (["manual", "notApplicable", "informative", "error"].includes(audit.scoreDisplayMode)) continue;
      // Lighthouse itself shows performance audits from 0.9 as passed; elsewhere only a full score passes.
      const passed = category === "performance" ? audit.score >= 0.9 : audit.score >= 1;
      if (passed) continue;
      const items =
        category === "performance" ? [] : describeItems(audit.details, new URL(lhr.finalDisplayedUrl).origin);
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(items.length ? { items } : {}),
      });
    }
  }
  return {
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    mainThreadMs: numeric(lhr, "mainthread-work-breakdown"),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    jsGzipKb: null,
    failing,
    warnings: lhr.runWarnings.map(String),
  };
}

/** The addresses of the scripts the page loaded, from Lighthouse's network-requests audit. */
function scriptUrlsOf(lhr: Result): string[] {
  const details: unknown = lhr.audits["network-requests"]?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.flatMap((item: unknown) =>
    isRecord(item) && item.resourceType === "Script" && typeof item.url === "string" ? [item.url] : [],
  );
}

const gzipSizes = new Map<string, number>();

/** A script's size gzip-compressed at level 9, as the browser tests weigh it (tests/e2e/islands.spec.ts). */
async function gzipBytesOf(url: string): Promise<number> {
  const known = gzipSizes.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const size = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  gzipSizes.set(url, size);
  return size;
}

let chromiumVersion = "";

const THROTTLING = ["simulate", "devtools"] as const;
type Throttling = (typeof THROTTLING)[number];
const isThrottling = (value: string): value is Throttling => (THROTTLING as readonly string[]).includes(value);

/**
 * The browser's own address-bar popups. A freshly started Chromium (even headless, where no address bar
 * is ever shown) loads them at once as WebUI pages, in a renderer of their own whose start-up (about
 * 150 ms of script) ran beside the measured page's first paint and, on two cores, stretched its tasks:
 * the blocking time then measured the browser starting, not the page. A visitor's browser has loaded
 * them long before. Switched off beside the features chrome-launcher already switches off for Lighthouse.
 */
const BROWSER_UI_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/** chrome-launcher's flags for Lighthouse, with the popups added to its one --disable-features (a second would replace it). */
function launcherFlags(): string[] {
  const flags = Launcher.defaultFlags();
  const features = BROWSER_UI_FEATURES.join(",");
  const disable = flags.findIndex((flag) => flag.startsWith("--disable-features="));
  if (disable === -1) return [...flags, `--disable-features=${features}`];
  return flags.with(disable, `${flags[disable]},${features}`);
}

/** One Lighthouse run in a freshly launched Chromium, which is stopped (by its pid) afterwards. */
async function runLighthouse(url: string, throttlingMethod: Throttling, cookie?: string): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherFlags(), ...CHROMIUM_FLAGS, "--headless"],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      throttlingMethod,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    chromiumVersion ||= lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? "";
    const sizes = await Promise.all(scriptUrlsOf(lhr).map(gzipBytesOf));
    return { ...figuresOf(lhr), jsGzipKb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
  } finally {
    chrome.kill();
  }
}

function summarise(
  { path, label, kind, indexed }: MeasuredPage,
  runs: RunFigures[],
  failedRuns: string[],
): PageSummary {
  const goals = GOALS[kind];
  const med = (pick: (run: RunFigures) => number | null) =>
    median(runs.map(pick).filter((value): value is number => value !== null));
  const m = {
    performance: med((run) => run.scores.performance),
    accessibility: med((run) => run.scores.accessibility),
    "best-practices": med((run) => run.scores["best-practices"]),
    seo: med((run) => run.scores.seo),
    lcpMs: med((run) => run.lcpMs),
    tbtMs: med((run) => run.tbtMs),
    cls: med((run) => run.cls),
    fcpMs: med((run) => run.fcpMs),
    mainThreadMs: med((run) => run.mainThreadMs),
    jsGzipKb: med((run) => run.jsGzipKb),
  };
  // A page kept out of search engines on purpose meets the SEO goal when `noindex` is all that costs it points.
  const seoFailures = new Set(
    runs.flatMap((run) => run.failing.filter((audit) => audit.category === "seo").map((audit) => audit.id)),
  );
  const seoOk = m.seo >= goals.seo || (!indexed && [...seoFailures].every((id) => id === NOINDEX_AUDIT));
  return {
    path,
    label,
    kind,
    indexed,
    runs,
    failedRuns,
    median: m,
    verdict: {
      js: goals.jsGzipKb === null || m.jsGzipKb <= goals.jsGzipKb,
      performance: m.performance >= goals.performance,
      lcp: m.lcpMs <= goals.lcpMs,
      tbt: m.tbtMs <= goals.tbtMs,
      cls: m.cls <= goals.cls,
      accessibility: m.accessibility >= goals.accessibility,
      "best-practices": m["best-practices"] >= goals["best-practices"],
      seo: seoOk,
    },
  };
}

function printSummary(summaries: PageSummary[], runsPerPage: number, throttling: Throttling): void {
  const how =
    throttling === "simulate"
      ? "mobile defaults (simulated slow 4G, 4x CPU slowdown)"
      : "mobile, throttling applied in the browser (--throttling=devtools: slow 4G, 4x CPU slowdown)";
  printTable(
    `Lighthouse, ${how}, median of ${runsPerPage} runs; ✓/✗ against the goal in the header`,
    [
      { header: "page", align: "left" },
      { header: "kind", align: "left" },
      `JS KB gzip (light ≤${LIGHT_GOALS.jsGzipKb})`,
      `perf (≥${LIGHT_GOALS.performance}, ≥${CHECKOUT_GOALS.performance}, ≥${APP_GOALS.performance})`,
      `LCP s (≤${LIGHT_GOALS.lcpMs / 1000}, ≤${CHECKOUT_GOALS.lcpMs / 1000}, ≤${APP_GOALS.lcpMs / 1000})`,
      `TBT ms (≤${LIGHT_GOALS.tbtMs}, ≤${CHECKOUT_GOALS.tbtMs}, ≤${APP_GOALS.tbtMs})`,
      "CLS (0)",
      "a11y (100)",
      "best pr. (100)",
      "SEO (100)",
      "FCP s",
      "main thread s",
      { header: "TBT each run", align: "left" },
    ],
    summaries.map((summary) => {
      const m = summary.median;
      const js = m.jsGzipKb.toFixed(1);
      return [
        summary.label,
        summary.kind,
        GOALS[summary.kind].jsGzipKb === null ? js : judged(js, summary.verdict.js),
        judged(String(m.performance), summary.verdict.performance),
        judged((m.lcpMs / 1000).toFixed(2), summary.verdict.lcp),
        judged(m.tbtMs.toFixed(0), summary.verdict.tbt),
        judged(m.cls.toFixed(3), summary.verdict.cls),
        judged(String(m.accessibility), summary.verdict.accessibility),
        judged(String(m["best-practices"]), summary.verdict["best-practices"]),
        judged(summary.indexed ? String(m.seo) : `${m.seo} (noindex)`, summary.verdict.seo),
        (m.fcpMs / 1000).toFixed(2),
        (m.mainThreadMs / 1000).toFixed(2),
        summary.runs.map((run) => (run.tbtMs === null ? "—" : run.tbtMs.toFixed(0))).join(", "),
      ];
    }),
  );
  console.log(
    "main thread s: all of the page's main-thread work in a run (Lighthouse's main-thread work breakdown, " +
      "at its CPU slowdown), median; no goal. It changes less from run to run than blocking time, which " +
      "counts only long tasks and only those after the first paint.",
  );
  if (summaries.some((summary) => !summary.indexed)) {
    console.log(
      `(noindex): the page is kept out of search engines on purpose (indexed: false in app/content/site/pages.ts); ` +
        `its SEO goal is met when "${NOINDEX_AUDIT}" is the only SEO audit that fails.`,
    );
  }

  // The audits to fix: those failing (in any run) in a category whose goal a page missed.
  const missed = (summary: PageSummary, category: CategoryId) =>
    category === "performance"
      ? !(summary.verdict.performance && summary.verdict.lcp && summary.verdict.tbt && summary.verdict.cls)
      : !summary.verdict[category];
  const byAudit = new Map<
    string,
    { audit: FailingAudit; pages: Map<string, { runs: number; values: Set<string>; items: Set<string> }> }
  >();
  for (const summary of summaries) {
    for (const run of summary.runs) {
      for (const audit of run.failing) {
        if (!missed(summary, audit.category)) continue;
        if (!summary.indexed && audit.id === NOINDEX_AUDIT) continue;
        const key = `${audit.category} ${audit.id}`;
        const entry = byAudit.get(key) ?? { audit, pages: new Map() };
        const page = entry.pages.get(summary.label) ?? { runs: 0, values: new Set<string>(), items: new Set<string>() };
        page.runs++;
        if (audit.displayValue) page.values.add(audit.displayValue);
        for (const item of audit.items ?? []) page.items.add(item);
        entry.pages.set(summary.label, page);
        byAudit.set(key, entry);
      }
    }
  }
  if (byAudit.size === 0) {
    console.log("\nNo category is below its goal: no failing audits to list.");
    return;
  }
  console.log(
    "\nFailing audits in the categories below their goal (category / audit id [lowest score] — title; then the pages with\n" +
      "the runs it failed in and its value; performance audits count as failing below 0.9, others below 1):",
  );
  const order = (category: CategoryId) => CATEGORIES.indexOf(category);
  const entries = [...byAudit.values()].sort(
    (a, b) =>
      order(a.audit.category) - order(b.audit.category) ||
      b.pages.size - a.pages.size ||
      a.audit.id.localeCompare(b.audit.id),
  );
  for (const { audit, pages: affected } of entries) {
    const lowest = Math.min(
      ...summaries.flatMap((summary) =>
        summary.runs.flatMap((run) =>
          run.failing.filter((failing) => failing.id === audit.id).map((failing) => failing.score),
        ),
      ),
    );
    console.log(`  ${audit.category} / ${audit.id} [${lowest}] — ${audit.title}`);
    const values = new Set([...affected.values()].flatMap((page) => [...page.values]));
    const items = new Set([...affected.values()].flatMap((page) => [...page.items]));
    const everywhere =
      affected.size === summaries.length && [...affected.values()].every((page) => page.runs === runsPerPage);
    const list = everywhere
      ? [`every page (${affected.size}), every run`]
      : [...affected].map(([path, page]) => `${path} (${page.runs}/${runsPerPage})`);
    console.log(`      ${list.join(", ")}`);
    if (values.size > 0)
      console.log(`      value: ${[...values].slice(0, 4).join("; ")}${values.size > 4 ? "; …" : ""}`);
    if (items.size > 0) console.log(`      about: ${[...items].slice(0, 4).join("; ")}`);
  }
}

/** Pages beyond the registry, named this way in --pages. */
const EXTRA_PAGES = ["proposal", "invoice", "order", "change-order", "/admin"];

/**
 * The registry's pages (a signed-in buyer's session for /Account, which sends a guest to sign in),
 * then a proposal and an invoice made for the bench, and the console's overview as the owner.
 */
async function pagesToMeasure(server: RunningServer, wanted: (name: string) => boolean): Promise<MeasuredPage[]> {
  const buyer = await benchSession(server, { admin: false });
  const measured: MeasuredPage[] = pages
    .filter((page) => wanted(page.path))
    .map((page) => ({
      path: page.path,
      label: page.path,
      kind: kindOf(page.path, page.prerender),
      indexed: page.indexed,
      ...((signedInContentPaths as readonly string[]).includes(page.path) ? { cookie: buyer } : {}),
    }));
  if (wanted("proposal") || wanted("invoice") || wanted("order") || wanted("change-order")) {
    const buyerPages = await seedBuyerPages(await server.databaseUrl());
    if (wanted("proposal"))
      measured.push({ path: buyerPages.proposal, label: "a proposal", kind: "light", indexed: false });
    if (wanted("invoice"))
      measured.push({ path: buyerPages.invoice, label: "an invoice", kind: "light", indexed: false });
    if (wanted("order"))
      measured.push({
        path: buyerPages.order,
        label: "an order (accepted, with a change)",
        kind: "light",
        indexed: false,
      });
    if (wanted("change-order"))
      measured.push({ path: buyerPages.changeOrder, label: "a change order", kind: "light", indexed: false });
  }
  if (wanted("/admin")) {
    const owner = await benchSession(server, { admin: true });
    measured.push({ path: "/admin", label: "/admin (console)", kind: "app", indexed: false, cookie: owner });
  }
  return measured;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "3" },
      pages: { type: "string" },
      throttling: { type: "string", default: "simulate" },
    },
  });
  const throttling = values.throttling;
  if (!isThrottling(throttling)) throw new Error(`--throttling must be one of ${THROTTLING.join(", ")}`);
  const runsPerPage = Number.parseInt(values.runs, 10);
  if (!Number.isInteger(runsPerPage) || runsPerPage < 1) throw new Error("--runs must be a positive whole number");
  const chosen = values.pages
    ?.split(",")
    .map((page) => page.trim())
    .filter(Boolean);
  const known = [...pages.map((page) => page.path), ...EXTRA_PAGES];
  const unknown = chosen?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown page in --pages: ${unknown.join(", ")}; known: ${known.join(", ")}`);
  const wanted = (name: string) => !chosen || chosen.includes(name);

  const startedAt = new Date();
  const machine = machineInfo();
  printMachine(`Nestz Lighthouse benchmark (${startedAt.toISOString()})`, machine);
  assertChromium();
  console.log(
    chosen
      ? `Pages: ${chosen.length} chosen with --pages, ${runsPerPage} runs each.`
      : `Pages: all ${pages.length} of the registry (/Account signed in), a proposal, an invoice, an order, a change order and the console ` +
          `(signed in as the owner), ${runsPerPage} runs each.`,
  );

  const skipped: { path: string; reason: string }[] = [];
  const summaries = await withBenchServer(async (server) => {
    const measured = await pagesToMeasure(server, wanted);
    // One untimed request per page first, so no run pays for a cold server. A page that
    // still redirects (it should not) is skipped: Lighthouse would measure another page.
    const measurable: MeasuredPage[] = [];
    for (const page of measured) {
      const response = await fetch(new URL(page.path, server.baseUrl), {
        redirect: "manual",
        headers: page.cookie ? { cookie: page.cookie } : {},
      });
      await response.arrayBuffer();
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        skipped.push({ path: page.label, reason: `answers with ${response.status} → ${location}` });
      } else {
        measurable.push(page);
      }
    }
    for (const { path, reason } of skipped) console.log(`  ${path}: skipped, it ${reason}`);
    const results: PageSummary[] = [];
    for (const page of measurable) {
      const url = new URL(page.path, server.baseUrl).href;
      const runs: RunFigures[] = [];
      const failedRuns: string[] = [];
      // A run that fails (Chromium hiccup, runtime error) is retried, up to twice per page.
      for (let attempt = 0; runs.length < runsPerPage && failedRuns.length <= 2; attempt++) {
        const started = performance.now();
        try {
          const run = await runLighthouse(url, throttling, page.cookie);
          runs.push(run);
          console.log(
            `  ${page.label} run ${runs.length}/${runsPerPage}: JS ${(run.jsGzipKb ?? Number.NaN).toFixed(1)} KB, ` +
              `perf ${run.scores.performance}, ` +
              `LCP ${((run.lcpMs ?? Number.NaN) / 1000).toFixed(2)} s, TBT ${(run.tbtMs ?? Number.NaN).toFixed(0)} ms, ` +
              `CLS ${(run.cls ?? Number.NaN).toFixed(3)}, a11y ${run.scores.accessibility}, ` +
              `best pr. ${run.scores["best-practices"]}, SEO ${run.scores.seo} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
          );
        } catch (error) {
          failedRuns.push((error as Error).message);
          console.log(`  ${page.label} attempt ${attempt + 1} failed: ${(error as Error).message}`);
        }
      }
      if (runs.length === 0)
        throw new Error(`Lighthouse produced no result for ${page.label}: ${failedRuns.join(" | ")}`);
      results.push(summarise(page, runs, failedRuns));
    }
    return results;
  });

  const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
  // Lighthouse slows the CPU by a fixed factor, so a machine whose speed swings during the run
  // swings every simulated time with it: the spread says how far to trust the blocking times.
  const indexes = summaries.flatMap((summary) =>
    summary.runs.map((run) => run.benchmarkIndex).filter((index): index is number => index !== null),
  );
  const spread = indexes.length
    ? `median ${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} across the runs`
    : "not reported";
  console.log(
    `\nLighthouse ${lighthouseVersion}, ${chromiumVersion || "Chromium"} at ${CHROMIUM_PATH}; CPU benchmark index: ${spread}`,
  );
  printSummary(summaries, runsPerPage, throttling);
  for (const { path, reason } of skipped)
    console.log(`\nNot measured: ${path} (it ${reason}; Lighthouse would measure that page instead).`);
  const warnings = new Set(summaries.flatMap((summary) => summary.runs.flatMap((run) => run.warnings)));
  if (warnings.size > 0) console.log(`\nLighthouse warnings:\n  ${[...warnings].join("\n  ")}`);

  console.log(`\n${loadLine(os.loadavg(), "at the end")}`);
  const file = saveResults("lighthouse", startedAt, {
    startedAt: startedAt.toISOString(),
    machine,
    lighthouseVersion,
    chromium: chromiumVersion,
    settings: { formFactor: "mobile (Lighthouse default)", throttlingMethod: throttling, runsPerPage },
    goals: GOALS,
    pages: summaries,
    skipped,
    loadAverageAtEnd: os.loadavg(),
  });
  console.log(`\nFigures saved to ${file}`);
}

main().catch((error: unknown) => {
  console.error(
    `\nThe Lighthouse benchmark could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
