import { escapeHtml } from "#app/domain/common/text";
import type { SummaryLine } from "#app/domain/quote-requests/views";

import type { EmailMessage } from "./outbox.server";

export function layout(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("");
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#174236;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2f3a3f;line-height:1.5;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-family:Georgia,serif;color:#10302a">${escapeHtml(title)}</h1>${body}${button}<p style="color:#56666d;font-size:14px">Nestz · tiny homes from the Pacific Northwest</p></body></html>`;
}

export function passwordResetEmail({ to, name, url }: { to: string; name: string; url: string }): EmailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const lines = [
    greeting,
    "Someone (we hope you) asked to reset the password of your Nestz account. The link below works once, for the next hour.",
    "If you didn't ask for this, you can ignore this email: your password stays as it is.",
  ];
  return {
    kind: "password-reset",
    to,
    subject: "Reset your Nestz password",
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n\nNestz`,
    html: layout("Reset your password", lines, { label: "Choose a new password", url }),
  };
}

export interface ConfirmationLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
}

export function orderConfirmationEmail({
  to,
  name,
  orderNumber,
  lines,
  totalCents,
  formatMoney,
}: {
  to: string;
  name: string;
  orderNumber: string;
  lines: ConfirmationLine[];
  totalCents: number;
  formatMoney: (cents: number) => string;
}): EmailMessage {
  const greeting = name && name !== "guest" ? `Hi ${name},` : "Hi,";
  const items = lines.map(
    (line) => `${line.quantity} × ${line.name} — ${formatMoney(line.quantity * line.unitPriceCents)}`,
  );
  const intro = `Thank you for your order ${orderNumber}. Your payment went through, and here is what you bought:`;
  const outro = "We'll pop it in the mail soon. Questions? Just reply to this email or give us a call.";
  return {
    kind: "order-confirmation",
    to,
    subject: `Your Nestz order ${orderNumber}`,
    text: `${greeting}\n\n${intro}\n\n${items.join("\n")}\n\nTotal: ${formatMoney(totalCents)}\n\n${outro}\n\nNestz`,
    html: layout(`Order ${orderNumber}`, [greeting, intro, ...items, `Total: ${formatMoney(totalCents)}`, outro]),
  };
}

/** To an address ADMIN_EMAILS names: following the link proves it and opens the console. */
export function consoleConfirmationEmail({ to, name, url }: { to: string; name: string; url: string }): EmailMessage {
  const greeting = name ? `Hi ${name},` : "Hi,";
  const lines = [
    greeting,
    "This address is on the Nestz team list. Before it can open the owner's console, please confirm it's yours: follow the link below and choose a password. The link works once, for the next hour.",
    "If you didn't sign up on the Nestz site, ignore this email: nothing changes, and nobody gets into the console.",
  ];
  return {
    kind: "console-confirmation",
    to,
    subject: "Confirm your address to open the Nestz console",
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n\nNestz`,
    html: layout("Confirm your address", lines, { label: "Confirm and choose a password", url }),
  };
}

export type { SummaryLine };

const summaryText = (lines: readonly SummaryLine[]) => lines.map(([label, value]) => `${label}: ${value}`).join("\n");

/** The business's copy of a new quote request, everything the buyer sent. */
export function quoteRequestSummaryEmail({
  to,
  reference,
  headline,
  lines,
  message,
}: {
  to: string;
  reference: string;
  /** "4 × Office Nestz to buy, for a government agency" */
  headline: string;
  lines: readonly SummaryLine[];
  message: string;
}): EmailMessage {
  const intro = `A new request came in through the website: ${headline}.`;
  const said = message ? ["Their message:", message] : ["They left no message."];
  return {
    kind: "quote-request",
    to,
    subject: `Quote request ${reference}: ${headline}`.slice(0, 200),
    text: `${intro}\n\n${summaryText(lines)}\n\n${said.join("\n")}\n`,
    html: layout(`Quote request ${reference}`, [
      intro,
      ...lines.map(([label, value]) => `${label}: ${value}`),
      ...said,
    ]),
  };
}

/** The buyer's confirmation: their reference, what they asked for and what happens next. */
export function quoteConfirmationEmail({
  to,
  name,
  reference,
  lines,
  nextSteps,
}: {
  to: string;
  name: string;
  reference: string;
  lines: readonly SummaryLine[];
  nextSteps: readonly string[];
}): EmailMessage {
  const greeting = `Hi ${name},`;
  const intro = `Thank you for your request. Your reference is ${reference}; mention it whenever you write or call and we'll find your request straight away.`;
  const recap = "Here is what you sent us:";
  const outro = "Questions in the meantime? Just reply to this email.";
  return {
    kind: "quote-confirmation",
    to,
    subject: `Your Nestz quote request ${reference}`,
    text: `${greeting}\n\n${intro}\n\n${recap}\n${summaryText(lines)}\n\nWhat happens next:\n${nextSteps.map((step) => `- ${step}`).join("\n")}\n\n${outro}\n\nNestz`,
    html: layout(`Request ${reference} received`, [
      greeting,
      intro,
      recap,
      ...lines.map(([label, value]) => `${label}: ${value}`),
      "What happens next:",
      ...nextSteps,
      outro,
    ]),
  };
}

/** To the buyer when the shop refunds an order in full. */
export function orderRefundedEmail({
  to,
  name,
  orderNumber,
  totalCents,
  formatMoney,
}: {
  to: string;
  name: string;
  orderNumber: string;
  totalCents: number;
  formatMoney: (cents: number) => string;
}): EmailMessage {
  const greeting = name && name !== "guest" ? `Hi ${name},` : "Hi,";
  const lines = [
    greeting,
    `We've refunded your order ${orderNumber} in full: ${formatMoney(totalCents)} is on its way back to the card you paid with.`,
    "Banks usually take 5 to 10 business days to show it on your statement. You don't need to do anything.",
    "Questions, or was this a surprise? Just reply to this email or give us a call.",
  ];
  return {
    kind: "order-refunded",
    to,
    subject: `Your refund for Nestz order ${orderNumber}`,
    text: `${lines.join("\n\n")}\n\nNestz`,
    html: layout(`Refund for order ${orderNumber}`, lines),
  };
}

/** The papers a buyer asked for (a W-9, a certificate of insurance), attached as PDFs. */
export function papersEmail({
  to,
  name,
  reference,
  papers,
}: {
  to: string;
  name: string;
  reference: string;
  papers: readonly string[];
}): EmailMessage {
  const greeting = `Hi ${name},`;
  const intro = `As you asked with request ${reference}, here ${papers.length === 1 ? "is our" : "are our"} ${papers.join(" and ")}, attached as PDF.`;
  const outro = "If your office needs anything else for its files, just reply to this email.";
  return {
    kind: "papers",
    to,
    subject: `Nestz papers for ${reference}`,
    text: `${greeting}\n\n${intro}\n\n${outro}\n\nNestz`,
    html: layout("Our papers, for your files", [greeting, intro, outro]),
  };
}
