import { View } from "@react-pdf/renderer";

import type { SpecSheetSlug } from "#app/domain/documents/views";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { ContentWords } from "#app/domain/site-words/blocks";

import { FramedPage, Heading, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf } from "./render.server";
import { type SpecSheetContent, specSheetContent, type SpecsWords } from "./spec-sheet-content.server";
import { BulletList, FactList, PdfTable } from "./table.server";

/** A model's spec sheet: key figures, what is included, every spec, hook-up, code, delivery and how to get a quote. */
export function SpecSheetDocument({ content, config }: { content: SpecSheetContent; config: PublicConfig }) {
  const sender = pdfSender(config);
  return (
    // Three runs of pages, not one: react-pdf lays out again everything still to place at each
    // page break, so shorter runs draw the sheet in about half the time. Each run starts a page.
    <PdfDocument info={content.info} sender={sender}>
      <FramedPage sender={sender} footerLabel={content.info.title}>
        <TitleBlock eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
        <Heading>At a glance</Heading>
        <FactList facts={content.figures} />
        <Heading>What comes with it</Heading>
        <BulletList items={content.included} />
      </FramedPage>
      <FramedPage sender={sender} footerLabel={content.info.title}>
        {content.groups.map((group) => (
          <View key={group.title} style={{ marginBottom: 8 }}>
            <Heading>{group.title}</Heading>
            <PdfTable
              columns={[
                { header: "Feature", width: 1.1 },
                { header: "Detail", width: 2.6 },
                { header: "Standard or optional", width: 1.5 },
              ]}
              rows={group.rows}
            />
          </View>
        ))}
      </FramedPage>
      <FramedPage sender={sender} footerLabel={content.info.title}>
        <Heading>Utilities and hook-up</Heading>
        <BulletList items={content.utilities} />
        <Heading>Code and use</Heading>
        <BulletList items={content.code} />
        <Heading>Delivery</Heading>
        <BulletList items={content.deliveryRules} />
        <Heading>How to get a quote</Heading>
        <BulletList items={content.quote} />
      </FramedPage>
    </PdfDocument>
  );
}

/**
 * Draws a model's spec sheet now (about a second of this thread's time: servers draw it in a worker),
 * with the /Specs page's words as guests read them, passed in since a worker holds no published words.
 */
export function drawSpecSheet(slug: SpecSheetSlug, config: PublicConfig, specs: ContentWords): Promise<PdfFile> {
  return renderPdf(<SpecSheetDocument content={specSheetContent(slug, config, specs)} config={config} />);
}

const cache = createPdfCache();

/**
 * The spec sheet of a model, drawn here on first request and kept until its content's inputs change:
 * for when no copy is kept per catalog version (kept-spec-sheets.server.ts), as in development.
 */
export function specSheetPdf(slug: SpecSheetSlug, config: PublicConfig, specs: SpecsWords): Promise<PdfFile> {
  // The /Specs page's published words are an input too: a publish there draws the sheet again.
  return cache(`${slug} ${JSON.stringify(config)} ${specs.key}`, () => drawSpecSheet(slug, config, specs.words));
}
