/** What the pages of change orders show: shapes shared by the server that builds them and the components. */
import type { ChangeOrderEffect, ChangeOrderStatus, StageEffect } from "./change-orders";

/** One change order in a list: the order's page and the console. */
export interface ChangeOrderSummary {
  number: string;
  status: ChangeOrderStatus;
  differenceCents: number;
  validUntilLabel: string;
  /** The buyer's link; null for a draft, which the buyer never sees. */
  path: string | null;
}

/** The order's changes: the contract as accepted, each change, and the value now. */
export interface OrderChanges {
  originalCents: number;
  contractCents: number;
  changeOrders: ChangeOrderSummary[];
}

/** A change order as its page shows it. */
export interface ChangeOrderView {
  number: string;
  status: ChangeOrderStatus;
  proposalReference: string;
  /** The order's page, on the proposal's own link. */
  orderPath: string;
  buyer: { name: string; email: string };
  lines: { description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  subtotalCents: number;
  /** "Sales tax at 9.1%" or null when the order carries none. */
  taxLabel: string | null;
  taxCents: number;
  differenceCents: number;
  contractBeforeCents: number;
  contractAfterCents: number;
  effect: { kind: ChangeOrderEffect["kind"]; stages: StageEffect[]; cents: number; problem: string | null };
  note: string;
  validUntilLabel: string;
  /** The fingerprint of exactly what is shown: an acceptance carries it back. */
  contentHash: string;
  accepted: { name: string; when: string; hash: string } | null;
  /** The invoice or credit note the difference became, when every stage was invoiced before it. */
  billedAs: { label: string; path: string } | null;
}

/** The buyer's forms on a change order's page. */
export interface ChangeOrderFormState {
  form: "accept" | "decline";
  errors?: Record<string, string>;
  values?: Record<string, string>;
  message?: string;
}
