import { Text, View } from "@react-pdf/renderer";

import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { company, compliance, unit } from "#app/content/facts";
import { capabilityFacts, salesTaxTerm, serviceStates } from "#app/content/site/public-buyers";
import type { PublicConfig } from "#app/domain/site/public-config";
import { liveFactText, type PageFacts } from "#app/domain/site-facts/live-facts";
import type { ContentWords, TextBlock } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";
import { termsWithTax } from "#app/domain/site-words/designs/government";

import { pdfText } from "./fonts.server";
import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf } from "./render.server";
import { BulletList, FactList } from "./table.server";
import { pdfStyles } from "./theme.server";

/**
 * What the capability summary is drawn from: the public settings, the year, the owner's live figures, and
 * the /Government page's words as published (facts filled in), so the page and the PDF say the same.
 */
export interface CapabilityInputs {
  config: PublicConfig;
  currentYear: number;
  facts: PageFacts;
  words: ContentWords;
}

/** The owner's text as one run of plain words, a list's items in turn, for the PDF's lines. */
function plainText(blocks: readonly TextBlock[]): string {
  return blocks.flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items)).join(" ");
}

/**
 * The one-page (or two) summary a purchasing office files: who we are, the
 * identifiers that are configured (never invented), how buying works, and
 * whom to call. Its steps and terms are the /Government page's published words, with the law's term on
 * sales tax in its place (content/public-buyers.ts).
 */
export function CapabilitySummaryDocument({ config, currentYear, facts, words }: CapabilityInputs) {
  const sender = pdfSender(config);
  const steps = partOf(words, "how-buying-works").items;
  const terms = termsWithTax(partOf(words, "terms").items, salesTaxTerm);
  const site = config.publicUrl;
  return (
    <PdfDocument
      info={{
        title: capabilitySummary.title,
        subject: `${config.legalName}: modular homes for public buyers in ${serviceStates}`,
        keywords: [
          company.brand,
          config.legalName,
          "capability statement",
          "modular housing",
          "transitional housing",
          compliance.code,
        ],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={capabilitySummary.title}>
        <TitleBlock
          eyebrow="Capability summary"
          title={config.legalName}
          lead={`Insulated, move-in-ready ${unit.nominal} modular homes for cities, counties, agencies, tribes and nonprofits: built in ${company.workshop} and delivered across ${serviceStates}.`}
        />
        <Heading>Company</Heading>
        <FactList facts={capabilityFacts(config, currentYear)} />
        <Heading>Ready now</Heading>
        <Paragraph>
          {`${liveFactText("units-ready-sentence", facts)} For a temporary need, rent instead: rentals are for stays under ${compliance.rentalMaxDays} days of continuous occupancy.`}
        </Paragraph>
        <Heading>How buying works</Heading>
        {steps.map((step, index) => (
          <View key={index} style={{ flexDirection: "row", marginBottom: 5 }} wrap={false}>
            <Text style={[pdfStyles.strong, { width: 16 }]}>{`${index + 1}.`}</Text>
            <Text style={{ flex: 1 }}>
              <Text style={pdfStyles.strong}>{pdfText(`${step.title}. `)}</Text>
              {pdfText(plainText(step.text))}
            </Text>
          </View>
        ))}
        <Heading>Terms</Heading>
        <FactList facts={terms.map((term) => ({ label: term.title, lines: [plainText(term.text)] }))} />
        <Heading>Documents</Heading>
        <BulletList
          items={[
            ...Object.values(specSheets).map((sheet) => `${sheet.title}: ${site}${sheet.path}`),
            `How public buyers work with us: ${site}/Government`,
          ]}
        />
        <Heading>Next step</Heading>
        <Paragraph>
          {`Call ${config.contactPhone} or email ${config.contactEmail}, or request a written quote at ${site}/Contact. A real person from our family business will answer.`}
        </Paragraph>
      </FramedPage>
    </PdfDocument>
  );
}

const cache = createPdfCache();

/** Drawn on first request and kept until a setting, the year, a live figure or the published words change. */
export function capabilitySummaryPdf(inputs: CapabilityInputs): Promise<PdfFile> {
  return cache(JSON.stringify(inputs), () => renderPdf(<CapabilitySummaryDocument {...inputs} />));
}
