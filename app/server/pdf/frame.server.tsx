import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";

import { company } from "#app/content/facts";
import type { PublicConfig } from "#app/domain/site/public-config";

import { pdfText } from "./fonts.server";
import { pdfStyles } from "./theme.server";

/**
 * The frame every PDF of the site shares (spec sheets and the capability
 * summary now; proposals and invoices later): the document's metadata, and
 * pages with the business's name and contact at the top and the document's
 * name and page numbers at the bottom.
 */

/** Who the document comes from, as printed on every page. */
export interface PdfSender {
  brand: string;
  legalName: string;
  phone: string;
  email: string;
  /** The site's address without its scheme: nestz.example */
  website: string;
}

export function pdfSender(config: PublicConfig): PdfSender {
  return {
    brand: company.brand,
    legalName: config.legalName,
    phone: config.contactPhone,
    email: config.contactEmail,
    website: config.publicUrl.replace(/^https?:\/\//, ""),
  };
}

/** What is written into the file itself: readers show the title, search tools read the rest. */
export interface PdfInfo {
  title: string;
  subject: string;
  keywords: string[];
}

/** The PDF's metadata in English, with the business as author. */
export function PdfDocument({ info, sender, children }: { info: PdfInfo; sender: PdfSender; children: ReactNode }) {
  return (
    <Document
      title={info.title}
      author={sender.legalName}
      subject={info.subject}
      keywords={info.keywords.join(", ")}
      creator={`${sender.brand} website`}
      producer={sender.brand}
      language="en-US"
      pageMode="useNone"
    >
      {children}
    </Document>
  );
}

/** A US Letter page that flows onto more pages as needed, each with the header and footer. */
export function FramedPage({
  sender,
  footerLabel,
  children,
}: {
  sender: PdfSender;
  footerLabel: string;
  children: ReactNode;
}) {
  return (
    <Page size="LETTER" style={pdfStyles.page} wrap>
      <View style={pdfStyles.header} fixed>
        <View>
          <Text style={pdfStyles.brand}>{sender.brand}</Text>
          <Text style={pdfStyles.brandLine}>{pdfText(`${sender.legalName} · ${company.cityShort}`)}</Text>
        </View>
        <View>
          <Text style={pdfStyles.headerContact}>{sender.phone}</Text>
          <Text style={pdfStyles.headerContact}>{sender.email}</Text>
          <Text style={pdfStyles.headerContact}>{sender.website}</Text>
        </View>
      </View>
      <View style={pdfStyles.content}>{children}</View>
      <View style={pdfStyles.footer} fixed>
        <Text>{pdfText(footerLabel)}</Text>
        <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
      </View>
    </Page>
  );
}

/** The document's name at the top of its first page, with a line on what it is and an optional lead. */
export function TitleBlock({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <View>
      <Text style={pdfStyles.eyebrow}>{pdfText(eyebrow)}</Text>
      <Text style={pdfStyles.title}>{pdfText(title)}</Text>
      {lead ? <Text style={pdfStyles.lead}>{pdfText(lead)}</Text> : null}
    </View>
  );
}

/** A section heading that never sits alone at the bottom of a page. */
export function Heading({ children }: { children: string }) {
  return (
    <Text style={pdfStyles.heading} minPresenceAhead={48}>
      {pdfText(children)}
    </Text>
  );
}

export function Paragraph({ children }: { children: string }) {
  return <Text style={pdfStyles.paragraph}>{pdfText(children)}</Text>;
}
