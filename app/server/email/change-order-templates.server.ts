/** The emails of a change order: the buyer's link when it is sent, and the owner's notice of the answer. */
import { formatCents } from "#app/domain/common/money";
import { getEnv } from "#app/server/config/env.server";

import type { EmailMessage } from "./outbox.server";
import { layout } from "./templates.server";

const greeting = (name: string) => (name ? `Hi ${name},` : "Hi,");

function message(
  kind: string,
  to: string,
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): EmailMessage {
  const text = [...paragraphs, `${action.label}: ${action.url}`, "Nestz"].join("\n\n");
  return { kind, to, subject, text, html: layout(subject, paragraphs, action) };
}

/** "adds $1,250.00" or "takes $300.00 off". */
export const differenceWords = (cents: number) =>
  cents >= 0 ? `adds ${formatCents(cents)}` : `takes ${formatCents(-cents)} off`;

export function changeOrderSentEmail(p: {
  to: string;
  name: string;
  number: string;
  proposalReference: string;
  differenceCents: number;
  contractAfterCents: number;
  validUntilLabel: string;
  url: string;
}): EmailMessage {
  return message(
    "change-order-sent",
    p.to,
    `Change order ${p.number} to your Nestz order`,
    [
      greeting(p.name),
      `Here is the change to your order ${p.proposalReference} we talked about. It ${differenceWords(p.differenceCents)}, which makes your order ${formatCents(p.contractAfterCents)} in all.`,
      `It holds until the end of ${p.validUntilLabel} (Pacific time). The link shows every line, the tax and how your remaining payments change; accept it there with your typed name. What you signed before stays as it is.`,
      "Questions? Just reply to this email or give us a call.",
    ],
    { label: "Open the change order", url: p.url },
  );
}

export function changeOrderOwnerNotice(p: {
  number: string;
  buyerName: string;
  answer: "accepted" | "declined";
  details: string[];
  consoleUrl: string;
}): EmailMessage {
  return message(
    `change-order-${p.answer}`,
    getEnv().CONTACT_EMAIL,
    `Change order ${p.number} ${p.answer} by ${p.buyerName}`,
    [`${p.buyerName} ${p.answer} change order ${p.number}.`, ...p.details],
    { label: "Open it in the console", url: p.consoleUrl },
  );
}
