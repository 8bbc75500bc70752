/** Reading invoices: one as its buyer sees it, by its private token (or by id, for its email's PDF). */
import { eq, type SQL } from "drizzle-orm";

import { invoiceStanding } from "#app/domain/invoices/invoices";
import type { InvoiceView } from "#app/domain/invoices/views";
import { proposalReference } from "#app/domain/proposals/reference";
import { businessDay } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { getEnv, remitBankDetails } from "#app/server/config/env.server";
import { withDb } from "#app/server/db/client.server";
import { invoices, proposals, quoteRequests } from "#app/server/db/schema.server";
import { byToken } from "#app/server/proposals/private-links.server";

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
  return {
    number: invoice.number,
    kind: invoice.kind,
    standing: invoiceStanding(invoice.status, invoice.dueOn, businessDay(now)),
    amountCents: invoice.amountCents,
    poNumber: invoice.poNumber,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    issuedLabel: dayLabel(invoice.issuedOn),
    dueLabel: dayLabel(invoice.dueOn),
    proposalReference: proposalReference(quoteReference, proposal.version),
    proposalTotalCents: proposal.totalCents,
    buyer: { name: invoice.buyerName, organization: proposal.buyerOrganization, email: invoice.buyerEmail },
    business: { name: env.COMPANY_LEGAL_NAME, email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE },
    remitTo: [...lines(env.REMIT_TO), ...lines(remitBankDetails(env))],
    paid:
      invoice.status === "paid" && invoice.paymentMethod && invoice.paidOn
        ? { on: dayLabel(invoice.paidOn), method: invoice.paymentMethod, reference: invoice.paymentReference }
        : null,
    cardAllowed: invoice.kind === "balance" && invoice.status === "open",
  };
}
