/**
 * The PDFs the server draws (app/server/pdf/): what a visitor waits for a
 * spec sheet on the running server (the first request after it starts and
 * after a catalog change, and one after those; docs/decisions/0071), then
 * each document drawn here in this process, its size and the median time of
 * several drawings, beside the goals. Measurements, not tests. Runs as a
 * section of `npm run bench`; the drawings alone with
 * `node --import tsx scripts/bench/pdfs.tsx`.
 */
import process from "node:process";
import { pathToFileURL } from "node:url";

import type { DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";

import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { factWords } from "#app/content/site/fact-words";
import { governmentWords } from "#app/content/site/public-buyers";
import type { DocumentInfo, SpecSheetSlug } from "#app/domain/documents/views";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { CapabilitySummaryDocument } from "#app/server/pdf/capability-summary.server";
import { InvoicePdfDocument } from "#app/server/pdf/invoice.server";
import { ProposalPdfDocument } from "#app/server/pdf/proposal.server";
import { renderPdf } from "#app/server/pdf/render.server";
import { SpecSheetDocument } from "#app/server/pdf/spec-sheet.server";
import { specSheetContent } from "#app/server/pdf/spec-sheet-content.server";
import { shownWords } from "#app/server/site-words/published-words.server";
import { sampleAcceptedProposal, sampleInvoice } from "#tests/support/proposal-samples";
import { sqlOnce } from "#tests/support/sql";

import type { RunningServer } from "./server";
import { judged, KB, kb, printTable } from "./table";

export const PDF_GOALS = { maxBytes: 300 * KB, renderMs: 200 };

export interface PdfMeasure {
  document: string;
  path: string;
  bytes: number;
  /** The process's first drawing, fonts and modules included. */
  firstMs: number;
  /** Median of the drawings after the first. */
  medianMs: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export async function measurePdfs(runs = 9): Promise<PdfMeasure[]> {
  // The settings a deployment would have, so the capability summary carries every line it can.
  const config = getPublicConfig(
    parseEnv({
      COMPANY_UEI: "AB12CD34EF56",
      COMPANY_CAGE_CODE: "7XK21",
      COMPANY_NAICS_CODES: "321991,332311",
      COMPANY_FOUNDED_YEAR: "2021",
    }),
  );
  const documents: { name: string; path: string; draw: () => ReactElement<DocumentProps> }[] = [
    ...(Object.keys(specSheets) as SpecSheetSlug[]).map((slug) => ({
      name: specSheets[slug].title,
      path: specSheets[slug].path,
      draw: () => <SpecSheetDocument content={specSheetContent(slug, config, shownWords("specs"))} config={config} />,
    })),
    {
      name: capabilitySummary.title,
      path: capabilitySummary.path,
      draw: () => (
        <CapabilitySummaryDocument
          config={config}
          currentYear={new Date().getFullYear()}
          facts={{ unitsReady: 9, nextBuildMonth: null, nextRental: { kind: "none" } }}
          words={fillFactsIn(governmentWords, factWords)}
        />
      ),
    },
    {
      name: "A proposal, accepted",
      path: "/proposal/<token>/pdf",
      draw: () => <ProposalPdfDocument proposal={sampleAcceptedProposal} config={config} />,
    },
    {
      name: "An invoice",
      path: "/invoice/<token>/pdf",
      draw: () => <InvoicePdfDocument invoice={sampleInvoice} config={config} />,
    },
  ];
  const results: PdfMeasure[] = [];
  for (const document of documents) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run <= runs; run++) {
      const started = performance.now();
      const file = await renderPdf(document.draw());
      times.push(performance.now() - started);
      bytes = file.body.byteLength;
    }
    results.push({
      document: document.name,
      path: document.path,
      bytes,
      firstMs: times[0] ?? 0,
      medianMs: median(times.slice(1)),
      runs,
    });
  }
  return results;
}

