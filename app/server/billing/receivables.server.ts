/**
 * Receivables for the console: open balances by buyer and age
 * (`agingReport`), and a buyer's statement of every invoice, payment and
 * credit. A buyer is their email, lower-cased; what they owe on an invoice is
 * its amount less its payments in the ledger.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import { type AgingReport, agingReport, type OpenBalance } from "#app/domain/billing/aging";
import { asksCents } from "#app/domain/billing/credit-notes";
import { balanceCents } from "#app/domain/billing/ledger";
import { buildStatement, buyerKey, type Statement } from "#app/domain/billing/statement";
import { withDb } from "#app/server/db/client.server";
import { creditNotes, invoices, payments, proposals } from "#app/server/db/schema.server";

import { paidCentsByInvoice } from "./ledger.server";

/** Who a buyer is, as their latest invoice names them. */
export interface BuyerIdentity {
  email: string;
  key: string;
  name: string;
  organization: string | null;
}

export interface ReceivablesView {
  report: AgingReport;
  /** Each buyer in the report, by email. */
  buyers: Record<string, BuyerIdentity>;
}

const buyerEmail = sql<string>`lower(${invoices.buyerEmail})`;

/** Every open invoice's balance, by buyer and how long past due, as of the Pacific day of `now`. */
export async function receivables(now = new Date()): Promise<ReceivablesView> {
  return withDb(async (db) => {
    const open = await db
      .select({
        id: invoices.id,
        email: buyerEmail,
        name: invoices.buyerName,
        organization: proposals.buyerOrganization,
        dueOn: invoices.dueOn,
        amountCents: invoices.amountCents,
        creditedCents: invoices.creditedCents,
      })
      .from(invoices)
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .where(eq(invoices.status, "open"))
      .orderBy(asc(invoices.sequence));
    const paid = await paidCentsByInvoice(
      db,
      open.map((invoice) => invoice.id),
    );
    const balances: OpenBalance[] = open.map((invoice) => ({
      buyer: invoice.email,
      dueOn: invoice.dueOn,
      openCents: balanceCents(asksCents(invoice), paid.get(invoice.id) ?? 0),
    }));
    const buyers: Record<string, BuyerIdentity> = {};
    // Ordered by sequence, so the latest invoice names the buyer.
    for (const invoice of open) {
      buyers[invoice.email] = {
        email: invoice.email,
        key: buyerKey(invoice.email),
        name: invoice.name,
        organization: invoice.organization,
      };
    }
    return { report: agingReport(balances, now), buyers };
  });
}

export interface StatementView {
  buyer: BuyerIdentity;
  statement: Statement;
}

/** A buyer's statement, or null when they have no invoice. */
export async function buyerStatement(email: string): Promise<StatementView | null> {
  return withDb(async (db) => {
    const rows = await db
      .select({ invoice: invoices, organization: proposals.buyerOrganization })
      .from(invoices)
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .where(eq(buyerEmail, email.toLowerCase()))
      .orderBy(asc(invoices.sequence));
    const latest = rows.at(-1);
    if (!latest) return null;
    const received = await db
      .select()
      .from(payments)
      .where(
        and(
          isNotNull(payments.invoiceId),
          inArray(
            payments.invoiceId,
            rows.map((row) => row.invoice.id),
          ),
        ),
      )
      .orderBy(asc(payments.id));
    const notes = await db
      .select()
      .from(creditNotes)
      .where(
        inArray(
          creditNotes.invoiceId,
          rows.map((row) => row.invoice.id),
        ),
      )
      .orderBy(asc(creditNotes.id));
    const statement = buildStatement(
      rows.map(({ invoice }) => invoice),
      received.map((payment) => ({ ...payment, invoiceId: payment.invoiceId ?? 0 })),
      notes,
    );
    return {
      buyer: {
        email: email.toLowerCase(),
        key: buyerKey(email),
        name: latest.invoice.buyerName,
        organization: latest.organization,
      },
      statement,
    };
  });
}
