/**
 * The PDFs the server draws (app/server/pdf/), drawn here in this process as
 * the server does on a first request: each one's size and the median time of
 * several renders, beside the goals. Measurements, not tests. Runs as a
 * section of `npm run bench`, or alone with `node --import tsx scripts/bench/pdfs.tsx`.
 */
import process from "node:process";
import { pathToFileURL } from "node:url";

import type { DocumentProps } from "@react-pdf/renderer";
import type { ReactElement } from "react";

import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import type { SpecSheetSlug } from "#app/domain/documents/views";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { CapabilitySummaryDocument } from "#app/server/pdf/capability-summary.server";
import { InvoicePdfDocument } from "#app/server/pdf/invoice.server";
import { ProposalPdfDocument } from "#app/server/pdf/proposal.server";
import { renderPdf } from "#app/server/pdf/render.server";
import { SpecSheetDocument } from "#app/server/pdf/spec-sheet.server";
import { specSheetContent } from "#app/server/pdf/spec-sheet-content.server";
import { sampleAcceptedProposal, sampleInvoice } from "#tests/support/proposal-samples";

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
      draw: () => <SpecSheetDocument content={specSheetContent(slug, config)} config={config} />,
    })),
    {
      name: capabilitySummary.title,
      path: capabilitySummary.path,
      draw: () => (
        <CapabilitySummaryDocument
          config={config}
          currentYear={new Date().getFullYear()}
          facts={{ unitsReady: 9, nextBuildMonth: null, nextRental: { kind: "none" } }}
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

export function printPdfs(results: PdfMeasure[]): void {
  printTable(
    `PDFs drawn in-process (@react-pdf/renderer; median of ${results[0]?.runs ?? 0} renders after the first; the server draws each once and keeps it)`,
    [
      { header: "document", align: "left" },
      { header: "path", align: "left" },
      `KB (≤${PDF_GOALS.maxBytes / KB})`,
      "first ms",
      `median ms (<${PDF_GOALS.renderMs})`,
    ],
    results.map((result) => [
      result.document,
      result.path,
      judged(kb(result.bytes), result.bytes <= PDF_GOALS.maxBytes),
      result.firstMs.toFixed(0),
      judged(result.medianMs.toFixed(0), result.medianMs < PDF_GOALS.renderMs),
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printPdfs(await measurePdfs());
}
