/**
 * A rented unit coming back (docs/decisions/0145): the return inspection's
 * checklist and charges (the deposit less them is price.ts's
 * `depositLessCharges`), and a rental turned into a purchase that credits a
 * share of the rent paid. No I/O here.
 */
import { type Cents, formatCents } from "#app/domain/common/money";
import { z } from "#app/domain/common/zod";

/** What the owner checks on every unit that comes back, in the order of a walk round it. */
export const INSPECTION_ITEMS = [
  "exterior",
  "interior",
  "appliances",
  "plumbing",
  "electrical",
  "keys",
  "cleanliness",
] as const;
export type InspectionItem = (typeof INSPECTION_ITEMS)[number];

export const INSPECTION_ITEM_LABELS: Record<InspectionItem, string> = {
  exterior: "Exterior: siding, roof, windows, steps",
  interior: "Interior: walls, floor, doors, fixtures",
  appliances: "Appliances: all there and working",
  plumbing: "Plumbing: no leaks, drains clear",
  electrical: "Electrical: lights, outlets, breaker panel",
  keys: "Keys and remotes: all returned",
  cleanliness: "Cleanliness: ready for the next renter",
};

/** How each item was found. */
export const ITEM_CONDITIONS = ["good", "attention"] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export const ITEM_CONDITION_LABELS: Record<ItemCondition, string> = {
  good: "Good",
  attention: "Needs attention",
};

export type InspectionChecklist = Record<InspectionItem, ItemCondition>;

/** What a charge is for. */
export const CHARGE_KINDS = ["damage", "cleaning"] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = { damage: "Damage", cleaning: "Cleaning" };

export interface InspectionCharge {
  kind: ChargeKind;
  description: string;
  cents: Cents;
}

/** The form offers this many charge rows; an inspection needing more is rare enough to sum in one. */
export const CHARGE_ROWS = 4;
export const CHARGE_DESCRIPTION_MAX = 200;
export const INSPECTION_NOTES_MAX = 2000;
/** A charge is at most $50,000: a whole unit. */
export const CHARGE_MAX_CENTS = 5_000_000;
/** As a stage or a delivery on the production board: the front door lets the form three photos' bytes. */
export const INSPECTION_PHOTOS_MAX = 3;

/** A share is stated in percent with up to two decimals, kept as basis points (1 % = 100). */
export const SHARE_MAX_BASIS_POINTS = 10_000;

/** `share` of the rent paid, rounded half up to the cent (the database checks the same sum). */
export function rentCreditCents(rentPaidCents: Cents, shareBasisPoints: number): Cents {
  if (!Number.isSafeInteger(rentPaidCents) || rentPaidCents < 0) throw new RangeError(`${rentPaidCents} is not cents`);
  if (!Number.isInteger(shareBasisPoints) || shareBasisPoints < 1 || shareBasisPoints > SHARE_MAX_BASIS_POINTS) {
    throw new RangeError(`${shareBasisPoints} is not a share`);
  }
  return Number((BigInt(rentPaidCents) * BigInt(shareBasisPoints) + 5_000n) / 10_000n);
}

