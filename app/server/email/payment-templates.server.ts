/** The owner's email about money received that paid nothing: it waits for a refund or to be applied. */
import { HELD_REASON_LABELS, type HeldReason } from "#app/domain/billing/ledger";
import { formatCents } from "#app/domain/common/money";

import type { EmailMessage } from "./outbox.server";
import { layout } from "./templates.server";

export function heldPaymentEmail(p: {
  to: string;
  amountCents: number;
  currency: string;
  reason: HeldReason;
  intentId: string;
  madeFor: string | null;
  consoleUrl: string;
}): EmailMessage {
  const amount =
    p.currency === "usd" ? formatCents(p.amountCents) : `${p.amountCents} ${p.currency.toUpperCase()} cents`;
  const paragraphs = [
    `A payment of ${amount} arrived that the site could not apply, so nothing was marked paid with it.`,
    `Why: ${HELD_REASON_LABELS[p.reason]}.${p.madeFor ? ` It was made for ${p.madeFor}.` : ""}`,
    `Payment reference: ${p.intentId}. Refund it, or apply it by hand, and mark it done in the console.`,
  ];
  const action = { label: "See money needing attention", url: p.consoleUrl };
  return {
    kind: "payment-held",
    to: p.to,
    subject: `A payment of ${amount} needs your attention`,
    text: [...paragraphs, `${action.label}: ${action.url}`, "Nestz"].join("\n\n"),
    html: layout("A payment needs your attention", paragraphs, action),
  };
}
