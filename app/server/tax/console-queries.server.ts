/**
 * The sales a return period counts, read from the stored shares only: each
 * card deposit paid in the period (on its Pacific day), and each invoice
 * issued in it that is not void, with the proposal's treatment, location
 * code and rates (docs/decisions/0086); and each credit note issued in it on
 * such an invoice, which takes its part of that sale back out (0131).
 */
import { and, between, eq, isNotNull, ne, sql } from "drizzle-orm";

import { proposalReference } from "#app/domain/proposals/reference";
import {
  type FilingPeriod,
  filingPeriodOfKey,
  periodToFile,
  recentFilingPeriods,
} from "#app/domain/tax/filing-periods";
import { returnFigures, type TaxSale } from "#app/domain/tax/return-figures";
import type { TaxReturnView } from "#app/domain/tax/return-view";
import type { TaxTreatmentCode } from "#app/domain/tax/treatments";
import { BUSINESS_TIME_ZONE } from "#app/domain/time/business-time";
import { withDb } from "#app/server/db/client.server";
import { creditNotes, invoices, proposals, quoteRequests } from "#app/server/db/schema.server";

import { filingFrequency } from "./filing-frequency.server";

/** How many periods the picker offers: two years of either frequency. */
const PERIODS_OFFERED = { monthly: 24, quarterly: 8 } as const;

const paidDay = sql<string>`to_char(${proposals.depositPaidAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD')`;

/** The proposal's facts every sale of it shares. */
const taxFacts = {
  proposalId: proposals.id,
  version: proposals.version,
  quoteReference: quoteRequests.reference,
  buyerName: proposals.buyerName,
  organization: proposals.buyerOrganization,
  treatment: proposals.taxTreatment,
  flagged: proposals.taxFlagged,
  locationCode: proposals.taxLocationCode,
  rateMilli: proposals.taxRateMilli,
  stateRateMilli: proposals.taxStateRateMilli,
  localRateMilli: proposals.taxLocalRateMilli,
};

type Facts = {
  proposalId: number;
  version: number;
  quoteReference: string;
  buyerName: string;
  organization: string | null;
  treatment: TaxTreatmentCode;
  flagged: boolean;
  locationCode: string | null;
  rateMilli: number | null;
  stateRateMilli: number | null;
  localRateMilli: number | null;
};

function saleOf(
  facts: Facts,
  sale: Pick<TaxSale, "kind" | "id" | "number" | "day" | "preTaxCents" | "taxCents" | "amountCents" | "corrects">,
): TaxSale {
  return {
    ...sale,
    proposalId: facts.proposalId,
    buyer: facts.organization ?? facts.buyerName,
    treatment: facts.treatment,
    flagged: facts.flagged,
    locationCode: facts.locationCode,
    rateMilli: facts.rateMilli,
    stateRateMilli: facts.stateRateMilli,
    localRateMilli: facts.localRateMilli,
  };
}

/** Every sale the period counts. */
export async function taxSalesIn(period: FilingPeriod): Promise<TaxSale[]> {
  return withDb(async (db) => {
    const deposits = await db
      .select({
        ...taxFacts,
        day: paidDay,
        depositCents: proposals.depositCents,
        depositTaxCents: proposals.depositTaxCents,
      })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(and(isNotNull(proposals.depositPaidAt), sql`${paidDay} between ${period.first} and ${period.last}`));
    const issued = await db
      .select({
        ...taxFacts,
        invoiceId: invoices.id,
        number: invoices.number,
        day: invoices.issuedOn,
        preTaxCents: invoices.preTaxCents,
        taxCents: invoices.taxCents,
        amountCents: invoices.amountCents,
      })
      .from(invoices)
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(and(ne(invoices.status, "void"), between(invoices.issuedOn, period.first, period.last)));
    // A credit note counts on its own issue day, whenever its invoice was issued.
    const credited = await db
      .select({
        ...taxFacts,
        creditNoteId: creditNotes.id,
        number: creditNotes.number,
        day: creditNotes.issuedOn,
        preTaxCents: creditNotes.preTaxCents,
        taxCents: creditNotes.taxCents,
        amountCents: creditNotes.amountCents,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        invoicePreTaxCents: invoices.preTaxCents,
        invoiceTaxCents: invoices.taxCents,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(proposals, eq(proposals.id, invoices.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(and(ne(invoices.status, "void"), between(creditNotes.issuedOn, period.first, period.last)));
    return [
      ...deposits.map((row) =>
        saleOf(row, {
          kind: "deposit",
          id: row.proposalId,
          number: proposalReference(row.quoteReference, row.version),
          day: row.day,
          preTaxCents: row.depositCents - row.depositTaxCents,
          taxCents: row.depositTaxCents,
          amountCents: row.depositCents,
        }),
      ),
      ...issued.map((row) =>
        saleOf(row, {
          kind: "invoice",
          id: row.invoiceId,
          number: row.number,
          day: row.day,
          preTaxCents: row.preTaxCents,
          taxCents: row.taxCents,
          amountCents: row.amountCents,
        }),
      ),
      ...credited.map((row) =>
        saleOf(row, {
          kind: "credit-note",
          id: row.creditNoteId,
          number: row.number,
          day: row.day,
          preTaxCents: row.preTaxCents,
          taxCents: row.taxCents,
          amountCents: row.amountCents,
          corrects: {
            id: row.invoiceId,
            number: row.invoiceNumber,
            preTaxCents: row.invoicePreTaxCents,
            taxCents: row.invoiceTaxCents,
          },
        }),
      ),
    ];
  });
}

export type PeriodAnswer = { ok: true; period: FilingPeriod } | { ok: false; message: string };

/** The period an address asks for (`?period=2026-Q4`), or the last one ended when it names none. */
export async function askedPeriod(key: string | null, now = new Date()): Promise<PeriodAnswer> {
  if (key === null || key.trim() === "") return { ok: true, period: periodToFile(now, await filingFrequency()) };
  const period = filingPeriodOfKey(key);
  if (!period) return { ok: false, message: "Choose a month (2026-11) or a quarter (2026-Q4)." };
  return { ok: true, period };
}

/** The Tax page: the period's figures and the periods of the filing frequency to choose from. */
export async function taxReturnView(period: FilingPeriod, now = new Date()): Promise<TaxReturnView> {
  const frequency = await filingFrequency();
  const figures = returnFigures(await taxSalesIn(period));
  return { period, frequency, periods: recentFilingPeriods(now, frequency, PERIODS_OFFERED[frequency]), figures };
}
