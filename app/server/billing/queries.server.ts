/**
 * Reading invoices: one as its buyer sees it, by its private token (or by id,
 * for its email's PDF), and what a proposal's page shows of its invoices.
 */
import { and, asc, eq, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";

import { invoiceStanding, payableByCard } from "#app/domain/billing/invoices";
import { progressFigures } from "#app/domain/billing/progress";
import type { CreditNoteLink, CreditNoteView, InvoiceSummaryView, InvoiceView } from "#app/domain/billing/views";
import { proposalReference } from "#app/domain/proposals/reference";
import { taxLineLabel } from "#app/domain/proposals/tax";
import { formatTaxRate } from "#app/domain/proposals/totals";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { getEnv, getPublicConfig } from "#app/server/config/env.server";
import { remitBankDetails } from "#app/server/config/env.server";
import { byToken, linkToken } from "#app/server/config/private-links.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import {
  changeOrders,
  creditNotes,
  type InvoiceRow,
  invoices,
  type ProposalRow,
  proposals,
  quoteRequests,
} from "#app/server/db/schema.server";
import type { ResolvedAttachment } from "#app/server/email/attachments.server";
import { creditNotePdf } from "#app/server/pdf/credit-note.server";
import { invoicePdf } from "#app/server/pdf/invoice.server";

import { bankAccountOf, ensureBankAccount, invoiceMoney } from "./bank-transfers.server";
import { contractOf } from "./contract-plan.server";
import { creditNotePath } from "./credit-notes.server";
import { paidCentsByInvoice, paidCentsOfProposal } from "./ledger.server";

type Executor = Database | Transaction;

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

/**
 * The outbox's resolver for `{ kind: "invoice-pdf", id }`: the invoice as its PDF, drawn when the
 * email leaves. The invoice is issued with this email, so this is where the buyer's bank transfer
 * account is made (docs/decisions/0107): a provider that is away throws, and the outbox tries the
 * email again later; the issue itself never waits on the provider.
 */
