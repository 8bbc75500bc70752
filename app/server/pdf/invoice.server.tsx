import { INVOICE_STANDING_LABELS, PAYMENT_METHOD_LABELS } from "#app/domain/billing/invoices";
import type { InvoiceView } from "#app/domain/billing/views";
import { formatCents } from "#app/domain/common/money";
import type { PublicConfig } from "#app/domain/site/public-config";

import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf, viewKey } from "./render.server";
import { buyerLines, FactList, TotalsBlock } from "./table.server";

/** What an invoice is for, in the words its page uses. */
export function invoiceFor(invoice: InvoiceView): string {
  return invoice.kind === "balance"
    ? `The balance of proposal ${invoice.proposalReference} (total ${formatCents(invoice.proposalTotalCents)})`
    : `Proposal ${invoice.proposalReference}, in full`;
}

/**
 * An invoice as a PDF an accounts-payable office files: number, dates (due
 * net 30), purchase order, buyer, what it is for, the amount due, and how to
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
            { label: "Due", lines: [`${invoice.dueLabel} (net 30)`] },
            { label: "Proposal", lines: [invoice.proposalReference] },
            ...(invoice.poNumber ? [{ label: "Purchase order", lines: [invoice.poNumber] }] : []),
            { label: "For", lines: [invoiceFor(invoice)] },
            { label: "Status", lines: [INVOICE_STANDING_LABELS[invoice.standing]] },
          ]}
        />
        <TotalsBlock
          rows={[
            ["Before tax", formatCents(invoice.tax.preTaxCents)],
            [invoice.tax.label, formatCents(invoice.tax.cents)],
            ["Amount due", formatCents(invoice.paid ? 0 : invoice.amountCents)],
          ]}
        />
        {invoice.paid ? (
          <>
            <Heading>Paid</Heading>
            <Paragraph>
              {`Paid in full (${formatCents(invoice.amountCents)}) on ${invoice.paid.on} by ${PAYMENT_METHOD_LABELS[invoice.paid.method].toLowerCase()}${invoice.paid.reference ? ` (${invoice.paid.reference})` : ""}. Thank you!`}
            </Paragraph>
          </>
        ) : (
          <>
            <Heading>How to pay</Heading>
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
