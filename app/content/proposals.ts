/**
 * Proposal and invoice copy that changes only with a release, and the shapes
 * the buyer's pages and the console show (the server makes them; components
 * show them).
 */
import type { InvoiceKind, InvoiceStanding, PaymentMethod } from "#app/domain/billing/invoices";
import { type DraftFieldErrors, type DraftFormValues, type LineOutcome, LINES_MAX } from "#app/domain/proposals/draft";
import type { PaymentTerms, ProposalStatus } from "#app/domain/proposals/status";
import type { ProposalTotals } from "#app/domain/proposals/totals";

/** The terms a new proposal starts with; the owner may change them on each proposal. */
export const DEFAULT_PROPOSAL_TERMS = [
  "Prices are in US dollars and hold until the valid-until date shown above.",
  "The deposit reserves your build slot; we start building once it arrives. The balance is due before delivery, or within 30 days of our invoice on a purchase order.",
  "Delivery is to the site you named, on a day we agree together. The site must be level and reachable by a truck and trailer; if it isn't, we'll talk it through before the day.",
  "Each Nestz is built to WAC 296-150P and comes with our one-year workmanship warranty.",
  "If plans change before we start building, tell us and we'll refund the deposit in full.",
].join("\n\n");

/** One line as the buyer sees it. */
export interface ProposalLineView {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface AcceptanceView {
  name: string;
  email: string;
  at: string;
  when: string;
  client: string;
  userAgent: string;
  version: number;
  hash: string;
}

export interface InvoiceSummaryView {
  number: string;
  kind: InvoiceKind;
  amountCents: number;
  issuedOn: string;
  dueOn: string;
  standing: InvoiceStanding;
  poNumber: string | null;
  token: string;
  paidOn: string | null;
  method: PaymentMethod | null;
}

/** Everything the buyer's page shows of one version, exactly what its hash covers (and more about where it stands). */
export interface ProposalView {
  reference: string;
  quoteReference: string;
  version: number;
  status: ProposalStatus;
  business: { name: string; email: string; phone: string };
  buyer: { name: string; organization: string | null; email: string };
  lines: ProposalLineView[];
  subtotalCents: number;
  tax: { exempt: true; certificate: string } | { exempt: false; rate: string; cents: number };
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  paymentTerms: PaymentTerms;
  validUntil: string;
  validUntilLabel: string;
  terms: string;
  contentHash: string;
  sentOn: string;
  acceptance: AcceptanceView | null;
  declined: { when: string; reason: string } | null;
  deposit: { paid: boolean; paidWhen: string | null };
  paidCents: number;
  remainingCents: number;
  invoices: InvoiceSummaryView[];
  /** When a newer version replaced this one. */
  replacedBy: string | null;
}

export interface InvoiceView {
  number: string;
  kind: InvoiceKind;
  standing: InvoiceStanding;
  amountCents: number;
  poNumber: string | null;
  issuedOn: string;
  dueOn: string;
  issuedLabel: string;
  dueLabel: string;
  proposalReference: string;
  proposalTotalCents: number;
  buyer: { name: string; organization: string | null; email: string };
  business: { name: string; email: string; phone: string };
  remitTo: string[];
  paid: { on: string; method: PaymentMethod; reference: string | null } | null;
  cardAllowed: boolean;
}

/** A proposal in the console's lists. */
export interface ProposalListView {
  id: number;
  reference: string;
  quoteReference: string;
  buyer: string;
  organization: string | null;
  version: number;
  status: ProposalStatus;
  totalCents: number;
  depositCents: number;
  created: string;
  sent: string | null;
  validUntil: string;
}

export interface DraftFormState {
  values: DraftFormValues;
  errors?: DraftFieldErrors;
  saved?: boolean;
  problems?: string[];
  /** What a line button just did (the draft was saved with it). */
  lineChange?: LineOutcome;
}

/** What the owner is told after a line button, with the draft saved. Lines are numbered from 1, as on screen. */
export function lineChangeMessage(outcome: LineOutcome): string {
  switch (outcome.kind) {
    case "added":
      return outcome.discount
        ? `Line ${outcome.index + 1} added for the discount: give it a negative price, such as -500. Draft saved.`
        : `Line ${outcome.index + 1} added. Draft saved.`;
    case "full":
      return `A proposal holds at most ${LINES_MAX} lines, so none was added. Draft saved.`;
    case "removed":
      return `Line ${outcome.index + 1} removed. Draft saved.`;
    case "moved":
      return `Line ${outcome.from + 1} is now line ${outcome.to + 1}. Draft saved.`;
    case "unchanged":
      return "Draft saved.";
  }
}

/** What the buyer is told when a proposal cannot be accepted or paid, by why. */
export const proposalRefusals = {
  expired: (day: string) =>
    `This proposal held until the end of ${day} and has now expired. Please get in touch and we'll gladly send you a fresh one.`,
  superseded: (reference: string) =>
    `This proposal was replaced by a newer version, ${reference}. Please use the link in our latest email.`,
  withdrawn:
    "We've withdrawn this proposal, so it can no longer be accepted. Please get in touch if you have questions.",
  declined: "You declined this proposal. If you've changed your mind, get in touch and we'll send a new one.",
  accepted: "You've already accepted this proposal. Thank you!",
  draft: "This proposal isn't ready yet.",
  changed: "This proposal changed while you were reading it. Please read it again before accepting.",
} as const;

export const acceptFormMessages = {
  nameMissing: "Please type your full name to sign.",
  nameTooLong: "Please keep your name under 120 characters.",
  agree: "Please tick “I agree” to accept the terms.",
  poMissing: "Please enter your purchase order number.",
  poTooLong: "Please keep the purchase order number under 60 characters.",
  reasonTooLong: "Please keep your reason under 2,000 characters.",
} as const;

/** Which of the buyer's forms answered, with its messages and what was typed. */
export interface BuyerFormState {
  form: "accept" | "decline" | "card" | "purchase-order" | "invoice-card";
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** A refusal in words (expired, superseded, declined card, …). */
  message?: string;
}

/** What the buyer's page needs beyond the proposal: how a card is taken here. */
export interface BuyerPaymentSettings {
  provider: "test" | "stripe";
  /** With Stripe, the page that mounts its card Element (the proposal page itself ships no script). */
  cardPath: string | null;
}

/** A proposal on its buyer's account page. */
export interface AccountProposalView {
  reference: string;
  status: ProposalStatus;
  totalCents: number;
  validUntil: string;
  token: string;
}

/** One proposal on its console page: the draft form while it is a draft, the frozen content once sent. */
export interface ConsoleProposalView {
  id: number;
  quoteRequestId: number;
  quoteReference: string;
  reference: string;
  version: number;
  status: ProposalStatus;
  buyerEmail: string;
  token: string;
  draft: DraftFormValues | null;
  totals: ProposalTotals;
  view: ProposalView | null;
  canBalanceInvoice: boolean;
  history: { id: number; when: string; actorEmail: string; action: string }[];
}

/** An invoice on the console's Invoices page. */
export interface InvoiceListView {
  id: number;
  number: string;
  proposalId: number;
  proposalReference: string;
  buyer: string;
  organization: string | null;
  kind: InvoiceKind;
  amountCents: number;
  poNumber: string | null;
  issued: string;
  due: string;
  standing: InvoiceStanding;
  paid: string | null;
  method: PaymentMethod | null;
  paymentReference: string | null;
  reminded: boolean;
  token: string;
}
