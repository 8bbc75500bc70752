import { readFileSync } from "node:fs";

import * as fontkit from "fontkit";
import { describe, expect, it, vi } from "vitest";

import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { compliance, models, unit } from "#app/content/facts";
import { factWords } from "#app/content/site/fact-words";
import { capabilityFacts, governmentWords, salesTaxTerm } from "#app/content/site/public-buyers";
import { printableRanges } from "#app/domain/common/printable-characters";
import type { PageFacts } from "#app/domain/site-facts/live-facts";
import type { ContentWords } from "#app/domain/site-words/blocks";
import { fillFactsIn } from "#app/domain/site-words/fact-tokens";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { shownWords } from "#app/server/site-words/published-words.server";
import { readPdf, readPdfPlacements } from "#tests/support/pdf-text";

import { CapabilitySummaryDocument } from "./capability-summary.server";
import { breakPoints, pdfFontFaces, pdfFontFiles, pdfText } from "./fonts.server";
import { renderPdf } from "./render.server";
import { SpecSheetDocument } from "./spec-sheet.server";
import { specSheetContent } from "./spec-sheet-content.server";
import { woffToSfnt } from "./woff.server";

const specs = shownWords("specs");

/** The PDFs drawn for real and read back, as a reader's copy-and-paste would. */

// Drawing a PDF takes well under a second, but a busy machine's first one (fonts, modules) can take several.
vi.setConfig({ testTimeout: 30_000 });

const MAX_BYTES = 300 * 1024;
const facts: PageFacts = { unitsReady: 7, nextBuildMonth: null, nextRental: { kind: "none" } };
/** The /Government page's words as a guest reads them: the starting words, facts filled in. */
const words = fillFactsIn(governmentWords, factWords);
const plain = getPublicConfig(parseEnv({ COMPANY_LEGAL_NAME: "Nestz Homes of the Northwest LLC" }));
const identified = getPublicConfig(
  parseEnv({
    COMPANY_LEGAL_NAME: "Nestz Homes of the Northwest LLC",
    COMPANY_UEI: "AB12CD34EF56",
    COMPANY_CAGE_CODE: "7XK21",
    COMPANY_NAICS_CODES: "321991,332311",
    COMPANY_FOUNDED_YEAR: "2021",
  }),
);