/** How long a visitor waits for a spec sheet on the server, in ms from request to its last byte. */
export interface SpecSheetWait {
  path: string;
  /** Asked as soon as the server answers its health check, every sheet at once. */
  firstAfterStartMs: number;
  /** Asked at once after a product's price changed, every sheet at once. */
  firstAfterChangeMs: number;
  /** The median of 5 asked one after another, 5 s after the change. */
  laterMs: number;
  statuses: number[];
}

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Time enough for a server to finish drawing the sheets after a change (about a second each on a quiet machine). */
const SETTLE_MS = 5_000;

/**
 * What visitors wait for: measured first thing on a fresh server (before any
 * other part's load), then after a price change made in its database, as the
 * console makes one (left in place: the server's DATA_DIR goes when it stops,
 * and later parts read prices from the API); then, once the server has had
 * time to draw the sheets again, as every later visitor does.
 */
export async function measureSpecSheetWaits(server: RunningServer): Promise<SpecSheetWait[]> {
  const urls = Object.values(specSheets).map((sheet) => new URL(sheet.path, server.baseUrl).href);
  const atOnce = () => Promise.all(urls.map(timedGet));
  const afterStart = await atOnce();
  await sqlOnce(await server.databaseUrl(), "update products set price_cents = price_cents + 1 where slug = 'sticker'");
  const afterChange = await atOnce();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const later: { ms: number; status: number }[][] = urls.map(() => []);
  for (let run = 0; run < 5; run++) {
    for (const [index, url] of urls.entries()) later[index]?.push(await timedGet(url));
  }
  return Object.values(specSheets).map((sheet, index) => {
    const own = [afterStart[index], afterChange[index], ...(later[index] ?? [])];
    return {
      path: sheet.path,
      firstAfterStartMs: afterStart[index]?.ms ?? 0,
      firstAfterChangeMs: afterChange[index]?.ms ?? 0,
      laterMs: median((later[index] ?? []).map((answer) => answer.ms)),
      statuses: own.map((answer) => answer?.status ?? 0),
    };
  });
}

export function printSpecSheetWaits(waits: SpecSheetWait[]): void {
  const judge = (ms: number) => judged(ms.toFixed(0), ms < PDF_GOALS.renderMs);
  printTable(
    `What a visitor waits for a spec sheet on the server (ms from request to last byte, over loopback; every sheet asked at once as soon as the server answers /healthz, and again at once after a product's price changed in its database; later: median of 5 asked one by one ${SETTLE_MS / 1000} s after the change)`,
    [
      { header: "path", align: "left" },
      `first after start (<${PDF_GOALS.renderMs})`,
      `first after a catalog change (<${PDF_GOALS.renderMs})`,
      `later (<${PDF_GOALS.renderMs})`,
      "statuses (all 200)",
    ],
    waits.map((wait) => [
      wait.path,
      judge(wait.firstAfterStartMs),
      judge(wait.firstAfterChangeMs),
      judge(wait.laterMs),
      judged(
        [...new Set(wait.statuses)].join(", "),
        wait.statuses.every((status) => status === 200),
      ),
    ]),
  );
}

export function printPdfs(results: PdfMeasure[]): void {
  printTable(
    `PDFs drawn in-process (@react-pdf/renderer; median of ${results[0]?.runs ?? 0} renders after the first; a server draws each spec sheet once per catalog version in a worker thread, the others on first request, and keeps them)`,
    [
      { header: "document", align: "left" },
      { header: "path", align: "left" },
      `KB (≤${PDF_GOALS.maxBytes / KB})`,
      "first ms",
      `median ms (<${PDF_GOALS.renderMs} when drawn on request)`,
    ],
    results.map((result) => [
      result.document,
      result.path,
      judged(kb(result.bytes), result.bytes <= PDF_GOALS.maxBytes),
      result.firstMs.toFixed(0),
      // A spec sheet is drawn ahead of requests: no visitor waits for its drawing (the table above says what they wait for).
      (Object.values(specSheets) as DocumentInfo[]).some((sheet) => sheet.path === result.path)
        ? `${result.medianMs.toFixed(0)} (drawn ahead)`
        : judged(result.medianMs.toFixed(0), result.medianMs < PDF_GOALS.renderMs),
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printPdfs(await measurePdfs());
}
