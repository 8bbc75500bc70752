import { formatCents } from "#app/domain/common/money";
import type { PublicConfig } from "#app/domain/site/public-config";
import type { FilingPeriod } from "#app/domain/tax/filing-periods";
import { formatRatePercent } from "#app/domain/tax/rate";
import {
  DEDUCTION_LABELS,
  type LocationFigure,
  type ReturnFigures,
  saleLabel,
  type TaxSale,
} from "#app/domain/tax/return-figures";
import { shortDayLabel } from "#app/domain/time/calendar-day";

import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { type PdfFile, renderPdf } from "./render.server";
import { PdfTable } from "./table.server";

/** Lines of the addendum a page holds beside the figures; the rest are summed into one (the CSV has them all). */
export const PDF_LOCATION_LINES = 10;

function locationRows(lines: LocationFigure[]): string[][] {
  const row = (line: LocationFigure) => [
    line.code ?? "None recorded",
    line.localRateMilli === null ? "—" : formatRatePercent(line.localRateMilli),
    formatCents(line.taxableCents),
    line.localTaxDueCents === null ? "—" : formatCents(line.localTaxDueCents),
  ];
  if (lines.length <= PDF_LOCATION_LINES) return lines.map(row);
  const shown = lines.slice(0, PDF_LOCATION_LINES - 1);
  const rest = lines.slice(PDF_LOCATION_LINES - 1);
  return [
    ...shown.map(row),
    [
      `${rest.length} more codes (see the CSV)`,
      "",
      formatCents(rest.reduce((sum, line) => sum + line.taxableCents, 0)),
      formatCents(rest.reduce((sum, line) => sum + (line.localTaxDueCents ?? 0), 0)),
    ],
  ];
}

/** Problems the page names in full; the Tax page lists every one. */
const PDF_PROBLEMS = 3;

/** Credit notes the page names in full; the Tax page lists every one. */
const PDF_CREDIT_NOTES = 5;

/** "Credit notes taken back out: CN-0001 on INV-0042 ($1,035.00). ", or nothing. */
function creditNotesSentence(sales: readonly TaxSale[]): string {
  const notes = sales.filter((sale) => sale.kind === "credit-note");
  if (notes.length === 0) return "";
  const named = notes
    .slice(0, PDF_CREDIT_NOTES)
    .map((note) => `${saleLabel(note)} (${formatCents(note.amountCents)})`)
    .join(", ");
  const more = notes.length > PDF_CREDIT_NOTES ? ` and ${notes.length - PDF_CREDIT_NOTES} more` : "";
  return `Credit notes taken back out: ${named}${more}. `;
}

/**
 * A period's return figures on one page, for the owner's records and the
 * accountant: the headline figures, the addendum's lines, and what to put
 * right before filing.
 */
export function TaxReturnPdfDocument({
  period,
  figures,
  config,
  drawnOn,
}: {
  period: FilingPeriod;
  figures: ReturnFigures;
  config: PublicConfig;
  /** The Pacific day it was drawn, `YYYY-MM-DD`. */
  drawnOn: string;
}) {
  const sender = pdfSender(config);
  const title = `Sales tax figures, ${period.label}`;
  const flagged = figures.flaggedSales.length;
  return (
    <PdfDocument
      info={{
        title,
        subject: `${sender.brand} Washington sales tax figures for ${period.label}`,
        keywords: [sender.brand, "sales tax", "return", period.key],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={title}>
        <TitleBlock
          eyebrow="Washington sales tax"
          title={title}
          lead={`${shortDayLabel(period.first)} to ${shortDayLabel(period.last)}, accrual basis: deposits on the day paid, invoices on the day issued. Drawn ${shortDayLabel(drawnOn)}.`}
        />
        <PdfTable
          columns={[
            { header: "Figure", width: 5 },
            { header: "Amount", width: 2, align: "right" },
          ]}
          rows={[
            ["Gross sales", formatCents(figures.grossCents)],
            ...figures.deductions.map((deduction) => [
              `Less: ${DEDUCTION_LABELS[deduction.kind]}`,
              formatCents(deduction.amountCents),
            ]),
            ["Taxable amount", formatCents(figures.taxableCents)],
            ["State sales tax (6.5 % of the taxable amount)", formatCents(figures.stateTaxDueCents)],
            ["Sales tax carried by the invoices: state part", formatCents(figures.stateTaxCents)],
            ["Sales tax carried by the invoices: local part", formatCents(figures.localTaxCents)],
            ["Sales tax collected", formatCents(figures.taxCents)],
          ]}
        />
        <Heading>Local sales tax by location code</Heading>
        {figures.locations.length ? (
          <PdfTable
            columns={[
              { header: "Location code", width: 3 },
              { header: "Local rate", width: 2, align: "right" },
              { header: "Taxable amount", width: 3, align: "right" },
              { header: "Tax due city or county", width: 3, align: "right" },
            ]}
            rows={locationRows(figures.locations)}
          />
        ) : (
          <Paragraph>No taxed sales in this period.</Paragraph>
        )}
        <Heading>Before filing</Heading>
        <Paragraph>
          {`${figures.sales.length} ${figures.sales.length === 1 ? "sale" : "sales"} counted. ${creditNotesSentence(
            figures.sales,
          )}${flagged ? `${flagged} flagged for review (an exemption the site cannot check). ` : ""}${
            figures.problems.length
              ? `${figures.problems.length} to put right: ${figures.problems
                  .slice(0, PDF_PROBLEMS)
                  .map((problem) => problem.message)
                  .join(" ")}${figures.problems.length > PDF_PROBLEMS ? " The Tax page lists the rest." : ""}`
              : "Nothing to put right."
          }`}
        </Paragraph>
      </FramedPage>
    </PdfDocument>
  );
}

export function taxReturnPdf(
  view: { period: FilingPeriod; figures: ReturnFigures },
  config: PublicConfig,
  drawnOn: string,
): Promise<PdfFile> {
  return renderPdf(
    <TaxReturnPdfDocument period={view.period} figures={view.figures} config={config} drawnOn={drawnOn} />,
  );
}
