import {
  checkTestCard,
  parseExpiry,
  TEST_CARDS,
  type TestCardField,
  type TestCardInput,
  testCardMessages,
} from "./test-cards";

/** What the checkout's test card form holds, as typed. */
export interface TestCardFormValues {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type TestCardFormErrors = Partial<Record<TestCardField, string>>;

export type TestCardFormResult = { ok: true; card: TestCardInput } | { ok: false; errors: TestCardFormErrors };

/** A card that passes every check, to test one field at a time. */
const GOOD: TestCardInput = { number: TEST_CARDS.succeeds, expMonth: 12, expYear: 9999, cvc: "123" };

/**
 * Checks the form before anything is sent, with the very rules the server
 * applies (`checkTestCard`). That function reports the first problem only;
 * checking each field beside known-good others reports every field's
 * problem at once, so a person fixes them in one go.
 */
export function validateTestCardForm(values: TestCardFormValues, now: Date): TestCardFormResult {
  const number = values.number.replace(/[\s-]/g, "");
  const cvc = values.cvc.trim();
  const expiry = parseExpiry(values.expiry);
  const problem = (part: Partial<TestCardInput>) => {
    const check = checkTestCard({ ...GOOD, ...part }, now);
    return check.ok ? undefined : check.message;
  };
  const errors: TestCardFormErrors = {
    number: problem({ number }),
    expiry: expiry ? problem(expiry) : testCardMessages.expiry,
    cvc: problem({ cvc }),
  };
  if (errors.number || errors.expiry || errors.cvc || !expiry) {
    return { ok: false, errors: Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) };
  }
  return { ok: true, card: { number, expMonth: expiry.expMonth, expYear: expiry.expYear, cvc } };
}

/** Writes a card number in groups of four as it is typed ("4242 4242 4242 4242"). */
export function formatCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Puts the slash in an expiry as it is typed: "043" → "04/3". Deleting is left alone. */
export function formatExpiry(typed: string, previous: string): string {
  if (typed.length < previous.length) return typed;
  // One more key on a complete MM/YY changes nothing (a paste is read whole, below).
  if (/^\d{2}\/\d{2}$/.test(previous) && typed.length === previous.length + 1) return previous;
  const all = typed.replace(/\D/g, "");
  // A pasted MM/YYYY keeps the year's last two digits.
  const digits = all.length >= 6 ? `${all.slice(0, 2)}${all.slice(4, 6)}` : all.slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
