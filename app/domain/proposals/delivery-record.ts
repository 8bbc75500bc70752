/**
 * The record of a delivery outside Washington, as the owner's console takes
 * it on the day: who delivered, where, who received the homes, and the
 * buyer's acknowledgement, typed (the way that works without JavaScript) or
 * drawn. Washington expects the seller to prove such a delivery (WAC 458-20-193).
 */
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import { type DeliveryRecord, deliveryRecordGaps, destinationOf } from "#app/domain/tax/exemptions";
import type { AcknowledgementKind } from "#app/domain/tax/treatments";

export const DELIVERED_BY_MAX = 200;
export const PLACE_MAX = 300;
export const NAME_MAX = 200;
/** A drawn signature's path data: a few thousand points at most. */
export const DRAWING_MAX = 100_000;

export const DELIVERY_RECORD_FIELDS = [
  "deliveredBy",
  "place",
  "state",
  "receivedBy",
  "acknowledgedName",
  "signatureDrawing",
  "acknowledged",
] as const;

export interface DeliveryRecordInput {
  deliveredBy: string;
  place: string;
  state: string;
  receivedBy: string;
  acknowledgement: AcknowledgementKind;
  acknowledgedName: string;
  signatureDrawing: string | null;
}

const text = (max: number, empty: string, long: string) => z.string().trim().min(1, empty).max(max, long);

const schema = z.object({
  deliveredBy: text(DELIVERED_BY_MAX, "Say who delivered the homes.", "Keep who delivered under 200 characters."),
  place: text(PLACE_MAX, "Enter the address the homes were left at.", "Keep the address under 300 characters."),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => destinationOf(value) !== null, "Enter the state as two letters, such as OR.")
    .refine((value) => value !== "WA", "A delivery in Washington is taxed there: there is nothing to record."),
  receivedBy: text(NAME_MAX, "Enter who received the homes.", "Keep the name under 200 characters."),
  acknowledgedName: text(
    NAME_MAX,
    "The buyer types their name to acknowledge the delivery.",
    "Keep the name under 200 characters.",
  ),
  signatureDrawing: z
    .string()
    .trim()
    .max(DRAWING_MAX, "That drawing is too large: clear it and sign again.")
    .regex(/^[ML0-9 .,-]*$/, "That drawing could not be read: clear it and sign again."),
  acknowledged: z.literal("yes", { error: "The buyer confirms they received the homes here today." }),
});

export type DeliveryRecordParse =
  { ok: true; record: DeliveryRecordInput } | { ok: false; errors: Record<string, string> };

export function parseDeliveryRecord(
  fields: Record<(typeof DELIVERY_RECORD_FIELDS)[number], string | undefined>,
  today: string,
): DeliveryRecordParse {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? ""])));
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const value = parsed.data;
  const drawn = value.signatureDrawing !== "";
  const record: DeliveryRecord = {
    deliveredOn: today,
    place: value.place,
    state: value.state,
    signedBy: value.receivedBy,
    buyerSigned: true,
  };
  const gaps = deliveryRecordGaps(record);
  if (gaps.length > 0) return { ok: false, errors: { form: `The record needs ${gaps.join(", ")}.` } };
  return {
    ok: true,
    record: {
      deliveredBy: value.deliveredBy,
      place: value.place,
      state: value.state,
      receivedBy: value.receivedBy,
      acknowledgement: drawn ? "drawn" : "typed",
      acknowledgedName: value.acknowledgedName,
      signatureDrawing: drawn ? value.signatureDrawing : null,
    },
  };
}
