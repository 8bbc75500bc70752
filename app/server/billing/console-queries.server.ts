/** What the console shows of invoices, and the overview's figures for proposals and money received. */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, sum } from "drizzle-orm";

import { asksCents } from "#app/domain/billing/credit-notes";
import { invoiceStanding } from "#app/domain/billing/invoices";
import { balanceCents } from "#app/domain/billing/ledger";
import type { InvoiceListView } from "#app/domain/billing/views";
import { proposalReference } from "#app/domain/proposals/reference";
import { OPEN_PROPOSAL_STATUSES } from "#app/domain/proposals/status";
import { validUntilInstant } from "#app/domain/proposals/valid-until";
import { businessDay } from "#app/domain/time/business-time";
import { addDays, dayLabel } from "#app/domain/time/calendar-day";
import { linkToken } from "#app/server/config/private-links.server";
import { withDb } from "#app/server/db/client.server";
import { creditNotes, invoices, payments, proposals, quoteRequests } from "#app/server/db/schema.server";

import { paidCentsByInvoice } from "./ledger.server";
import { creditNoteLink } from "./queries.server";
import { invoiceRemindersSent, remindersView } from "./reminder-views.server";

/** Open (overdue first, by due day), then paid, newest first. */
export async function listInvoices(now = new Date()): Promise<InvoiceListView[]> {
  const rows = await withDb((db) =>
    db
      .select({
        invoice: invoices,
        proposal: proposals,
        quoteReference: quoteRequests.reference,
        reminders: invoiceRemindersSent,
        replaced: sql<boolean>`exists (
          select 1 from ${invoices} as live
          where live.proposal_id = ${invoices.proposalId} and live.stage = ${invoices.stage}
            and coalesce(live.unit, 0) = coalesce(${invoices.unit}, 0) and live.status <> 'void')`,
      })
      .from(invoices)
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .orderBy(
        asc(sql`case when ${invoices.status} = 'open' then 0 else 1 end`),
        asc(invoices.dueOn),
        desc(invoices.sequence),
      )
      .limit(500),
  );
  const today = businessDay(now);
  const ids = rows.map((row) => row.invoice.id);
  const paid = await withDb((db) => paidCentsByInvoice(db, ids));
  const notes = ids.length
    ? await withDb((db) =>
        db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, ids)).orderBy(asc(creditNotes.sequence)),
      )
    : [];
  return rows.map(({ invoice, proposal, quoteReference, reminders, replaced }) => ({
    id: invoice.id,
    number: invoice.number,
    proposalId: proposal.id,
    proposalReference: proposalReference(quoteReference, proposal.version),
    buyer: invoice.buyerName,
    organization: proposal.buyerOrganization,
    kind: invoice.kind,
    amountCents: invoice.amountCents,
    poNumber: invoice.poNumber,
    issued: dayLabel(invoice.issuedOn),
    due: dayLabel(invoice.dueOn),
    standing: invoiceStanding(invoice.status, invoice.dueOn, today),
    paid: invoice.paidOn ? dayLabel(invoice.paidOn) : null,
    method: invoice.paymentMethod,
    paymentReference: invoice.paymentReference,
    paidCents: paid.get(invoice.id) ?? 0,
    balanceCents: invoice.status === "open" ? balanceCents(asksCents(invoice), paid.get(invoice.id) ?? 0) : 0,
    // Money received and something still asked for: a credit note corrects it (nothing received: void it).
    creditableCents: invoice.status !== "void" && (paid.get(invoice.id) ?? 0) > 0 ? asksCents(invoice) : 0,
    creditNotes: notes
      .filter((note) => note.invoiceId === invoice.id)
      .map((note) => creditNoteLink(note, linkToken("invoice", invoice.linkNonce))),
    reminders: remindersView(invoice, reminders, now),
    voided:
      invoice.voidedAt && invoice.voidReason
        ? { on: dayLabel(businessDay(invoice.voidedAt)), reason: invoice.voidReason }
        : null,
    reissuable: invoice.status === "void" && invoice.stage !== null && proposal.status === "accepted" && !replaced,
    token: linkToken("invoice", invoice.linkNonce),
  }));
}

export interface ProposalFigures {
  openValueCents: number;
  openCount: number;
  acceptedThisMonth: number;
  receivedThisMonthCents: number;
}

/** The first moment of this month in Portland: one second after the last day of the month before ends. */
function monthStart(now: Date): Date {
  const firstDay = `${businessDay(now).slice(0, 7)}-01`;
  return new Date(validUntilInstant(addDays(firstDay, -1)).getTime() + 1_000);
}

/**
 * The overview's figures: what sent, unexpired proposals are worth; how many
 * were accepted this month; and the money received this month (card
 * deposits, and invoices paid by card or recorded by hand), Portland time.
 */
export async function proposalFigures(now = new Date()): Promise<ProposalFigures> {
  const start = monthStart(now);
  const startDay = businessDay(start);
  return withDb(async (db) => {
    const [open] = await db
      .select({ value: sum(proposals.totalCents), count: sql<number>`count(*)::int` })
      .from(proposals)
      .where(and(inArray(proposals.status, OPEN_PROPOSAL_STATUSES), sql`${proposals.expiresAt} > ${now}`));
    const [accepted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(proposals)
      .where(and(isNotNull(proposals.acceptedAt), gte(proposals.acceptedAt, start)));
    // Every sum received, from the ledger: card deposits, card and hand-recorded invoice payments, part payments too.
    const [received] = await db
      .select({ value: sum(payments.amountCents) })
      .from(payments)
      .where(and(gte(payments.receivedOn, startDay), lt(payments.receivedOn, "3000-01-01")));
    return {
      openValueCents: Number(open?.value ?? 0),
      openCount: open?.count ?? 0,
      acceptedThisMonth: accepted?.count ?? 0,
      receivedThisMonthCents: Number(received?.value ?? 0),
    };
  });
}
