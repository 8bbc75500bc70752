/** The emails of proposals and invoices: to the buyer (with their private link) and to the owner. */
import { formatCents } from "#app/domain/common/money";
import { proposalReference } from "#app/domain/proposals/reference";
import { getEnv } from "#app/server/config/env.server";
import { consoleProposalUrl } from "#app/server/config/private-links.server";
import type { ProposalRow } from "#app/server/db/schema.server";

import type { EmailMessage } from "./outbox.server";
import { layout } from "./templates.server";

const greeting = (name: string) => (name ? `Hi ${name},` : "Hi,");

function message(
  kind: string,
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): EmailMessage {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), "Nestz"].join("\n\n");
  return { kind, to, subject, text, html: layout(title, paragraphs, action) };
}

export function proposalSentEmail(p: {
  to: string;
  name: string;
  reference: string;
  version: number;
  totalCents: number;
  validUntilLabel: string;
  url: string;
}): EmailMessage {
  const intro =
    p.version === 1
      ? `Thank you for asking about Nestz. Your proposal ${p.reference} is ready: every line, the delivery, tax and the deposit, all in one place.`
      : `We've updated your proposal. Version ${p.version}, ${p.reference}, replaces the one we sent before, whose link now points here.`;
  return message(
    "proposal-sent",
    p.to,
    `Your Nestz proposal ${p.reference}`,
    `Proposal ${p.reference}`,
    [
      greeting(p.name),
      intro,
      `Total: ${formatCents(p.totalCents)}. It holds until the end of ${p.validUntilLabel} (Pacific time).`,
      "You can read it, accept it with your typed signature and pay the deposit from the link below; no account needed. The link is yours alone, so please don't forward it.",
      "Questions? Just reply to this email or give us a call.",
    ],
    { label: "Open your proposal", url: p.url },
  );
}

export type OwnerNoticeKind = "viewed" | "accepted" | "declined" | "deposit-paid" | "purchase-order" | "invoice-paid";

const noticeTitles: Record<OwnerNoticeKind, string> = {
  viewed: "opened",
  accepted: "accepted",
  declined: "declined",
  "deposit-paid": "deposit paid",
  "purchase-order": "answered with a purchase order",
  "invoice-paid": "invoice paid by card",
};

export function ownerNoticeEmail(p: {
  to: string;
  kind: OwnerNoticeKind;
  reference: string;
  buyer: string;
  details: string[];
  consoleUrl: string;
}): EmailMessage {
  return message(
    `proposal-${p.kind}`,
    p.to,
    `Proposal ${p.reference} ${noticeTitles[p.kind]} by ${p.buyer}`.slice(0, 200),
    `${p.reference}: ${noticeTitles[p.kind]}`,
    [`${p.buyer} — proposal ${p.reference} ${noticeTitles[p.kind]}.`, ...p.details],
    { label: "Open it in the console", url: p.consoleUrl },
  );
}

/** The owner's notice about one version of a proposal, linked to its page in the console. */
export function proposalOwnerNotice(
  row: ProposalRow,
  quoteReference: string,
  kind: OwnerNoticeKind,
  details: string[],
): EmailMessage {
  return ownerNoticeEmail({
    to: getEnv().CONTACT_EMAIL,
    kind,
    reference: proposalReference(quoteReference, row.version),
    buyer: row.buyerOrganization ? `${row.buyerName} (${row.buyerOrganization})` : row.buyerName,
    details,
    consoleUrl: consoleProposalUrl(row.id),
  });
}

export function depositReceiptEmail(p: {
  to: string;
  name: string;
  reference: string;
  amountCents: number;
  url: string;
}): EmailMessage {
  return message(
    "proposal-deposit-receipt",
    p.to,
    `Deposit received for ${p.reference}`,
    "Thank you — your deposit is in",
    [
      greeting(p.name),
      `We've received your deposit of ${formatCents(p.amountCents)} for proposal ${p.reference}. Your build slot is reserved, and we'll be in touch about dates.`,
      "Your proposal, with your acceptance and this payment, is always at the link below.",
    ],
    { label: "See your proposal", url: p.url },
  );
}

export function invoiceIssuedEmail(p: {
  to: string;
  name: string;
  number: string;
  reference: string;
  amountCents: number;
  dueLabel: string;
  poNumber: string | null;
  url: string;
}): EmailMessage {
  return message(
    "invoice-issued",
    p.to,
    `Invoice ${p.number} for ${p.reference}`,
    `Invoice ${p.number}`,
    [
      greeting(p.name),
      p.poNumber
        ? `Thank you for your purchase order ${p.poNumber}. Here is invoice ${p.number} for proposal ${p.reference}.`
        : `Here is invoice ${p.number} for the balance of proposal ${p.reference}.`,
      `Amount due: ${formatCents(p.amountCents)}, by ${p.dueLabel}. How to pay is on the invoice.`,
    ],
    { label: "Open your invoice", url: p.url },
  );
}

/** A credit note on an invoice, to its buyer: what it takes off, why, and what the invoice asks for now. */
export function creditNoteEmail(p: {
  to: string;
  name: string;
  number: string;
  invoiceNumber: string;
  amountCents: number;
  reason: string;
  balanceCents: number;
  excess: { cents: number; to: "credit" | "refund" } | null;
  url: string;
}): EmailMessage {
  return message(
    "credit-note",
    p.to,
    `Credit note ${p.number} on invoice ${p.invoiceNumber}`,
    `Credit note ${p.number}`,
    [
      greeting(p.name),
      `We've issued credit note ${p.number}, taking ${formatCents(p.amountCents)} off invoice ${p.invoiceNumber}: ${p.reason}`,
      p.balanceCents > 0
        ? `The invoice now asks for ${formatCents(p.balanceCents)} more.`
        : `Nothing more is owed on invoice ${p.invoiceNumber}.`,
      ...(p.excess
        ? [
            p.excess.to === "credit"
              ? `You had already paid ${formatCents(p.excess.cents)} beyond the new amount: it is kept as your credit and taken off your next invoice.`
              : `You had already paid ${formatCents(p.excess.cents)} beyond the new amount: we'll refund it to you.`,
          ]
        : []),
    ],
    { label: "Open your credit note", url: p.url },
  );
}

export function invoiceReminderEmail(p: {
  to: string;
  name: string;
  number: string;
  amountCents: number;
  dueLabel: string;
  overdue: boolean;
  url: string;
}): EmailMessage {
  return message(
    "invoice-reminder",
    p.to,
    `A reminder about invoice ${p.number}`,
    `Invoice ${p.number}`,
    [
      greeting(p.name),
      p.overdue
        ? `A friendly note: invoice ${p.number} for ${formatCents(p.amountCents)} was due on ${p.dueLabel}, and we haven't seen the payment yet. If it's already on its way, thank you, and please ignore this.`
        : `A friendly reminder that invoice ${p.number} for ${formatCents(p.amountCents)} is due on ${p.dueLabel}.`,
      "The invoice and how to pay are at the link below. Questions? Just reply.",
    ],
    { label: "Open the invoice", url: p.url },
  );
}
