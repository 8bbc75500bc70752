import { addsToBalance, type Statement, statementEntryText } from "#app/domain/billing/statement";
import { formatCents } from "#app/domain/common/money";
import type { PublicConfig } from "#app/domain/site/public-config";
import { dayLabel } from "#app/domain/time/calendar-day";

import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { type PdfFile, renderPdf } from "./render.server";
import { buyerLines, FactList, PdfTable, TotalsBlock } from "./table.server";

export interface StatementPdfView {
  buyer: { name: string; organization: string | null; email: string };
  statement: Statement;
  /** The Pacific day it was drawn. */
  asOf: string;
}

/**
 * A buyer's statement of account as a PDF: every invoice, payment and credit
 * in date order with the balance after each, on as many pages as it takes
 * (rows never split), and what is owed at the end.
 */
export function StatementPdfDocument({ view, config }: { view: StatementPdfView; config: PublicConfig }) {
  const sender = pdfSender(config);
  const billTo = view.buyer.organization ?? view.buyer.name;
  const title = `Statement for ${billTo}`;
  const { statement } = view;
  return (
    <PdfDocument
      info={{
        title,
        subject: `${sender.brand} statement of account for ${billTo}`,
        keywords: [sender.brand, "statement"],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={`${title}, ${dayLabel(view.asOf)}`}>
        <TitleBlock eyebrow="Statement of account" title={billTo} lead={`As of ${dayLabel(view.asOf)}`} />
        <FactList facts={[{ label: "Account", lines: buyerLines(view.buyer) }]} />
        <Heading>Invoices, payments and credits</Heading>
        {statement.entries.length ? (
          <PdfTable
            columns={[
              { header: "Date", width: 2 },
              { header: "Entry", width: 5 },
              { header: "Charged", width: 2, align: "right" },
              { header: "Paid or credited", width: 2, align: "right" },
              { header: "Balance", width: 2, align: "right" },
            ]}
            rows={statement.entries.map((entry) => [
              dayLabel(entry.on),
              statementEntryText(entry),
              addsToBalance(entry) ? formatCents(entry.amountCents) : "",
              addsToBalance(entry) ? "" : formatCents(entry.amountCents),
              formatCents(entry.balanceCents),
            ])}
          />
        ) : (
          <Paragraph>Nothing has been invoiced yet.</Paragraph>
        )}
        <TotalsBlock
          rows={[
            ["Invoiced", formatCents(statement.invoicedCents)],
            ["Paid", formatCents(statement.paidCents)],
            ...(statement.creditedCents
              ? [["Credited", formatCents(statement.creditedCents)] as [string, string]]
              : []),
            ...(statement.movedCents
              ? [["Moved to credit or refunded", formatCents(statement.movedCents)] as [string, string]]
              : []),
            ["Balance due", formatCents(statement.balanceCents)],
          ]}
        />
      </FramedPage>
    </PdfDocument>
  );
}

/** Drawn afresh each time: a statement changes with every payment. */
export function statementPdf(view: StatementPdfView, config: PublicConfig): Promise<PdfFile> {
  return renderPdf(<StatementPdfDocument view={view} config={config} />);
}
