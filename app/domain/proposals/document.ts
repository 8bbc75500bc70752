import type { DraftContent } from "./draft";
import { lineTotalCents, type ProposalTotals } from "./totals";

/**
 * The content of a version exactly as the buyer is shown it, in one fixed
 * order: its SHA-256 is the fingerprint kept with an acceptance. Anything
 * that could change what the buyer agreed to is in here.
 */
export interface ProposalDocument {
  reference: string;
  version: number;
  buyer: { name: string; organization: string | null; email: string };
  lines: { description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  subtotalCents: number;
  tax: { exempt: true; certificate: string } | { exempt: false; rateMilli: number; cents: number };
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  paymentTerms: string;
  validUntil: string;
  terms: string;
}

export function proposalDocument(input: {
  reference: string;
  version: number;
  buyer: ProposalDocument["buyer"];
  content: DraftContent;
  totals: ProposalTotals;
}): ProposalDocument {
  const { content, totals } = input;
  return {
    reference: input.reference,
    version: input.version,
    buyer: { name: input.buyer.name, organization: input.buyer.organization, email: input.buyer.email },
    lines: content.lines.map((line) => {
      const priced = { ...line, unitPriceCents: line.unitPriceCents ?? 0 };
      return {
        description: priced.description,
        quantity: priced.quantity,
        unitPriceCents: priced.unitPriceCents,
        totalCents: lineTotalCents(priced),
      };
    }),
    subtotalCents: totals.subtotalCents,
    tax: content.taxExempt
      ? { exempt: true, certificate: content.exemptionCertificate }
      : { exempt: false, rateMilli: content.taxRateMilli ?? 0, cents: totals.taxCents },
    totalCents: totals.totalCents,
    depositPercent: content.depositPercent,
    depositCents: totals.depositCents,
    paymentTerms: content.paymentTerms,
    validUntil: content.validUntil,
    terms: content.terms,
  };
}

/** The document as the exact text that is hashed: JSON with the keys in the order above. */
export function canonicalText(document: ProposalDocument): string {
  return JSON.stringify(document);
}
