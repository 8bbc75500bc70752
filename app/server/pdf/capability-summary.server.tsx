import { Text, View } from "@react-pdf/renderer";

import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { company, compliance, unit } from "#app/content/facts";
import { buyingSteps, buyingTerms, capabilityFacts, serviceStates } from "#app/content/site/public-buyers";
import type { PublicConfig } from "#app/domain/site/public-config";
import { liveFactText, type PageFacts } from "#app/domain/site-facts/live-facts";

import { pdfText } from "./fonts.server";
import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf } from "./render.server";
import { BulletList, FactList } from "./table.server";
import { pdfStyles } from "./theme.server";

/** What the capability summary is drawn from: the public settings, the year, and the owner's live figures. */
export interface CapabilityInputs {
  config: PublicConfig;
  currentYear: number;
  facts: PageFacts;
}

/**
 * The one-page (or two) summary a purchasing office files: who we are, the
 * identifiers that are configured (never invented), how buying works, and
 * whom to call. Its facts are the /Government page's (content/public-buyers.ts).
 */
export function CapabilitySummaryDocument({ config, currentYear, facts }: CapabilityInputs) {
  const sender = pdfSender(config);
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
        {buyingSteps.map((step, index) => (
          <View key={step.title} style={{ flexDirection: "row", marginBottom: 5 }} wrap={false}>
            <Text style={[pdfStyles.strong, { width: 16 }]}>{`${index + 1}.`}</Text>
            <Text style={{ flex: 1 }}>
              <Text style={pdfStyles.strong}>{pdfText(`${step.title}. `)}</Text>
              {pdfText(step.text)}
            </Text>
          </View>
        ))}
        <Heading>Terms</Heading>
        <FactList facts={buyingTerms.map((term) => ({ label: term.term, lines: [term.detail] }))} />
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

/** Drawn on first request and kept until a setting, the year or a live figure changes. */
export function capabilitySummaryPdf(inputs: CapabilityInputs): Promise<PdfFile> {
  return cache(JSON.stringify(inputs), () => renderPdf(<CapabilitySummaryDocument {...inputs} />));
}
