import { createHash } from "node:crypto";

import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";

import { contentDisposition } from "#app/server/http/downloads.server";

import { registerPdfFonts } from "./fonts.server";

/** A rendered PDF with the validator HTTP caches compare. */
export interface PdfFile {
  body: Buffer;
  etag: string;
}

/** Draws a document in this process: no browser, fonts from the packages on disk. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<PdfFile> {
  registerPdfFonts();
  const body = await renderToBuffer(document);
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${digest}"` };
}

/**
 * PDFs whose content changes only with a release or a public setting are
 * drawn once per process and kept: each is keyed by what it was drawn from,
 * so a new key draws it afresh. A failed drawing is not kept.
 */
export function createPdfCache(limit = 16) {
  const kept = new Map<string, Promise<PdfFile>>();
  return function cached(key: string, draw: () => Promise<PdfFile>): Promise<PdfFile> {
    const found = kept.get(key);
    if (found) return found;
    const drawing = draw();
    kept.set(key, drawing);
    drawing.catch(() => kept.delete(key));
    // Old keys (a changed setting or fact) make way for new ones.
    while (kept.size > limit) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    return drawing;
  };
}

/**
 * For a document served to anyone: kept by the reader, but checked on every use (a 304 while
 * unchanged), since the spec sheets and the capability summary follow the owner's published words and
 * the catalog, which change at any minute.
 */
export const PUBLIC_PDF_CACHE = "public, no-cache";

/**
 * The HTTP answer for a PDF: shown in the browser, saved under `fileName`,
 * and answered with 304 when the reader's copy is still the current one.
 */
export function pdfResponse(
  request: Request,
  file: PdfFile,
  {
    fileName,
    cacheControl = PUBLIC_PDF_CACHE,
    robots,
  }: { fileName: string; cacheControl?: string; /** An X-Robots-Tag, for a private document. */ robots?: string },
): Response {
  const headers = new Headers({
    "Content-Type": "application/pdf",
    "Content-Disposition": contentDisposition("inline", fileName),
    "Cache-Control": cacheControl,
    ETag: file.etag,
  });
  if (robots) headers.set("X-Robots-Tag", robots);
  if (matchesEtag(request.headers.get("If-None-Match"), file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(file.body.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(file.body), { status: 200, headers });
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** A view's own fingerprint: the same view draws the same file, so it is drawn once. */
export function viewKey(kind: string, view: object): string {
  return `${kind}:${createHash("sha256").update(JSON.stringify(view)).digest("base64url")}`;
}
