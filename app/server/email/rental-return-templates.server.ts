/** The renter's email once every unit of a rental is back and inspected: each charge, and the deposit's way home. */
import { formatCents } from "#app/domain/common/money";
import { chargeText, type InspectionCharge } from "#app/domain/rentals/returns";

import type { EmailMessage } from "./outbox.server";
import { layout } from "./templates.server";

export function depositSettledEmail(p: {
  to: string;
  name: string;
  reference: string;
  depositPaidCents: number;
  charges: readonly (InspectionCharge & { unitName: string })[];
  refundCents: number;
  way: "card" | "by-hand";
  /** The invoice for the charges beyond the deposit, if any. */
  rest: { number: string; amountCents: number } | null;
}): EmailMessage {
  const paragraphs = [
    p.name ? `Hi ${p.name},` : "Hi,",
    `Thank you for renting with us. Every unit of rental ${p.reference} is back and inspected.`,
    p.charges.length === 0
      ? `We found nothing to charge for, so your whole security deposit of ${formatCents(p.depositPaidCents)} comes back to you.`
      : `Your security deposit was ${formatCents(p.depositPaidCents)}. The inspection found:`,
    ...p.charges.map((charge) => `• ${chargeText(charge)}`),
    ...(p.charges.length > 0 && p.refundCents > 0
      ? [`That leaves ${formatCents(p.refundCents)} of your deposit to refund to you.`]
      : []),
    ...(p.refundCents > 0
      ? [
          p.way === "card"
            ? "It goes back to the card you paid the deposit with; your bank may take a few days to show it."
            : "We'll send it to you the way you paid it, and let you know when it's on its way.",
        ]
      : []),
    ...(p.rest
      ? [
          `The charges come to more than the deposit: invoice ${p.rest.number} for the remaining ${formatCents(p.rest.amountCents)} follows in a separate email.`,
        ]
      : []),
    "If anything here looks wrong to you, just reply and we'll look at it together.",
  ];
  return {
    kind: "rental-deposit-settled",
    to: p.to,
    subject: `Your security deposit for rental ${p.reference}`,
    text: [...paragraphs, "Nestz"].join("\n\n"),
    html: layout("Your security deposit", paragraphs),
  };
}
