/**
 * A Content-Disposition value naming a file. Quotes, backslashes and line
 * breaks are dropped from the name, so it cannot end the header's quoted
 * value or start another header.
 */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  return `${disposition}; filename="${fileName.replace(/["\\\r\n]/g, "")}"`;
}

/**
 * A file the console hands its owner to save (a CSV export, a stored PDF):
 * an attachment under the name given, never cached, never sniffed as
 * something else.
 */
export function privateDownload(
  body: string | Uint8Array,
  { contentType, fileName }: { contentType: string; fileName: string },
): Response {
  const headers = new Headers({
    "Content-Type": contentType,
    "Content-Disposition": contentDisposition("attachment", fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (typeof body !== "string") headers.set("Content-Length", String(body.byteLength));
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { headers });
}

/** A CSV export, as a download. */
export function csvDownload(csv: string, fileName: string): Response {
  return privateDownload(csv, { contentType: "text/csv; charset=utf-8", fileName });
}
