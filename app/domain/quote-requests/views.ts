import type { RequestablePaper } from "#app/domain/documents/documents";

import type { BuyerType, HomeModel, Intent } from "./rules";
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
