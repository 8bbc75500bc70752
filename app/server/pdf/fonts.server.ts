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

type FontPackage = "source-sans-3" | "source-serif-4";
type Weight = 400 | 600;
type Style = "normal" | "italic";

/**
 * The packages ship each script as its own file (a "subset"); a name such as
 * "Łukasz Żółć" or "Δημήτρης" needs more than the Latin one. Each subset is
 * registered as a family of its own and the styles name them all, in this
 * order, so react-pdf draws each character with the first that has it.
 * (Source Serif 4 has no Greek Extended file: its headings fall back to the
 * sans faces for those letters.)
 */
const SUBSETS: Record<FontPackage, readonly string[]> = {
  "source-sans-3": ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext"],
  "source-serif-4": ["latin", "latin-ext", "vietnamese", "greek", "cyrillic", "cyrillic-ext"],
};

/** The faces each family is drawn in. */
const FACES: Record<FontPackage, readonly { weight: Weight; style: Style }[]> = {
  "source-sans-3": [
    { weight: 400, style: "normal" },
    { weight: 600, style: "normal" },
    { weight: 400, style: "italic" },
  ],
  "source-serif-4": [{ weight: 600, style: "normal" }],
};

const FAMILY_OF: Record<FontPackage, string> = {
  "source-sans-3": PDF_FONTS.text,
  "source-serif-4": PDF_FONTS.heading,
};

/** The registered family of one subset: the Latin one keeps the plain name. */
const subsetFamily = (pkg: FontPackage, subset: string) =>
  subset === "latin" ? FAMILY_OF[pkg] : `${FAMILY_OF[pkg]} ${subset}`;

/** What the styles name as `fontFamily`: every subset of the family, Latin first (then the sans ones for headings). */
export const PDF_FONT_STACKS = {
  text: SUBSETS["source-sans-3"].map((subset) => subsetFamily("source-sans-3", subset)),
  heading: [
    ...SUBSETS["source-serif-4"].map((subset) => subsetFamily("source-serif-4", subset)),
    ...SUBSETS["source-sans-3"].map((subset) => subsetFamily("source-sans-3", subset)),
  ],
};

const require = createRequire(import.meta.url);

/**
 * A .woff of one of the packages. (Their .woff2 files trip fontkit,
 * react-pdf's font reader, when it subsets composite glyphs.)
 */
function fontFile(pkg: FontPackage, weight: Weight, style: Style = "normal", subset = "latin"): string {
  return require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-${style}.woff`);
}

/** The Latin files the PDFs embed, by family (tests check the documents' own copy against them). */
export function pdfFontFiles(): Record<(typeof PDF_FONTS)[keyof typeof PDF_FONTS], string[]> {
  return {
    [PDF_FONTS.text]: FACES["source-sans-3"].map(({ weight, style }) => fontFile("source-sans-3", weight, style)),
    [PDF_FONTS.heading]: FACES["source-serif-4"].map(({ weight, style }) => fontFile("source-serif-4", weight, style)),
  };
}

/** One registered face: its family (a subset's), weight, style and file. */
export interface PdfFontFace {
  family: string;
  weight: Weight;
  style: Style;
  file: string;
}

/** Every face the PDFs can draw with, each subset of each family (tests read what they cover). */
export function pdfFontFaces(): { text: PdfFontFace[]; heading: PdfFontFace[] } {
  const faces = (pkg: FontPackage) =>
    SUBSETS[pkg].flatMap((subset) =>
      FACES[pkg].map(({ weight, style }) => ({
        family: subsetFamily(pkg, subset),
        weight,
        style,
        file: fontFile(pkg, weight, style, subset),
      })),
    );
  return { text: faces("source-sans-3"), heading: faces("source-serif-4") };
}

/** The font as react-pdf takes it from memory: the unwrapped TrueType file as a data URL. */
function loaded(file: string): string {
  return `data:font/ttf;base64,${woffToSfnt(readFileSync(file)).toString("base64")}`;
}

/** Words longer than this may be broken anywhere, so an unbroken string (a PO number, a long name) wraps instead of running off the page. */
const LONGEST_UNBROKEN_WORD = 24;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * Where a word may break across lines: ordinary words nowhere (automatic
 * hyphenation would split figures and names, and the text a reader copies);
 * a word too long for a line between any two characters. react-pdf marks
 * such a break with a hyphen, as print does.
 */
export function breakPoints(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word];
  return [...graphemes.segment(word)].map(({ segment }) => segment);
}

let registered = false;

/** Reads the fonts and hands them to react-pdf, once per process, at the first render (never at import). */
export function registerPdfFonts(): void {
  if (registered) return;
  registered = true;
  const { text, heading } = pdfFontFaces();
  const families = new Map<string, PdfFontFace[]>();
  for (const face of [...text, ...heading]) families.set(face.family, [...(families.get(face.family) ?? []), face]);
  for (const [family, faces] of families) {
    Font.register({
      family,
      fonts: faces.map(({ file, weight, style }) => ({ src: loaded(file), fontWeight: weight, fontStyle: style })),
    });
  }
  Font.registerHyphenationCallback(breakPoints);
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
