/**
 * A rental's invoices: its security deposit and first period when it is
 * accepted, then each billing period on its first day, issued by the periodic
 * job (jobs/periodic-billing.server.ts) as ordinary invoices, so reminders,
 * receivables, card and bank-transfer payment follow them. Each period is
 * issued once (invoices_period_once), after downtime too; the amounts come
 * from the one split in domain/rentals/periods.ts, so they add up to the
 * rental's price.
 */
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";

import { taxCents } from "#app/domain/proposals/totals";
import { type RentalTerms, rentOf } from "#app/domain/rentals/agreement";
import { type IssuedPeriod, periodsToCome, type RentalStanding } from "#app/domain/rentals/periods";
import { businessDay } from "#app/domain/time/business-time";
import type { Actor } from "#app/server/audit/record.server";
import { issueInvoice } from "#app/server/billing/changes.server";
import { lockProposal } from "#app/server/billing/proposal-lock.server";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import {
  creditNotes,
  type InvoiceRow,
  invoices,
  type ProposalRow,
  proposals,
  rentalBookings,
  rentalChanges,
} from "#app/server/db/schema.server";

/** Who issues a rental's periods when no one presses a button. */
export const RENTAL_BILLING_ACTOR: Actor = { id: null, email: "rental billing" };

/** A rental proposal's terms; throws for a sale (callers check `kind` first). */
export function termsOf(proposal: ProposalRow): RentalTerms {
  if (proposal.kind !== "rental" || !proposal.rental) throw new Error(`proposal ${proposal.id} is not a rental`);
  return proposal.rental;
}

/** The tax on a rental's price before tax, at the rate and under the treatment it was accepted with. */
export function rentalTaxOn(proposal: ProposalRow, subtotalCents: number): number {
  return proposal.taxTreatment === "taxable" ? taxCents(subtotalCents, proposal.taxRateMilli) : 0;
}

/**
 * The rental as it stands: its accepted terms with its latest change. Until a
 * change, the price is the one accepted, to the cent.
 */
export async function rentalStandingOf(db: Database | Transaction, proposal: ProposalRow): Promise<RentalStanding> {
  const terms = termsOf(proposal);
  const [latest] = await db
    .select()
    .from(rentalChanges)
    .where(eq(rentalChanges.proposalId, proposal.id))
    .orderBy(desc(rentalChanges.id))
    .limit(1);
  const base = {
    startsOn: terms.startsOn,
    billing: terms.billing,
    deliveryFeeCents: terms.deliveryFeeCents,
    pickupFeeCents: terms.pickupFeeCents,
  };
  if (!latest) {
    return { ...base, endsOn: terms.endsOn, rentCents: rentOf(terms), taxCents: proposal.taxCents };
  }
  const subtotal = latest.rentCents + terms.deliveryFeeCents + terms.pickupFeeCents;
  return { ...base, endsOn: latest.endsOn, rentCents: latest.rentCents, taxCents: rentalTaxOn(proposal, subtotal) };
}

export interface IssuedPeriodRow extends IssuedPeriod {
  invoice: InvoiceRow;
}

