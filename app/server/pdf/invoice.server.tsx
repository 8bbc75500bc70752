import { BANK_TRANSFER_NOTE, bankTransferFacts } from "#app/domain/billing/bank-transfers";
import { invoiceFor, invoiceTotals, progressRows } from "#app/domain/billing/invoice-totals";
import { INVOICE_STANDING_LABELS, invoiceTermsLabel, PAYMENT_METHOD_LABELS } from "#app/domain/billing/invoices";
import type { InvoiceView } from "#app/domain/billing/views";
import { voidedNotice } from "#app/domain/billing/voiding";
import { formatCents } from "#app/domain/common/money";
import type { PublicConfig } from "#app/domain/site/public-config";

import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf, viewKey } from "./render.server";
import { buyerLines, FactList, TotalsBlock } from "./table.server";

/**
 * An invoice as a PDF an accounts-payable office files: number, dates (due
 * its terms), purchase order, buyer, what it is for, the amount due, and how to
 * pay (the remit-to details) — or, once paid, when and how it was paid.
 */
export function InvoicePdfDocument({ invoice, config }: { invoice: InvoiceView; config: PublicConfig }) {
  const sender = pdfSender(config);
  const title = `Invoice ${invoice.number}`;
  const billTo = invoice.buyer.organization ?? invoice.buyer.name;
  return (
    <PdfDocument
      info={{
        title,
        subject: `${sender.brand} invoice ${invoice.number} for ${billTo}`,
        keywords: [sender.brand, "invoice", invoice.number, invoice.proposalReference],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={title}>
        <TitleBlock eyebrow="Invoice" title={`${invoice.number} for ${billTo}`} />
        <FactList
          facts={[
            { label: "Bill to", lines: buyerLines(invoice.buyer) },
            { label: "Issued", lines: [invoice.issuedLabel] },
            { label: "Due", lines: [`${invoice.dueLabel} (${invoiceTermsLabel(invoice.kind)})`] },
            { label: "Proposal", lines: [invoice.proposalReference] },
            ...(invoice.poNumber ? [{ label: "Purchase order", lines: [invoice.poNumber] }] : []),
            { label: "For", lines: [invoiceFor(invoice)] },
            { label: "Status", lines: [INVOICE_STANDING_LABELS[invoice.standing]] },
          ]}
        />
        <TotalsBlock rows={invoiceTotals(invoice)} />
        {invoice.stage ? (
          <>
            <Heading>Progress</Heading>
            <TotalsBlock rows={progressRows(invoice)} />
          </>
        ) : null}
        {invoice.creditNotes.length ? (
          <>
            <Heading>Credit notes</Heading>
            {invoice.creditNotes.map((note) => (
              <Paragraph key={note.number}>
                {`${note.number} takes ${formatCents(note.amountCents)} off this invoice: ${note.reason}`}
              </Paragraph>
            ))}
          </>
        ) : null}
        {invoice.voided ? (
          <>
            <Heading>Void</Heading>
            <Paragraph>{voidedNotice(invoice.voided)}</Paragraph>
          </>
        ) : invoice.paid ? (
          <>
            <Heading>Paid</Heading>
            <Paragraph>
              {`${invoice.creditedCents > 0 ? "Settled" : "Paid in full"} (${formatCents(invoice.amountCents - invoice.creditedCents)}) on ${invoice.paid.on} by ${PAYMENT_METHOD_LABELS[invoice.paid.method].toLowerCase()}${invoice.paid.reference ? ` (${invoice.paid.reference})` : ""}. Thank you!`}
            </Paragraph>
          </>
        ) : (
          <>
            <Heading>How to pay</Heading>
            {invoice.bankAccount ? (
              <>
                <Paragraph>{`By bank transfer (ACH or wire), quoting ${invoice.number}:`}</Paragraph>
                {bankTransferFacts(invoice.bankAccount).map(([label, value]) => (
                  <Paragraph key={label}>{`${label}: ${value}`}</Paragraph>
                ))}
                <Paragraph>{BANK_TRANSFER_NOTE}</Paragraph>
              </>
            ) : null}
            <Paragraph>{`Please quote ${invoice.number} with your payment. Checks to:`}</Paragraph>
            {invoice.remitTo.map((line, index) => (
              <Paragraph key={index}>{line}</Paragraph>
            ))}
          </>
        )}
      </FramedPage>
    </PdfDocument>
  );
}

const drawn = createPdfCache(64);

export function invoicePdf(invoice: InvoiceView, config: PublicConfig): Promise<PdfFile> {
  return drawn(viewKey("invoice", { invoice, config }), () =>
    renderPdf(<InvoicePdfDocument invoice={invoice} config={config} />),
  );
}
