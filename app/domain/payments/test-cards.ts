/**
 * The built-in test payment provider's cards: Stripe's published test
 * numbers, behaving as they do on Stripe. Shared by the checkout form (to
 * catch mistakes before sending) and the server (which decides).
 */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
} as const;

export type TestCardField = "number" | "expiry" | "cvc";

export type TestCardCheck =
  { ok: true; outcome: "succeeds" | "declined" } | { ok: false; field: TestCardField; message: string };

export const testCardMessages = {
  number: "Use a test card number: 4242 4242 4242 4242 or 4000 0000 0000 0002",
  expired: "This card has expired",
  expiry: "Enter the expiry as MM/YY",
  cvc: "Enter the 3- or 4-digit security code",
} as const;

export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** Reads "MM/YY" (or "MM / YYYY") into month and four-digit year. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** Checks a test card; `now` decides what "expired" means (a card is good through its month). */
export function checkTestCard(card: TestCardInput, now: Date): TestCardCheck {
  const digits = card.number.replace(/[\s-]/g, "");
  const outcome = digits === TEST_CARDS.succeeds ? "succeeds" : digits === TEST_CARDS.declined ? "declined" : null;
  if (!outcome) return { ok: false, field: "number", message: testCardMessages.number };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear)) {
    return { ok: false, field: "expiry", message: testCardMessages.expiry };
  }
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expYear * 12 + (card.expMonth - 1) < thisMonth) {
    return { ok: false, field: "expiry", message: testCardMessages.expired };
  }
  if (!/^\d{3,4}$/.test(card.cvc)) return { ok: false, field: "cvc", message: testCardMessages.cvc };
  return { ok: true, outcome };
}