/** A rental's period invoices that are not void, oldest first, each net of its credit notes. */
export async function issuedPeriodsOf(db: Database | Transaction, proposalId: number): Promise<IssuedPeriodRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposalId), eq(invoices.kind, "rental-period"), ne(invoices.status, "void")))
    .orderBy(invoices.periodStartsOn);
  const credited = rows.length
    ? await db
        .select({
          invoiceId: creditNotes.invoiceId,
          preTax: sql<string>`sum(${creditNotes.preTaxCents})`,
          tax: sql<string>`sum(${creditNotes.taxCents})`,
        })
        .from(creditNotes)
        .where(
          inArray(
            creditNotes.invoiceId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(creditNotes.invoiceId)
    : [];
  const creditOf = new Map(credited.map((row) => [row.invoiceId, row]));
  return rows.flatMap((invoice) => {
    if (!invoice.periodStartsOn || !invoice.periodEndsOn) return [];
    const credit = creditOf.get(invoice.id);
    return [
      {
        invoice,
        startsOn: invoice.periodStartsOn,
        endsOn: invoice.periodEndsOn,
        preTaxCents: invoice.preTaxCents - Number(credit?.preTax ?? 0),
        taxCents: invoice.taxCents - Number(credit?.tax ?? 0),
      },
    ];
  });
}

/**
 * Issues the rental's periods that are due: those begun by today, and (at
 * acceptance) the first whatever its day. In the caller's transaction, under
 * the proposal's lock. Returns the invoices issued.
 */
export async function issueDuePeriods(
  tx: Transaction,
  proposal: ProposalRow,
  quoteReference: string,
  actor: Actor,
  now: Date,
  { first = false } = {},
): Promise<InvoiceRow[]> {
  const today = businessDay(now);
  const standing = await rentalStandingOf(tx, proposal);
  const toCome = periodsToCome(standing, await issuedPeriodsOf(tx, proposal.id));
  const due = toCome.filter((period, index) => period.startsOn <= today || (first && index === 0));
  const issued: InvoiceRow[] = [];
  for (const period of due) {
    // An invoice asks for a cent or more; a period left with nothing to ask (all credited) is simply not billed.
    if (period.amountCents <= 0) continue;
    issued.push(
      await issueInvoice(
        {
          proposal,
          quoteReference,
          kind: "rental-period",
          amountCents: period.amountCents,
          poNumber: null,
          actor,
          now,
          rental: { period: { startsOn: period.startsOn, endsOn: period.endsOn }, taxCents: period.taxCents },
        },
        tx,
      ),
    );
  }
  return issued;
}

/** Issues the security deposit's invoice (never taxed): once, at acceptance. */
export async function issueSecurityDeposit(
  tx: Transaction,
  proposal: ProposalRow,
  quoteReference: string,
  actor: Actor,
  now: Date,
): Promise<InvoiceRow | null> {
  const terms = termsOf(proposal);
  if (terms.securityDepositCents <= 0) return null;
  return issueInvoice(
    {
      proposal,
      quoteReference,
      kind: "rental-deposit",
      amountCents: terms.securityDepositCents,
      poNumber: null,
      actor,
      now,
      rental: { period: null, taxCents: 0 },
    },
    tx,
  );
}

export interface RentalBillingRun {
  periodsIssued: number;
}

/**
 * The periodic job's part for rentals: every accepted rental's periods begun
 * by today and not yet invoiced, one transaction per rental under its lock,
 * so runs on several instances, or after downtime, issue each period once.
 */
export async function issueDueRentalPeriods(now = new Date()): Promise<RentalBillingRun> {
  const rentals = await withDb((db) =>
    db
      .select({ id: proposals.id })
      .from(proposals)
      .where(
        and(
          eq(proposals.kind, "rental"),
          eq(proposals.status, "accepted"),
          // Rentals whose periods are all invoiced (to the day their units come back) are left alone.
          sql`not exists (
            select 1 from ${invoices} i
            where i.proposal_id = ${proposals}.id and i.kind = 'rental-period' and i.status <> 'void'
              and i.period_ends_on >= (select max(b.ends_on) from ${rentalBookings} b where b.proposal_id = ${proposals}.id)
          )`,
        ),
      ),
  );
  let periodsIssued = 0;
  for (const { id } of rentals) {
    try {
      periodsIssued += await withDb((db) =>
        db.transaction(async (tx) => {
          const locked = await lockProposal(tx, eq(proposals.id, id));
          if (!locked || locked.proposal.status !== "accepted") return 0;
          const issued = await issueDuePeriods(
            tx,
            locked.proposal,
            locked.request.reference,
            RENTAL_BILLING_ACTOR,
            now,
          );
          return issued.length;
        }),
      );
    } catch (error) {
      // One rental's trouble never keeps the others' periods from being billed.
      console.error(`rental billing: proposal ${id}'s periods were not issued: ${(error as Error).message}`);
    }
  }
  return { periodsIssued };
}