describe("the spec sheets", () => {
  for (const [slug, key] of [
    ["bedroom-nestz", "bedroom"],
    ["office-nestz", "office"],
  ] as const) {
    it(`${slug}: the model's dimensions, code and quote, as selectable text with its title, author and language`, async () => {
      const file = await renderPdf(<SpecSheetDocument content={specSheetContent(slug, plain, specs)} config={plain} />);
      expect(file.body.byteLength).toBeLessThan(MAX_BYTES);
      expect(file.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      const pdf = await readPdf(file.body);
      expect(pdf.info).toMatchObject({ Title: specSheets[slug].title, Author: plain.legalName, Language: "en-US" });
      expect(pdf.info.Subject).toContain(models[key].name);
      expect(pdf.text).toContain(models[key].name);
      for (const feet of [unit.lengthFt, unit.widthFt, unit.heightFt]) expect(pdf.text).toContain(`${feet} ft`);
      expect(pdf.text).toContain(unit.nominal);
      expect(pdf.text).toContain(compliance.code);
      expect(pdf.text).toContain(plain.contactPhone);
      expect(pdf.text).toContain(`Page 1 of ${pdf.pages}`);
      expect(pdf.text).toContain(plain.legalName);
    });
  }

  it("sets its text at 1.4 lines of its own size, so one-line rows sit about 21 pt apart", async () => {
    const file = await renderPdf(
      <SpecSheetDocument content={specSheetContent("bedroom-nestz", plain, specs)} config={plain} />,
    );
    const placed = await readPdfPlacements(file.body);
    const top = (text: string) => placed.find((item) => item.text === text)?.top ?? Number.NaN;
    // A row is a 10 pt line at 1.4 (14 pt), 6 pt of padding and a rule; a line height
    // resolved against react-pdf's 18 pt default made it 32 pt and the sheet six pages.
    const rowStep = top("Windows") - top("Footprint");
    expect(rowStep).toBeGreaterThan(18);
    expect(rowStep).toBeLessThan(24);
    expect(placed.find((item) => item.text === "At a glance")?.page).toBe(1);
  });
});

const plainWords = (blocks: ContentWords["parts"][number]["intro"]) =>
  blocks.map((block) => (block.kind === "paragraph" ? block.text : block.items.join(" "))).join(" ");

describe("the capability summary", () => {
  it("shows the configured identifiers", async () => {
    const file = await renderPdf(
      <CapabilitySummaryDocument config={identified} currentYear={2026} facts={facts} words={words} />,
    );
    expect(file.body.byteLength).toBeLessThan(MAX_BYTES);
    const pdf = await readPdf(file.body);
    expect(pdf.info).toMatchObject({ Title: capabilitySummary.title, Author: identified.legalName, Language: "en-US" });
    for (const shown of ["AB12CD34EF56", "7XK21", "321991", "332311", "Since 2021 (5 years)", identified.legalName]) {
      expect(pdf.text).toContain(shown);
    }
    expect(pdf.text).toContain("7 units are ready to deliver now.");
  });

  it("leaves out every identifier that is not configured, label and all", async () => {
    const file = await renderPdf(
      <CapabilitySummaryDocument config={plain} currentYear={2026} facts={facts} words={words} />,
    );
    const pdf = await readPdf(file.body);
    expect(pdf.text).toContain(plain.legalName);
    for (const absent of ["UEI", "CAGE", "NAICS", "In business"]) expect(pdf.text).not.toContain(absent);
  });

  it("states what the /Government page states", async () => {
    const file = await renderPdf(
      <CapabilitySummaryDocument config={identified} currentYear={2026} facts={facts} words={words} />,
    );
    const text = (await readPdf(file.body)).text.replace(/\s+/g, " ");
    for (const fact of capabilityFacts(identified, 2026)) {
      for (const line of fact.lines) expect(text).toContain(pdfText(line));
    }
    expect(text).toContain(pdfText("Our invoice is payable within 30 days of its date"));
  });

  it("prints the owner's published steps and terms, with the law's term on sales tax kept", async () => {
    const terms = words.parts.find((part) => part.id === "terms");
    const steps = words.parts.find((part) => part.id === "how-buying-works");
    if (!terms || !steps) throw new Error("the starting words have no steps or terms");
    const edited: ContentWords = {
      ...words,
      parts: words.parts.map((part) =>
        part === steps
          ? {
              ...part,
              items: [{ title: "Call us first", text: [{ kind: "paragraph", text: "We pick up." }], link: null }],
            }
          : part === terms
            ? { ...part, items: terms.items.slice(0, 1) }
            : part,
      ),
    };
    const file = await renderPdf(
      <CapabilitySummaryDocument config={identified} currentYear={2026} facts={facts} words={edited} />,
    );
    const text = (await readPdf(file.body)).text.replace(/\s+/g, " ");
    expect(text).toContain("Call us first");
    expect(text).not.toContain("Ask for a written quote");
    expect(text).not.toContain("Payment terms");
    expect(text).toContain(pdfText(plainWords(salesTaxTerm.text)));
  });
});

describe("the embedded fonts", () => {
  it("unwrap from WOFF into fonts with the same glyphs", () => {
    for (const file of Object.values(pdfFontFiles()).flat()) {
      const woff = readFileSync(file);
      const fromWoff = fontkit.create(woff);
      const unwrapped = fontkit.create(woffToSfnt(woff));
      expect(unwrapped.numGlyphs).toBe(fromWoff.numGlyphs);
      expect(unwrapped.postscriptName).toBe(fromWoff.postscriptName);
    }
    expect(() => woffToSfnt(Buffer.from("not a font at all, just some words"))).toThrow(/WOFF/);
  });

  it("have a glyph for every character the documents print", () => {
    const sheets = (["bedroom-nestz", "office-nestz"] as const).map((slug) =>
      specSheetContent(slug, identified, specs),
    );
    const printed = pdfText(JSON.stringify([sheets, capabilityFacts(identified, 2026), words, salesTaxTerm]));
    for (const file of Object.values(pdfFontFiles()).flat()) {
      const font = fontkit.create(woffToSfnt(readFileSync(file)));
      const missing = [...new Set(printed)].filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
      expect(missing, file).toEqual([]);
    }
  });

  it("draw exactly the characters the name rules call printable, in every face", () => {
    const { text, heading } = pdfFontFaces();
    const covered = (faces: typeof text) => {
      const points = new Set<number>();
      for (const face of faces)
        for (const point of fontkit.create(readFileSync(face.file)).characterSet) points.add(point);
      return points;
    };
    const styles = new Set(text.map((face) => `${face.weight} ${face.style}`));
    // Text in each weight and style; headings with the text faces they fall back to.
    const sets = [
      ...[...styles].map((style) => covered(text.filter((face) => `${face.weight} ${face.style}` === style))),
      new Set([...covered(heading), ...covered(text.filter((face) => face.weight === 600))]),
    ];
    const everywhere = [...(sets[0] ?? [])]
      .filter((point) => point >= 0x20 && point < 0xfeff && sets.every((set) => set.has(point)))
      .sort((a, b) => a - b);
    const listed = printableRanges.flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => first + index),
    );
    expect(listed).toEqual(everywhere);
  });
});

describe("long words", () => {
  it("stay whole up to 24 characters, and may break between any two characters beyond", () => {
    expect(breakPoints("$1,234,567.89")).toEqual(["$1,234,567.89"]);
    expect(breakPoints("a".repeat(24))).toEqual(["a".repeat(24)]);
    const long = `PO-${"Ż".repeat(30)}e\u0301`;
    expect(breakPoints(long).join("")).toBe(long);
    expect(breakPoints(long)).toHaveLength(34);
  });
});
