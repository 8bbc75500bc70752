/** Reading change orders: one on its buyer's link, a proposal's list with the contract value, the console's page. */
import { asc, eq } from "drizzle-orm";

import type { ChangeOrderSummary, ChangeOrderView, OrderChanges } from "#app/domain/proposals/change-order-views";
import { type ChangeOrderDraft, effectiveChangeOrderStatus } from "#app/domain/proposals/change-orders";
import { proposalReference } from "#app/domain/proposals/reference";
import { formatBusinessDateTime } from "#app/domain/time/business-time";
import { dayLabel } from "#app/domain/time/calendar-day";
import { contractOf } from "#app/server/billing/contract-plan.server";
import { creditNotePath } from "#app/server/billing/credit-notes.server";
import { linkToken, tokenHashOf } from "#app/server/config/private-links.server";
import { type Database, withDb } from "#app/server/db/client.server";
import {
  type ChangeOrderRow,
  changeOrders,
  creditNotes,
  invoices,
  type ProposalRow,
  proposals,
  quoteRequests,
} from "#app/server/db/schema.server";

import { readChangeOrder } from "./change-order-documents.server";

export const changeOrderPath = (row: Pick<ChangeOrderRow, "linkNonce">) =>
  `/change-order/${linkToken("change-order", row.linkNonce)}`;

/** Where the difference went when every stage was invoiced before it. */
async function billedAs(db: Database, row: ChangeOrderRow): Promise<ChangeOrderView["billedAs"]> {
  if (row.invoiceId) {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
    return invoice
      ? { label: `Invoice ${invoice.number}`, path: `/invoice/${linkToken("invoice", invoice.linkNonce)}` }
      : null;
  }
  if (row.creditNoteId) {
    const [found] = await db
      .select({ number: creditNotes.number, invoiceNonce: invoices.linkNonce })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(creditNotes.id, row.creditNoteId));
    return found
      ? {
          label: `Credit note ${found.number}`,
          path: creditNotePath(linkToken("invoice", found.invoiceNonce), found.number),
        }
      : null;
  }
  return null;
}

/** A change order as its page shows it, read against the contract as it stands. */
export async function changeOrderViewOf(
  db: Database,
  row: ChangeOrderRow,
  proposal: ProposalRow,
  quoteReference: string,
  now: Date,
): Promise<ChangeOrderView> {
  const reading = await readChangeOrder(db, row, proposal, quoteReference);
  const { document, effect } = reading;
  return {
    number: row.number,
    status: effectiveChangeOrderStatus(row.status, row.expiresAt, now),
    proposalReference: document.proposalReference,
    orderPath: `/proposal/${linkToken("proposal", proposal.linkNonce)}`,
    buyer: document.buyer,
    lines: document.lines,
    subtotalCents: row.subtotalCents,
    taxLabel: reading.taxLabel,
    taxCents: row.taxCents,
    differenceCents: row.totalCents,
    contractBeforeCents: document.contractBeforeCents,
    contractAfterCents: document.contractAfterCents,
    effect: { ...document.effect, problem: effect.kind === "refused" ? effect.problem : null },
    note: row.note,
    validUntilLabel: dayLabel(row.validUntil),
    contentHash: row.status === "accepted" && row.acceptedHash ? row.acceptedHash : reading.contentHash,
    accepted:
      row.status === "accepted" && row.acceptedAt && row.acceptedName && row.acceptedHash
        ? { name: row.acceptedName, when: formatBusinessDateTime(row.acceptedAt), hash: row.acceptedHash }
        : null,
    billedAs: await billedAs(db, row),
  };
}

/** The sent change order with this token, as its buyer sees it; null for an unknown token or a draft. */
export async function changeOrderViewByToken(token: string, now = new Date()): Promise<ChangeOrderView | null> {
  return withDb(async (db) => {
    const [found] = await db
      .select({ row: changeOrders, proposal: proposals, quoteReference: quoteRequests.reference })
      .from(changeOrders)
      .innerJoin(proposals, eq(proposals.id, changeOrders.proposalId))
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(eq(changeOrders.tokenHash, tokenHashOf(token)));
    if (!found || found.row.status === "draft") return null;
    return changeOrderViewOf(db, found.row, found.proposal, found.quoteReference, now);
  });
}

const summaryOf = (row: ChangeOrderRow, now: Date): ChangeOrderSummary => ({
  number: row.number,
  status: effectiveChangeOrderStatus(row.status, row.expiresAt, now),
  differenceCents: row.totalCents,
  validUntilLabel: dayLabel(row.validUntil),
  path: row.status === "draft" ? null : changeOrderPath(row),
});

/** A proposal's change orders and the contract's value; drafts only for the console. */
export async function orderChangesOf(
  proposalId: number,
  audience: "buyer" | "console",
  now = new Date(),
): Promise<OrderChanges | null> {
  return withDb(async (db) => {
    const [proposal] = await db
      .select({ id: proposals.id, totalCents: proposals.totalCents, taxCents: proposals.taxCents })
      .from(proposals)
      .where(eq(proposals.id, proposalId));
    if (!proposal) return null;
    const rows = await db
      .select()
      .from(changeOrders)
      .where(eq(changeOrders.proposalId, proposal.id))
      .orderBy(asc(changeOrders.sequence));
    const contract = await contractOf(db, proposal);
    return {
      originalCents: proposal.totalCents,
      contractCents: contract.totalCents,
      changeOrders: rows
        .filter((row) => audience === "console" || row.status !== "draft")
        .map((row) => summaryOf(row, now)),
    };
  });
}

/** The console's page of a proposal's change orders. */
export interface ConsoleChangeOrders {
  proposal: { id: number; reference: string; status: ProposalRow["status"]; buyerName: string; buyerEmail: string };
  changes: OrderChanges;
  /** Each change order, with its page as the buyer reads it (a draft as it would read once sent). */
  items: { id: number; summary: ChangeOrderSummary; view: ChangeOrderView; draft: ChangeOrderDraft | null }[];
}

const never = (): never => {
  throw new Error("the proposal read a moment ago is gone");
};

export async function consoleChangeOrders(proposalId: number, now = new Date()): Promise<ConsoleChangeOrders | null> {
  const found = await withDb(async (db) => {
    const [head] = await db
      .select({ proposal: proposals, quoteReference: quoteRequests.reference })
      .from(proposals)
      .innerJoin(quoteRequests, eq(quoteRequests.id, proposals.quoteRequestId))
      .where(eq(proposals.id, proposalId));
    if (!head) return null;
    const rows = await db
      .select()
      .from(changeOrders)
      .where(eq(changeOrders.proposalId, proposalId))
      .orderBy(asc(changeOrders.sequence));
    const items = [];
    for (const row of rows) {
      items.push({
        id: row.id,
        summary: summaryOf(row, now),
        view: await changeOrderViewOf(db, row, head.proposal, head.quoteReference, now),
        draft: row.status === "draft" ? { lines: row.lines, note: row.note, validUntil: row.validUntil } : null,
      });
    }
    return { ...head, items };
  });
  if (!found) return null;
  const { proposal } = found;
  return {
    proposal: {
      id: proposal.id,
      reference: proposalReference(found.quoteReference, proposal.version),
      status: proposal.status,
      buyerName: proposal.buyerName,
      buyerEmail: proposal.buyerEmail,
    },
    changes: (await orderChangesOf(proposal.id, "console", now)) ?? never(),
    items: found.items,
  };
}
