/**
 * What the buyer types on a proposal's link and what it becomes: the name
 * they sign with and a purchase order number. Both are printed in the
 * acceptance record, on invoices and in their PDFs, so both take the rule
 * account names follow (nothing hidden: no direction overrides or invisible
 * marks that make text read differently from what was stored) and only
 * characters the PDFs can draw. Each form words its own messages.
 */
import { PO_NUMBER_MAX } from "#app/domain/billing/invoices";
import { isPrintable } from "#app/domain/common/printable-characters";
import { z } from "#app/domain/common/zod";
import { hasHiddenCharacters } from "#app/domain/people/names";

export const SIGNATURE_NAME_MAX = 120;

/** Letters and numbers of any printable script, spaces, and the punctuation purchase order numbers use. */
const PO_NUMBER_CHARACTERS = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} #&()+,./:_-]*$/u;

/** Text as the buyer typed it, composed (NFC) and trimmed, so what is checked is what is stored. */
const typedText = (missing: string) => z.string({ error: missing }).transform((value) => value.normalize("NFC").trim());

/** The name a buyer signs a proposal with. */
export function signatureName(messages: { missing: string; tooLong: string; hidden: string; unprintable: string }) {
  return typedText(messages.missing).pipe(
    z
      .string()
      .min(1, { error: messages.missing, abort: true })
      .max(SIGNATURE_NAME_MAX, { error: messages.tooLong, abort: true })
      .refine((value) => !hasHiddenCharacters(value), { error: messages.hidden, abort: true })
      .refine(isPrintable, messages.unprintable),
  );
}

/** A purchase order number, as the buyer's office wrote it. */
export function purchaseOrderNumber(messages: {
  missing: string;
  tooLong: string;
  hidden: string;
  characters: string;
}) {
  return typedText(messages.missing).pipe(
    z
      .string()
      .min(1, { error: messages.missing, abort: true })
      .max(PO_NUMBER_MAX, { error: messages.tooLong, abort: true })
      .refine((value) => !hasHiddenCharacters(value), { error: messages.hidden, abort: true })
      .refine((value) => PO_NUMBER_CHARACTERS.test(value) && isPrintable(value), messages.characters),
  );
}
