/**
 * Proposal and invoice copy that changes only with a release. The shapes the
 * buyer's pages and the console show live in app/domain/proposals/views.ts and
 * app/domain/invoices/views.ts.
 */
import { type LineOutcome, LINES_MAX } from "#app/domain/proposals/draft";

/** The terms a new proposal starts with; the owner may change them on each proposal. */
export const DEFAULT_PROPOSAL_TERMS = [
  "Prices are in US dollars and hold until the valid-until date shown above.",
  "The deposit reserves your build slot; we start building once it arrives. The balance is due before delivery, or within 30 days of our invoice on a purchase order.",
  "Delivery is to the site you named, on a day we agree together. The site must be level and reachable by a truck and trailer; if it isn't, we'll talk it through before the day.",
  "Each Nestz is built to WAC 296-150P and comes with our one-year workmanship warranty.",
  "If plans change before we start building, tell us and we'll refund the deposit in full.",
].join("\n\n");

/** What the owner is told after a line button, with the draft saved. Lines are numbered from 1, as on screen. */
export function lineChangeMessage(outcome: LineOutcome): string {
  switch (outcome.kind) {
    case "added":
      return outcome.discount
        ? `Line ${outcome.index + 1} added for the discount: give it a negative price, such as -500. Draft saved.`
        : `Line ${outcome.index + 1} added. Draft saved.`;
    case "full":
      return `A proposal holds at most ${LINES_MAX} lines, so none was added. Draft saved.`;
    case "removed":
      return `Line ${outcome.index + 1} removed. Draft saved.`;
    case "moved":
      return `Line ${outcome.from + 1} is now line ${outcome.to + 1}. Draft saved.`;
    case "unchanged":
      return "Draft saved.";
  }
}

/** What the buyer is told when a proposal cannot be accepted or paid, by why. */
export const proposalRefusals = {
  expired: (day: string) =>
    `This proposal held until the end of ${day} and has now expired. Please get in touch and we'll gladly send you a fresh one.`,
  superseded: (reference: string) =>
    `This proposal was replaced by a newer version, ${reference}. Please use the link in our latest email.`,
  withdrawn:
    "We've withdrawn this proposal, so it can no longer be accepted. Please get in touch if you have questions.",
  declined: "You declined this proposal. If you've changed your mind, get in touch and we'll send a new one.",
  accepted: "You've already accepted this proposal. Thank you!",
  draft: "This proposal isn't ready yet.",
  changed: "This proposal changed while you were reading it. Please read it again before accepting.",
  unavailable:
    "We're sorry: a unit in this rental was booked or went in for repair after we sent it, so we can't hold these dates for you. Nothing was signed or charged. We'll be in touch with other dates or another unit.",
} as const;

export const acceptFormMessages = {
  nameMissing: "Please type your full name to sign.",
  nameTooLong: "Please keep your name under 120 characters.",
  nameHidden: "Your name has hidden characters that change how it reads. Please type it again.",
  nameUnprintable:
    "Please type your name in Latin, Greek or Cyrillic letters, so it prints exactly as typed on the signed record.",
  agree: "Please tick “I agree” to accept the terms.",
  poMissing: "Please enter your purchase order number.",
  poTooLong: "Please keep the purchase order number under 60 characters.",
  poHidden: "The purchase order number has hidden characters that change how it reads. Please type it again.",
  poCharacters:
    "A purchase order number can hold letters, numbers, spaces and - / . # _ : ( ) , + & (starting with a letter or number).",
  reasonTooLong: "Please keep your reason under 2,000 characters.",
} as const;