export async function invoicePdfAttachment(id: number): Promise<ResolvedAttachment | null> {
  const [row] = await withDb((db) =>
    db.select({ email: invoices.buyerEmail, name: invoices.buyerName }).from(invoices).where(eq(invoices.id, id)),
  );
  if (!row) return null;
  await ensureBankAccount(row);
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
  const [received, onThis, contract] = await withDb((db) =>
    Promise.all([
      paidCentsOfProposal(db, proposal.id),
      paidCentsByInvoice(db, [invoice.id]),
      // The contract with its accepted change orders: later invoices carry the new value.
      contractOf(db, proposal),
    ]),
  );
  const contractCents = contract.totalCents;
  const paidToDateCents = Math.max(0, received - (onThis.get(invoice.id) ?? 0));
  const thisInvoiceCents = Math.min(invoice.amountCents, Math.max(0, contractCents - paidToDateCents));
  return {
    name: stage.name,
    unit: invoice.unit,
    progress: progressFigures({
      contractCents,
      paidToDateCents: Math.min(paidToDateCents, contractCents),
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
  // Made when the invoice was issued (or by the outbox's retry): the page only reads it.
  const bankAccount = await withDb((db) => bankAccountOf(db, invoice.buyerEmail));
  const money = await withDb((db) => invoiceMoney(db, invoice));
  const token = linkToken("invoice", invoice.linkNonce);
  const notes = await withDb((db) =>
    db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)).orderBy(asc(creditNotes.sequence)),
  );
  return {
    number: invoice.number,
    stage: await stageOf(invoice, proposal),
    kind: invoice.kind,
    period:
      invoice.periodStartsOn && invoice.periodEndsOn
        ? { startsOn: invoice.periodStartsOn, endsOn: invoice.periodEndsOn }
        : null,
    standing: invoiceStanding(invoice.status, invoice.dueOn, businessDay(now)),
    amountCents: invoice.amountCents,
    tax: {
      preTaxCents: invoice.preTaxCents,
      cents: invoice.taxCents,
      // A rental's security deposit is not rent: it carries no tax (docs/decisions/0141).
      label: invoice.kind === "rental-deposit" ? "No sales tax: a refundable deposit" : taxLabelOf(proposal),
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
    cardAllowed: payableByCard(invoice.kind) && invoice.status === "open",
    creditedCents: invoice.creditedCents,
    creditNotes: notes.map((note) => creditNoteLink(note, token)),
  };
}

const taxLabelOf = (proposal: ProposalRow) =>
  taxLineLabel(
    proposal.taxTreatment,
    proposal.taxLocationCode !== null && proposal.taxRateMilli !== null
      ? { code: proposal.taxLocationCode, rateMilli: proposal.taxRateMilli }
      : null,
    proposal.taxEvidence,
    formatTaxRate,
  );

export function creditNoteLink(
  note: { number: string; amountCents: number; reason: string },
  invoiceToken: string,
): CreditNoteLink {
  return {
    number: note.number,
    amountCents: note.amountCents,
    reason: note.reason,
    path: creditNotePath(invoiceToken, note.number),
  };
}

/** A credit note as its buyer sees it, through its invoice's private link. */
export function creditNoteViewByToken(invoiceToken: string, number: string): Promise<CreditNoteView | null> {
  return creditNoteView(and(byToken(invoices, invoiceToken), eq(creditNotes.number, number)) as SQL);
}

/** The outbox's resolver for `{ kind: "credit-note-pdf", id }`. */
export async function creditNotePdfAttachment(id: number): Promise<ResolvedAttachment | null> {
  const note = await creditNoteView(eq(creditNotes.id, id));
  if (!note) return null;
  const file = await creditNotePdf(note, getPublicConfig());
  return { filename: `Nestz credit note ${note.number}.pdf`, contentType: "application/pdf", content: file.body };
}

async function creditNoteView(which: SQL): Promise<CreditNoteView | null> {
  const [found] = await withDb((db) =>
    db
      .select({ note: creditNotes, invoice: invoices, proposal: proposals, quoteReference: quoteRequests.reference })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(which),
  );
  if (!found) return null;
  const { note, invoice, proposal, quoteReference } = found;
  const env = getEnv();
  // What the invoice asks for once this credit note and the ones before it are taken off.
  const before = await withDb((db) =>
    db
      .select({ amountCents: creditNotes.amountCents })
      .from(creditNotes)
      .where(and(eq(creditNotes.invoiceId, invoice.id), lte(creditNotes.sequence, note.sequence))),
  );
  return {
    number: note.number,
    issuedLabel: dayLabel(note.issuedOn),
    reason: note.reason,
    amountCents: note.amountCents,
    tax: { preTaxCents: note.preTaxCents, cents: note.taxCents, label: taxLabelOf(proposal) },
    invoice: {
      number: invoice.number,
      issuedLabel: dayLabel(invoice.issuedOn),
      amountCents: invoice.amountCents,
      path: `/invoice/${linkToken("invoice", invoice.linkNonce)}`,
    },
    invoiceAsksCents: invoice.amountCents - before.reduce((sum, row) => sum + row.amountCents, 0),
    proposalReference: proposalReference(quoteReference, proposal.version),
    buyer: { name: invoice.buyerName, organization: proposal.buyerOrganization, email: invoice.buyerEmail },
    business: { name: env.COMPANY_LEGAL_NAME, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    excess: note.excessTo && note.excessCents > 0 ? { cents: note.excessCents, to: note.excessTo } : null,
  };
}

export interface ProposalMoney {
  /** Received towards it: its deposit and every payment of its invoices (part payments too), less what credit notes moved off. */
  paidCents: number;
  /** What its invoices' credit notes took off its total. */
  creditedCents: number;
  /** What its accepted change orders add (or take off) beyond their credit notes. */
  changesCents: number;
}

/** A proposal's money as the payments ledger holds it (docs/decisions/0088), credit notes taken into account. */
export async function proposalMoney(
  executor: Executor,
  proposalId: number,
  invoiceRows: readonly InvoiceRow[],
): Promise<ProposalMoney> {
  const ids = invoiceRows.map((row) => row.id);
  const [received, moved] = await Promise.all([
    paidCentsOfProposal(executor, proposalId),
    ids.length
      ? executor
          .select({ cents: sql<string>`coalesce(sum(${creditNotes.excessCents}), 0)` })
          .from(creditNotes)
          .where(inArray(creditNotes.invoiceId, ids))
      : Promise.resolve([{ cents: "0" }]),
  ]);
  const creditedCents = invoiceRows
    .filter((row) => row.status !== "void")
    .reduce((sum, row) => sum + row.creditedCents, 0);
  // Accepted change orders move what is owed; a decrease already carried by its credit notes is not counted twice.
  const changes = await executor
    .select({ totalCents: changeOrders.totalCents })
    .from(changeOrders)
    .where(
      and(
        eq(changeOrders.proposalId, proposalId),
        eq(changeOrders.status, "accepted"),
        isNull(changeOrders.creditNoteId),
      ),
    );
  const changesCents = changes.reduce((sum, change) => sum + change.totalCents, 0);
  return { paidCents: received - Number(moved[0]?.cents ?? 0), creditedCents, changesCents };
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
