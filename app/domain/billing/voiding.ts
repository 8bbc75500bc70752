/**
 * Voiding an invoice: it keeps its number (numbers never go back nor skip),
 * says why, and asks for nothing more. Only an invoice nothing was paid on
 * can be voided; money received is corrected with a credit note instead.
 */
import { z } from "#app/domain/common/zod";

export const VOID_REASON_MAX = 300;

const REASON_NEEDED = "Say why the invoice is void: the buyer and your books will read it.";

export const voidReason = z
  .string({ error: REASON_NEEDED })
  .trim()
  .min(1, REASON_NEEDED)
  .max(VOID_REASON_MAX, `Keep the reason under ${VOID_REASON_MAX} characters.`);

/** How the invoice page, its PDF and the console say an invoice is void. */
export function voidedNotice(voided: { on: string; reason: string }): string {
  return `Voided on ${voided.on}: ${voided.reason} Nothing is owed on this invoice; its number stays on record.`;
}
