import { Text, View } from "@react-pdf/renderer";

import { choiceWords } from "#app/content/proposals/choices";
import { scheduleWhen } from "#app/domain/billing/schedule";
import { formatCents } from "#app/domain/common/money";
import { PAYMENT_TERMS_LABELS, PROPOSAL_STATUS_LABELS } from "#app/domain/proposals/status";
import type { ProposalView } from "#app/domain/proposals/views";
import type { PublicConfig } from "#app/domain/site/public-config";

import { pdfText } from "./fonts.server";
import { FramedPage, Heading, Paragraph, PdfDocument, pdfSender, TitleBlock } from "./frame.server";
import { createPdfCache, type PdfFile, renderPdf, viewKey } from "./render.server";
import { buyerLines, FactList, type PdfColumn, PdfTable, TotalsBlock } from "./table.server";
import { pdfStyles } from "./theme.server";

/** The columns of a proposal's lines, as its page shows them. */
const LINE_COLUMNS: PdfColumn[] = [
  { header: "Description", width: 5 },
  { header: "Quantity", width: 1.2, align: "right" },
  { header: "Unit price", width: 1.8, align: "right" },
  { header: "Amount", width: 1.8, align: "right" },
];

const SCHEDULE_COLUMNS: PdfColumn[] = [
  { header: "Stage", width: 2.6 },
  { header: "When", width: 3.6 },
  { header: "Tax within", width: 1.6, align: "right" },
  { header: "Amount", width: 1.8, align: "right" },
];

/** The subtotal, tax, total and deposit under the lines, as label and amount. */
/**
 * The lines as the PDF lists them: once accepted, what was bought (the buyer's choices marked); before,
 * every line offered, each choice saying how it is offered and whether the totals count it.
 */
function pdfLineRows(proposal: ProposalView): string[][] {
  const accepted = proposal.acceptance !== null;
  return proposal.lines
    .filter((line) => !accepted || !line.choice || line.choice.chosen)
    .map((line) => {
      const { choice } = line;
      const how = choice
        ? choice.kind === "option"
          ? choiceWords.option
          : choiceWords.alternative(choice.group ?? "")
        : null;
      const note =
        !choice || !how ? "" : accepted ? " (chosen)" : ` (${how}; ${choice.chosen ? "chosen" : "not chosen"})`;
      return [
        `${line.description}${note}`,
        line.quantity.toLocaleString("en-US"),
        formatCents(line.unitPriceCents),
        choice && !choice.chosen ? "Not chosen" : formatCents(line.totalCents),
      ];
    });
}

export function proposalTotals(proposal: ProposalView): [string, string][] {
  return [
    ["Subtotal", formatCents(proposal.subtotalCents)],
    [proposal.tax.label, formatCents(proposal.tax.cents)],
    ["Total", formatCents(proposal.totalCents)],
    ["Deposit due on acceptance", formatCents(proposal.depositCents)],
  ];
}

/**
 * One version of a proposal as a PDF a purchasing office files: the same
 * content as its page (reference, version, dates, buyer, lines, tax or the
 * exemption, totals, deposit, payment terms, terms) and, once accepted, the
 * acceptance record with the content fingerprint it was accepted on.
 */
export function ProposalPdfDocument({ proposal, config }: { proposal: ProposalView; config: PublicConfig }) {
  const sender = pdfSender(config);
  const title = `Proposal ${proposal.reference}`;
  const buyer = proposal.buyer.organization ?? proposal.buyer.name;
  return (
    <PdfDocument
      info={{
        title,
        subject: `${sender.brand} proposal ${proposal.reference} for ${buyer}`,
        keywords: [sender.brand, "proposal", "quote", proposal.reference, proposal.quoteReference],
      }}
      sender={sender}
    >
      <FramedPage sender={sender} footerLabel={title}>
        <TitleBlock eyebrow="Proposal" title={`${proposal.reference} for ${buyer}`} />
        <FactList
          facts={[
            { label: "Prepared for", lines: buyerLines(proposal.buyer) },
            { label: "Request", lines: [proposal.quoteReference] },
            { label: "Version", lines: [String(proposal.version)] },
            { label: "Sent", lines: [proposal.sentOn] },
            { label: "Valid until", lines: [`${proposal.validUntilLabel}, 11:59 PM Pacific`] },
            ...(proposal.delivery ? [{ label: "Delivered to", lines: [proposal.delivery] }] : []),
            { label: "Status", lines: [PROPOSAL_STATUS_LABELS[proposal.status]] },
          ]}
        />
        <Heading>What this proposal includes</Heading>
        <PdfTable columns={LINE_COLUMNS} rows={pdfLineRows(proposal)} />
        {proposal.choices && !proposal.acceptance ? (
          <Paragraph>{choiceWords.offered(proposal.lines.filter((line) => line.choice).length)}</Paragraph>
        ) : null}
        <TotalsBlock rows={proposalTotals(proposal)} />
        <Heading>Payment</Heading>
        <Paragraph>{`${PAYMENT_TERMS_LABELS[proposal.paymentTerms]}.`}</Paragraph>
        <PdfTable
          columns={SCHEDULE_COLUMNS}
          rows={proposal.schedule.map((stage) => [
            stage.name,
            scheduleWhen(stage),
            formatCents(stage.taxCents),
            formatCents(stage.amountCents),
          ])}
        />
        {proposal.paidCents > 0 ? (
          <Paragraph>{`Paid so far: ${formatCents(proposal.paidCents)}. Left to pay: ${formatCents(proposal.remainingCents)}.`}</Paragraph>
        ) : null}
        <Heading>Terms</Heading>
        {proposal.terms.split(/\n{2,}/).map((paragraph, index) => (
          <Paragraph key={index}>{paragraph}</Paragraph>
        ))}
        {proposal.acceptance ? (
          <View wrap={false}>
            <Heading>Accepted</Heading>
            <FactList
              facts={[
                { label: "Accepted by", lines: [`${proposal.acceptance.name} (${proposal.acceptance.email})`] },
                { label: "When", lines: [`${proposal.acceptance.when} Pacific`] },
                { label: "Version", lines: [String(proposal.acceptance.version)] },
              ]}
            />
          </View>
        ) : null}
        <Text style={[pdfStyles.paragraph, { fontSize: 7.5, lineHeight: 1.4, marginTop: 10 }]}>
          {pdfText(`Content fingerprint (SHA-256): ${proposal.contentHash}`)}
        </Text>
      </FramedPage>
    </PdfDocument>
  );
}

const drawn = createPdfCache(64);

export function proposalPdf(proposal: ProposalView, config: PublicConfig): Promise<PdfFile> {
  return drawn(viewKey("proposal", { proposal, config }), () =>
    renderPdf(<ProposalPdfDocument proposal={proposal} config={config} />),
  );
}
