import { type ScheduleLine, scheduleLines } from "#app/domain/billing/schedule";
import type { TaxTreatmentCode } from "#app/domain/tax/treatments";

import { type Choices, isChosen } from "./choices";
import type { DraftContent } from "./draft";
import { PAYMENT_TERMS_LABELS } from "./status";
import type { StoredTreatment } from "./tax";
import { lineTotalCents, type ProposalTotals } from "./totals";

/**
 * The content of a version exactly as the buyer is shown it, in one fixed
 * order: its SHA-256 is the fingerprint kept with an acceptance. Anything
 * that could change what the buyer agreed to is in here: who sells (the
 * legal name shown), the totals as stored (never recomputed), how it is paid
 * (every stage of the payment schedule, when it falls due and what it asks,
 * the deposit, the balance and the terms in the words shown) and the terms.
 */
export interface ProposalDocument {
  seller: { legalName: string };
  reference: string;
  version: number;
  buyer: { name: string; organization: string | null; email: string };
  /** Every line offered; a line offered to choose also says how, and whether it is chosen. */
  lines: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
    offer?: "option" | "alternative";
    group?: string;
    chosen?: boolean;
  }[];
  delivery: { street: string; city: string; state: string; zip: string };
  subtotalCents: number;
  tax: {
    treatment: TaxTreatmentCode;
    locationCode: string | null;
    rateMilli: number | null;
    taxableCents: number;
    cents: number;
    evidence: string | null;
  };
  totalCents: number;
  schedule: ScheduleLine[];
  depositCents: number;
  balanceCents: number;
  /** The payment terms in the words the buyer reads. */
  paymentTerms: string;
  validUntil: string;
  terms: string;
}

/** The totals a sent version stores (the balance follows from them). */
export type StoredTotals = Omit<ProposalTotals, "balanceCents">;

export function proposalDocument(input: {
  sellerLegalName: string;
  reference: string;
  version: number;
  buyer: ProposalDocument["buyer"];
  content: DraftContent;
  treatment: StoredTreatment;
  /** The totals of the chosen lines: as stored, unless the buyer is trying other choices. */
  totals: StoredTotals;
  /** The choices made, when the lines offer any (the schedule in `content` is split over their homes). */
  choices?: Choices;
}): ProposalDocument {
  const { content, totals, treatment } = input;
  const charged = treatment.treatment === "taxable" ? content.rate : null;
  return {
    seller: { legalName: input.sellerLegalName },
    reference: input.reference,
    version: input.version,
    buyer: { name: input.buyer.name, organization: input.buyer.organization, email: input.buyer.email },
    lines: content.lines.map((line, index) => {
      const priced = { ...line, unitPriceCents: line.unitPriceCents ?? 0 };
      const shown = {
        description: priced.description,
        quantity: priced.quantity,
        unitPriceCents: priced.unitPriceCents,
        totalCents: lineTotalCents(priced),
      };
      // A line always included reads exactly as before choices existed, so earlier fingerprints still hold.
      if (!line.offer) return shown;
      return {
        ...shown,
        offer: line.offer.kind,
        ...(line.offer.kind === "alternative" ? { group: line.offer.group } : {}),
        chosen: isChosen(content.lines, input.choices ?? [], index),
      };
    }),
    delivery: { ...content.delivery },
    subtotalCents: totals.subtotalCents,
    tax: {
      treatment: treatment.treatment,
      locationCode: charged?.code ?? null,
      rateMilli: charged?.rateMilli ?? null,
      taxableCents: totals.taxableCents,
      cents: totals.taxCents,
      evidence: treatment.evidence?.summary ?? null,
    },
    totalCents: totals.totalCents,
    schedule: scheduleLines(totals.totalCents, totals.taxCents, content.schedule),
    depositCents: totals.depositCents,
    balanceCents: totals.totalCents - totals.depositCents,
    paymentTerms: PAYMENT_TERMS_LABELS[content.paymentTerms],
    validUntil: content.validUntil,
    terms: content.terms,
  };
}

/** The document as the exact text that is hashed: JSON with the keys in the order above. */
export function canonicalText(document: ProposalDocument): string {
  return JSON.stringify(document);
}
