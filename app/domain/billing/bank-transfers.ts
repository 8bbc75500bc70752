/**
 * Bank transfers to a buyer's own account number (docs/decisions/0094):
 * what an invoice prints of that account, and what the simulated transfer
 * form accepts. Matching the money is `applyTransfer` (aging.ts). No I/O.
 */
import { formatCents } from "#app/domain/common/money";

/** The account and routing number a buyer sends transfers to, as the payment provider gave them. */
export interface BankAccountView {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  routingNumber: string;
}

/** The facts an invoice prints for a transfer to the buyer's own account, label and value. */
export function bankTransferFacts(account: BankAccountView): [label: string, value: string][] {
  return [
    ["Bank", account.bankName],
    ["Account holder", account.accountHolderName],
    ["Account number", account.accountNumber],
    ["Routing number", account.routingNumber],
  ];
}

/** Why the account is worth using, in one sentence under it. */
export const BANK_TRANSFER_NOTE =
  "This account number is yours alone, for ACH or wire: what arrives in it pays your open invoices by itself, oldest first, and anything over is kept as a credit on your next invoice.";

/** The most one simulated transfer may carry: $10 million, as a guard against a slip of the keyboard. */
export const SIMULATED_TRANSFER_MAX_CENTS = 1_000_000_000;

/**
 * A simulated transfer's amount in dollars ("1,250.50", "$900") as cents,
 * or the sentence saying why it cannot be taken.
 */
export function simulatedTransferCents(text: string): { ok: true; cents: number } | { ok: false; message: string } {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return { ok: false, message: "Enter an amount in dollars, like 1250.00." };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (cents < 1) return { ok: false, message: "Enter an amount of at least $0.01." };
  if (cents > SIMULATED_TRANSFER_MAX_CENTS) {
    return { ok: false, message: `A simulated transfer is at most ${formatCents(SIMULATED_TRANSFER_MAX_CENTS)}.` };
  }
  return { ok: true, cents };
}

/** A buyer is known by their email, whatever its case. */
export const buyerKey = (email: string) => email.trim().toLowerCase();
