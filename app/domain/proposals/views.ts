/**
 * The shapes in which a proposal is shown: to its buyer, on their account
 * page and in the console, and the state of the forms that change it. The
 * server makes them; components show them.
 */
import type { ScheduleLine } from "#app/domain/billing/schedule";
import type { InvoiceSummaryView } from "#app/domain/billing/views";

import type { ChoiceRefusal } from "./choices";
import type { DraftFieldErrors, DraftFormValues, LineOutcome } from "./draft";
import type { PaymentTerms, ProposalStatus } from "./status";
import type { ProposalTotals } from "./totals";

/** One line as the buyer sees it. */
export interface ProposalLineView {
  description: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** How the line is offered to choose, and whether it is chosen; absent when it is always included. */
  choice?: LineChoiceView;
}

/** An offered line: an option, or one alternative of a group (choices.ts). */
export interface LineChoiceView {
  kind: "option" | "alternative";
  /** The alternative's group, as the owner named it. */
  group: string | null;
  chosen: boolean;
}

export interface AcceptanceView {
  name: string;
  email: string;
  at: string;
  when: string;
  version: number;
  hash: string;
}

/**
 * Where an acceptance was signed from: the client's address and browser. Part
 * of the owner's record (the console), never of what the buyer's link shows,
 * since anyone holding that link would learn them.
 */
export interface SignedFromView {
  client: string;
  userAgent: string;
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
  /** Where the homes are received, which decides the sales tax. */
  delivery: string;
  subtotalCents: number;
  /** The tax with its words: the location code and rate beside it when charged. */
  tax: ProposalTaxView;
  totalCents: number;
  /** Every stage of the payment schedule: when it falls due and what it asks, its tax within. */
  schedule: ScheduleLine[];
  depositCents: number;
  /** The buyer's purchase order, once they answered with one. */
  purchaseOrderNumber: string | null;
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
  /** What the order comes to now: the accepted total, with accepted change orders, less credit notes. */
  owedCents: number;
  remainingCents: number;
  invoices: InvoiceSummaryView[];
  /** When a newer version replaced this one. */
  replacedBy: string | null;
  /** The offered lines chosen (their indexes), which the totals and the hash follow; null when nothing is offered. */
  choices?: number[] | null;
  /** Why the choices asked for could not be shown (the defaults are shown instead). */
  choiceRefusal?: ChoiceRefusal | null;
}

export interface ProposalTaxView {
  charged: boolean;
  label: string;
  cents: number;
  locationCode: string | null;
  /** "10.35" (percent), when charged. */
  rate: string | null;
}

/** The tax of a draft in the console: the rule's words, the rate decided, or the question to answer. */
export interface DraftTaxView {
  message: string;
  citations: { cite: string; url: string }[];
  /** The rate the draft holds. */
  rate: { code: string; rate: string; source: string; quarter: string; address: string } | null;
  /** The data gives no single answer: the street address first, else a location code to choose. */
  question: {
    reason: string;
    needsStreet: boolean;
    candidates: { code: string; rate: string; location: string | null }[];
  } | null;
  /** Why the rate could not be looked up (a bad ZIP, a rate out of range). */
  problem: string | null;
}

/** A delivery outside Washington as the console lists it. */
export interface DeliveryRecordView {
  id: number;
  deliveredOn: string;
  deliveredBy: string;
  place: string;
  receivedBy: string;
  acknowledgement: string;
  recordedWhen: string;
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
  /** The tax as the last save left it. */
  tax?: DraftTaxView;
  /** What a line button just did (the draft was saved with it). */
  lineChange?: LineOutcome;
}

/** Which of the buyer's forms answered, with its messages and what was typed. */
export interface BuyerFormState {
  form: "accept" | "decline" | "card" | "purchase-order" | "invoice-card" | "book-delivery";
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

/** What a stage not yet (fully) invoiced waits for, as the console says it. */
export type StageWait =
  | { kind: "acceptance" }
  /** Every home to reach `label` on the production board; `reached` of `units` have so far. */
  | { kind: "build-stage"; label: string; reached: number; units: number }
  /** Each home's delivery, recorded on the production board; `delivered` of `units` so far. */
  | { kind: "each-delivery"; delivered: number; units: number }
  | { kind: "date"; dayLabel: string };

/** One stage of a sent version's schedule in the console, with the invoices it has raised. */
export interface SchedulePanelStage {
  index: number;
  name: string;
  when: string;
  amountCents: number;
  invoices: {
    number: string;
    unit: number | null;
    amountCents: number;
    standing: InvoiceSummaryView["standing"];
    /** The invoice's page, as the buyer reads it. */
    path: string;
  }[];
  /** For the acceptance stage paid by card at acceptance (no invoice): the day, in words. */
  paidByCardOn: string | null;
  /** What it still waits for, while the order runs on its schedule; null once invoiced or paid, or before acceptance. */
  waits: StageWait | null;
}

export interface SchedulePanelView {
  stages: SchedulePanelStage[];
  /** Why the schedule raises no invoices, in words, when accepted but billed before schedules. */
  note: string | null;
}

/** One proposal on its console page: the draft form while it is a draft, the frozen content once sent. */
export interface ConsoleProposalView {
  id: number;
  /** A rental's terms are set on its own page (/admin/rentals/agreements/…). */
  rental?: boolean;
  quoteRequestId: number;
  quoteReference: string;
  reference: string;
  version: number;
  status: ProposalStatus;
  buyerEmail: string;
  token: string;
  draft: DraftFormValues | null;
  /** A draft's tax as stored. */
  draftTax: DraftTaxView | null;
  /** The buyer kinds the quote form's answer allows, and the question when it allows two. */
  buyerKinds: { choices: readonly string[]; question: string | null };
  totals: ProposalTotals;
  /** Out-of-state deliveries on record, for a sent version received outside Washington. */
  deliveryRecords: DeliveryRecordView[] | null;
  /** The delivery's state, two letters, once known. */
  deliveryState: string | null;
  view: ProposalView | null;
  /** Where the acceptance was signed from, once accepted. */
  signedFrom: SignedFromView | null;
  /** The units a per-unit stage is split over. */
  units: number;
  /** The payment schedule of a sent version and what it has invoiced; null for a draft. */
  schedule: SchedulePanelView | null;
  history: { id: number; when: string; actorEmail: string; action: string }[];
}