/** "50 %", "33.5 %". */
export function shareLabel(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })} %`;
}

/** The sale draft's credit line: what it credits and from which rental. */
export function rentCreditLine(p: {
  reference: string;
  shareBasisPoints: number;
  rentPaidCents: Cents;
  creditCents: Cents;
}) {
  return {
    description: `Credit: ${shareLabel(p.shareBasisPoints)} of the ${formatCents(p.rentPaidCents)} rent paid on rental ${p.reference}`,
    quantity: 1,
    unitPriceCents: -p.creditCents,
  };
}

/** A charge as the renter's email and the console say it: "Damage: cracked window — $180.00". */
export function chargeText(charge: InspectionCharge & { unitName?: string }): string {
  const where = charge.unitName ? ` (${charge.unitName})` : "";
  return `${CHARGE_KIND_LABELS[charge.kind]}${where}: ${charge.description} — ${formatCents(charge.cents)}`;
}

const DOLLARS = /^\$?\s*(\d{1,6}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/;

/** Dollars as typed ("180", "$1,250.50") in cents, or null when it is not an amount. */
export function centsFromTyped(raw: string): number | null {
  const match = DOLLARS.exec(raw.trim());
  if (!match?.[1]) return null;
  const whole = Number(match[1].replaceAll(",", ""));
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  const total = whole * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** A percent as typed ("50", "33.5", "12.25 %") in basis points, or null. */
export function percentToBasisPoints(raw: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(raw.trim());
  if (!match?.[1]) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return points >= 1 && points <= SHARE_MAX_BASIS_POINTS ? points : null;
}

const id = z.coerce.number({ error: "Choose a rental." }).int().positive("Choose a rental.");

/** The inspection form as the browser sends it: `item-<name>`, `notes`, and rows `charge-<i>-kind|description|amount`. */
export type InspectionFields = Record<string, string | undefined>;

export interface InspectionInput {
  bookingId: number;
  checklist: InspectionChecklist;
  notes: string;
  charges: InspectionCharge[];
}

export type InspectionParse = { ok: true; data: InspectionInput } | { ok: false; errors: Record<string, string> };

/** Checks the inspection form; every problem is named by the field it is about. */
export function parseInspection(fields: InspectionFields): InspectionParse {
  const errors: Record<string, string> = {};
  const booking = id.safeParse(fields.bookingId);
  if (!booking.success) errors.form = "Choose the unit that came back.";

  const checklist = {} as InspectionChecklist;
  for (const item of INSPECTION_ITEMS) {
    const value = fields[`item-${item}`];
    if (value === "good" || value === "attention") checklist[item] = value;
    else errors[`item-${item}`] = `Say how the ${item} was found.`;
  }

  const notes = (fields.notes ?? "").trim();
  if (notes.length > INSPECTION_NOTES_MAX) errors.notes = `Keep the notes under ${INSPECTION_NOTES_MAX} characters.`;

  const charges: InspectionCharge[] = [];
  for (let row = 0; row < CHARGE_ROWS; row += 1) {
    const description = (fields[`charge-${row}-description`] ?? "").replace(/\s+/g, " ").trim();
    const amount = (fields[`charge-${row}-amount`] ?? "").trim();
    const kind = fields[`charge-${row}-kind`] ?? "damage";
    if (!description && !amount) continue;
    const key = `charge-${row}`;
    if (kind !== "damage" && kind !== "cleaning") errors[key] = "Choose damage or cleaning.";
    else if (!description) errors[key] = "Say what the charge is for: the renter reads it.";
    else if (description.length > CHARGE_DESCRIPTION_MAX)
      errors[key] = `Keep the description under ${CHARGE_DESCRIPTION_MAX} characters.`;
    else {
      const cents = centsFromTyped(amount);
      if (cents === null || cents < 1) errors[key] = "Enter the charge in dollars, at least $0.01.";
      else if (cents > CHARGE_MAX_CENTS) errors[key] = `A charge is at most ${formatCents(CHARGE_MAX_CENTS)}.`;
      else charges.push({ kind, description, cents });
    }
  }

  if (Object.keys(errors).length > 0 || !booking.success) return { ok: false, errors };
  return { ok: true, data: { bookingId: booking.data, checklist, notes, charges } };
}

// ——— What the console shows of a rental coming back ———

export interface InspectionView {
  checklist: InspectionChecklist;
  notes: string;
  charges: InspectionCharge[];
  photos: { src: string; alt: string }[];
  recordedOn: string;
}

export interface ReturnUnitView {
  bookingId: number;
  unitName: string;
  startsOn: string;
  endsOn: string;
  /** The stay has begun, so the unit can be inspected as it comes back. */
  inspectable: boolean;
  inspection: InspectionView | null;
}

/** An accepted rental as the returns page lists it: its units, the deposit's settlement, and rent-then-buy. */
export interface ReturnRentalView {
  proposalId: number;
  reference: string;
  renter: string;
  units: ReturnUnitView[];
  refund: {
    id: number;
    depositPaidCents: number;
    chargesCents: number;
    refundCents: number;
    way: "card" | "by-hand";
    refunded: boolean;
    sentNote: string | null;
    restInvoice: string | null;
  } | null;
  rentPaidCents: number;
  conversion: { saleProposalId: number; creditCents: number; shareBasisPoints: number } | null;
}
