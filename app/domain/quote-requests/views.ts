import type { ZipAnswer } from "#app/domain/delivery/views";
import type { RequestablePaper } from "#app/domain/documents/documents";

import type { BuyerType, HomeModel, Intent, QuoteFieldErrors, QuoteFormValues } from "./rules";
import type { QuoteRequestStatus } from "./status";

/** A request as a row of the console's inbox. */
export interface QuoteRequestListView {
  id: number;
  reference: string;
  status: QuoteRequestStatus;
  /** ISO time, for <time dateTime>. */
  createdAt: string;
  /** When it arrived, in the business's words and time zone. */
  received: string;
  name: string;
  organization: string | null;
  email: string;
  buyerType: BuyerType;
  intent: Intent;
  units: number;
  model: HomeModel;
  zip: string;
  /** What was asked for, in a few words: "3 × Bedroom Nestz to buy". */
  headline: string;
  /** Papers asked for (a W-9, a certificate of insurance), and whether they were sent. */
  papers: RequestablePaper[];
  papersSent: boolean;
}

/** A private note on a request, as the console shows it. */
export interface QuoteRequestNoteView {
  id: number;
  authorName: string;
  body: string;
  at: string;
  when: string;
}

/** One line of a quote request's summary: a label and what the buyer said. */
export type SummaryLine = readonly [label: string, value: string];

/** What the buyer is shown after sending, and again on a resubmission of the same form. */
export interface QuoteRequestConfirmation {
  reference: string;
  name: string;
  email: string;
  intent: Intent;
  lines: SummaryLine[];
  /** The delivery estimate for the request's ZIP, or why there is none. */
  delivery: ZipAnswer;
}

/** A request on the buyer's account page. */
export interface QuoteRequestSummary {
  reference: string;
  status: QuoteRequestStatus;
  createdAt: string;
  intent: Intent;
  buyerType: BuyerType;
  units: number;
  model: HomeModel;
  zip: string;
  neededBy: string;
}

/** What the /Contact loader and action hand the quote section. */
export interface QuoteStart {
  values: QuoteFormValues;
  idempotencyKey: string;
}

export type QuoteOutcome =
  | { status: "invalid"; values: QuoteFormValues; errors: QuoteFieldErrors; idempotencyKey: string }
  | { status: "refused"; values: QuoteFormValues; message: string; idempotencyKey: string }
  | { status: "sent"; confirmation: QuoteRequestConfirmation; repeated: boolean };
