/**
 * The shapes in which a quote request is shown: to the buyer after sending,
 * on their account page, and to the quote form. The server makes them
 * (app/server/quote-requests/changes.server.ts and form.server.ts); components show them.
 */
import type { BuyerType, HomeModel, Intent, QuoteFieldErrors, QuoteFormValues } from "#app/domain/quote-requests/rules";
import type { QuoteRequestStatus } from "#app/domain/quote-requests/status";

import type { ZipAnswer } from "./delivery/zip-quote";

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
