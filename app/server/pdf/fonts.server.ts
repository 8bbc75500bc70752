import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { Font } from "@react-pdf/renderer";

import { woffToSfnt } from "./woff.server";

/**
 * The PDFs' typefaces, embedded from npm font packages (SIL Open Font
 * License) and never fetched at run time: Source Sans 3 for text, Source
 * Serif 4 for headings, a quiet match for the site's sans body and serif
 * headings. react-pdf embeds only the glyphs a document uses.
 */
export const PDF_FONTS = {
  text: "Source Sans 3",
  heading: "Source Serif 4",
} as const;

const require = createRequire(import.meta.url);

/**
 * A Latin .woff of one of the packages. (Their .woff2 files trip fontkit,
 * react-pdf's font reader, when it subsets composite glyphs.)
 */
function fontFile(
  family: "source-sans-3" | "source-serif-4",
  weight: 400 | 600,
  style: "normal" | "italic" = "normal",
): string {
  return require.resolve(`@fontsource/${family}/files/${family}-latin-${weight}-${style}.woff`);
}

/** Every file the PDFs embed, by family (tests check the text's characters against them). */
export function pdfFontFiles(): Record<(typeof PDF_FONTS)[keyof typeof PDF_FONTS], string[]> {
  return {
    [PDF_FONTS.text]: [
      fontFile("source-sans-3", 400),
      fontFile("source-sans-3", 600),
      fontFile("source-sans-3", 400, "italic"),
    ],
    [PDF_FONTS.heading]: [fontFile("source-serif-4", 600)],
  };
}

/** The font as react-pdf takes it from memory: the unwrapped TrueType file as a data URL. */
function loaded(file: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(file)).toString("base64")}`;
}

let registered = false;

/** Reads the fonts and hands them to react-pdf, once per process, at the first render (never at import). */
export function registerPdfFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: PDF_FONTS.text,
    fonts: [
      { src: loaded(fontFile("source-sans-3", 400)), fontWeight: 400 },
      { src: loaded(fontFile("source-sans-3", 600)), fontWeight: 600 },
      { src: loaded(fontFile("source-sans-3", 400, "italic")), fontWeight: 400, fontStyle: "italic" },
    ],
  });
  Font.register({
    family: PDF_FONTS.heading,
    fonts: [{ src: loaded(fontFile("source-serif-4", 600)), fontWeight: 600 }],
  });
  // Whole words only: automatic hyphenation would split figures and names, and the text a reader copies.
  Font.registerHyphenationCallback((word) => [word]);
}

/**
 * The font files carry the Latin subset, which lacks a few characters the
 * site's copy uses: eighth-inch fractions and the non-breaking hyphen. These
 * are written with characters the fonts have.
 */
const REPLACEMENTS: Record<string, string> = {
  "⅛": " 1/8",
  "¼": " 1/4",
  "⅜": " 3/8",
  "½": " 1/2",
  "⅝": " 5/8",
  "¾": " 3/4",
  "⅞": " 7/8",
  "\u2011": "-",
};

export function pdfText(text: string): string {
  return text.replace(/[⅛¼⅜½⅝¾⅞\u2011]/g, (char) => REPLACEMENTS[char] ?? char);
}
