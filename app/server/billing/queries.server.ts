/**
 * Reading invoices: one as its buyer sees it, by its private token (or by id,
 * for its email's PDF), and what a proposal's page shows of its invoices.
 */
import { eq, type SQL } from "drizzle-orm";

import { invoiceStanding } from "#app/domain/billing/invoices";
import { progressFigures } from "#app/domain/billing/progress";
import type { InvoiceSummaryView, InvoiceView } from "#app/domain/billing/views";
import { proposalReference } from "#app/domain/proposals/reference";
import { taxLineLabel } from "#app/domain/proposals/tax";
import { formatTaxRate } from "#app/domain/proposals/totals";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { getEnv, getPublicConfig } from "#app/server/config/env.server";
import { remitBankDetails } from "#app/server/config/env.server";
import { byToken, linkToken } from "#app/server/config/private-links.server";
import { withDb } from "#app/server/db/client.server";
import { type InvoiceRow, invoices, type ProposalRow, proposals, quoteRequests } from "#app/server/db/schema.server";
import type { ResolvedAttachment } from "#app/server/email/attachments.server";
import { invoicePdf } from "#app/server/pdf/invoice.server";

import { bankAccountForInvoicePage, invoiceMoney } from "./bank-transfers.server";
import { paidCentsByInvoice, paidCentsOfProposal } from "./ledger.server";

const lines = (text: string) =>
  text
    .split("|")
    .map((line) => line.trim())
    .filter(Boolean);

export function invoiceViewByToken(token: string, now = new Date()): Promise<InvoiceView | null> {
  return invoiceView(byToken(invoices, token), now);
}

export function invoiceViewById(id: number, now = new Date()): Promise<InvoiceView | null> {
  return invoiceView(eq(invoices.id, id), now);
}

/** The outbox's resolver for `{ kind: "invoice-pdf", id }`: the invoice as its PDF, drawn when the email leaves. */
export async function invoicePdfAttachment(id: number): Promise<ResolvedAttachment | null> {
  const invoice = await invoiceViewById(id);
  if (!invoice) return null;
  const file = await invoicePdf(invoice, getPublicConfig());
  return { filename: `Nestz invoice ${invoice.number}.pdf`, contentType: "application/pdf", content: file.body };
}

/**
 * A schedule stage's invoice: its stage and the progress figures it prints —
 * the contract, what was received on it apart from this invoice, this
 * invoice, and what is left once it is paid.
 */
async function stageOf(invoice: InvoiceRow, proposal: ProposalRow): Promise<InvoiceView["stage"]> {
  const stage = invoice.stage === null ? undefined : proposal.paymentSchedule.stages[invoice.stage];
  if (!stage) return null;
  const [received, onThis] = await withDb((db) =>
    Promise.all([paidCentsOfProposal(db, proposal.id), paidCentsByInvoice(db, [invoice.id])]),
  );
  const paidToDateCents = Math.max(0, received - (onThis.get(invoice.id) ?? 0));
  const thisInvoiceCents = Math.min(invoice.amountCents, Math.max(0, proposal.totalCents - paidToDateCents));
  return {
    name: stage.name,
    unit: invoice.unit,
    progress: progressFigures({
      contractCents: proposal.totalCents,
      paidToDateCents: Math.min(paidToDateCents, proposal.totalCents),
      thisInvoiceCents,
    }),
  };
}

async function invoiceView(which: SQL, now: Date): Promise<InvoiceView | null> {
  const [found] = await withDb((db) =>
    db
      .select({ invoice: invoices, proposal: proposals, quoteReference: quoteRequests.reference })
      .from(invoices)
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(which),
  );
  if (!found) return null;
  const { invoice, proposal, quoteReference } = found;
  const env = getEnv();
  const bankAccount = await bankAccountForInvoicePage({ email: invoice.buyerEmail, name: invoice.buyerName });
  const money = await withDb((db) => invoiceMoney(db, invoice));
  return {
    number: invoice.number,
    stage: await stageOf(invoice, proposal),
    kind: invoice.kind,
    standing: invoiceStanding(invoice.status, invoice.dueOn, businessDay(now)),
    amountCents: invoice.amountCents,
    tax: {
      preTaxCents: invoice.preTaxCents,
      cents: invoice.taxCents,
      label: taxLineLabel(
        proposal.taxTreatment,
        proposal.taxLocationCode !== null && proposal.taxRateMilli !== null
          ? { code: proposal.taxLocationCode, rateMilli: proposal.taxRateMilli }
          : null,
        proposal.taxEvidence,
        formatTaxRate,
      ),
    },
    poNumber: invoice.poNumber,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    issuedLabel: dayLabel(invoice.issuedOn),
    dueLabel: dayLabel(invoice.dueOn),
    proposalReference: proposalReference(quoteReference, proposal.version),
    proposalTotalCents: proposal.totalCents,
    buyer: { name: invoice.buyerName, organization: proposal.buyerOrganization, email: invoice.buyerEmail },
    business: { name: env.COMPANY_LEGAL_NAME, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    // The buyer's own account (shown on its own) replaces the general bank details, or the request to call for them.
    remitTo: [...lines(env.REMIT_TO), ...(bankAccount ? [] : lines(remitBankDetails(env)))],
    bankAccount,
    ...money,
    paid:
      invoice.status === "paid" && invoice.paymentMethod && invoice.paidOn
        ? { on: dayLabel(invoice.paidOn), method: invoice.paymentMethod, reference: invoice.paymentReference }
        : null,
    voided:
      invoice.status === "void" && invoice.voidedAt && invoice.voidReason
        ? { on: dayLabel(businessDay(invoice.voidedAt)), reason: invoice.voidReason }
        : null,
    cardAllowed: invoice.kind === "balance" && invoice.status === "open",
  };
}

/** The money paid towards a proposal: its card deposit and every paid invoice. */
export function paidCentsOf(proposal: ProposalRow, invoiceRows: readonly InvoiceRow[]): number {
  const deposit = proposal.depositPaidAt ? proposal.depositCents : 0;
  return deposit + invoiceRows.filter((row) => row.status === "paid").reduce((sum, row) => sum + row.amountCents, 0);
}

export function invoiceSummary(row: InvoiceRow, today: string): InvoiceSummaryView {
  return {
    number: row.number,
    kind: row.kind,
    amountCents: row.amountCents,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    standing: invoiceStanding(row.status, row.dueOn, today),
    poNumber: row.poNumber,
    token: linkToken("invoice", row.linkNonce),
    paidOn: row.paidOn,
    method: row.paymentMethod,
  };
}
