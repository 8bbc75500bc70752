import { creditNoteTotals, excessNotice } from "#app/domain/billing/credit-notes";
import type { CreditNoteView } from "#app/domain/billing/views";
import type { PublicConfig } from "#app/domain/site/public-config";

import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf, viewKey } from "./render.server";
import { buyerLines, FactList, TotalsBlock } from "./table.server";

/**
 * A credit note as a PDF, laid out like its invoice's: number and dates, the
 * buyer, the invoice it corrects and why, what it takes off (before tax and
 * tax), and what the invoice asks for now.
 */
export function CreditNotePdfDocument({ note, config }: { note: CreditNoteView; config: PublicConfig }) {
  const sender = pdfSender(config);
  const title = `Credit note ${note.number}`;
  const billTo = note.buyer.organization ?? note.buyer.name;
  return (
    <PdfDocument
      info={{
        title,
        subject: `${sender.brand} credit note ${note.number} on invoice ${note.invoice.number} for ${billTo}`,
        keywords: [sender.brand, "credit note", note.number, note.invoice.number],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={title}>
        <TitleBlock eyebrow="Credit note" title={`${note.number} for ${billTo}`} />
        <FactList
          facts={[
            { label: "Credit to", lines: buyerLines(note.buyer) },
            { label: "Issued", lines: [note.issuedLabel] },
            { label: "Invoice", lines: [`${note.invoice.number}, issued ${note.invoice.issuedLabel}`] },
            { label: "Proposal", lines: [note.proposalReference] },
            { label: "Reason", lines: [note.reason] },
          ]}
        />
        <TotalsBlock rows={creditNoteTotals(note)} />
        {note.excess ? (
          <>
            <Heading>Paid beyond the new amount</Heading>
            <Paragraph>{excessNotice(note.excess)}</Paragraph>
          </>
        ) : null}
      </FramedPage>
    </PdfDocument>
  );
}

const drawn = createPdfCache(64);

/** A credit note never changes once issued, so its drawing is kept. */
export function creditNotePdf(note: CreditNoteView, config: PublicConfig): Promise<PdfFile> {
  return drawn(viewKey("credit-note", { note, config }), () =>
    renderPdf(<CreditNotePdfDocument note={note} config={config} />),
  );
}
