/**
 * Reads a PDF back the way a reader's copy-and-paste or a search index does:
 * its text, page by page, and the metadata written into the file.
 */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface ReadPdf {
  pages: number;
  /** Every page's text, the lines of each joined with newlines. */
  text: string;
  info: { Title?: string; Author?: string; Subject?: string; Keywords?: string; Language?: string };
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  // pdf.js takes ownership of the array it is given, so it gets a copy.
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      let line = "";
      // Where the last piece on this line ended: a piece that starts right there continues
      // the same word (a name drawn with two fonts is two pieces), as a reader's copy has it.
      let end: { x: number; y: number } | null = null;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        const touches = end !== null && Math.abs(y - end.y) < 0.5 && Math.abs(x - end.x) < 0.5;
        if (line && !line.endsWith(" ") && !touches) line += " ";
        line += item.str;
        end = { x: x + item.width, y };
        if (item.hasEOL) {
          lines.push(line);
          line = "";
          end = null;
        }
      }
      if (line) lines.push(line);
    }
    const { info } = await document.getMetadata();
    return {
      pages: document.numPages,
      text: lines
        .join("\n")
        .replace(/\u00a0/g, " ")
        .replace(/[ \t]+\n/g, "\n"),
      info: info as ReadPdf["info"],
    };
  } finally {
    await document.destroy();
  }
}

/** Each piece of text with its page and its baseline's distance from the top of the page, in points. */
export async function readPdfPlacements(bytes: Uint8Array): Promise<{ page: number; top: number; text: string }[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const placed: { page: number; top: number; text: string }[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const height = page.view[3] ?? 0;
      for (const item of (await page.getTextContent()).items) {
        if ("str" in item && item.str.trim())
          placed.push({ page: number, top: height - (item.transform[5] as number), text: item.str });
      }
    }
    return placed;
  } finally {
    await document.destroy();
  }
}
