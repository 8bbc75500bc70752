import { type PaymentSchedule, scheduleProblems, triggerProblems } from "#app/domain/billing/schedule";
import { parseStageRows, type StageFormValues, stageFormValues } from "#app/domain/billing/schedule-form";
import { dollarsToCents } from "#app/domain/common/money";
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import {
  FEDERAL_PAYMENTS,
  OTHER_REASON_MAX,
  PAPER_MAX,
  TAX_BUYER_KINDS,
  type TaxBuyerKind,
} from "#app/domain/tax/exemptions";
import { splitZip } from "#app/domain/tax/rate-choice";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { GROUP_NAME_MAX, type LineOffer, offerProblems } from "./choices";
import { type PAYMENT_TERMS, PAYMENT_TERMS as TERMS } from "./status";
import { decideProposalTax, type DraftClaim, type DraftDelivery, type DraftRate, taxSendProblems } from "./tax";

export const LINES_MAX = 60;
export const DESCRIPTION_MAX = 300;
export const QUANTITY_MAX = 100_000;
/** Ten million dollars a unit, either way: far past any home, well inside safe integers. */
export const UNIT_PRICE_MAX_CENTS = 1_000_000_000;
export const STREET_MAX = 200;
export const CITY_MAX = 100;
export const PERMIT_MAX = 30;
export const TERMS_MAX = 10_000;

/** A line of a draft: its price may be left open while the owner works on it. */
export interface DraftLine {
  description: string;
  quantity: number;
  unitPriceCents: number | null;
  /** Offered to the buyer to choose (choices.ts); absent when the line is always included. */
  offer?: LineOffer;
}

/** What the owner edits; sending freezes it into a version. */
export interface DraftContent {
  lines: DraftLine[];
  delivery: DraftDelivery;
  /** Who the buyer is for tax; null while the quote form's answer has two meanings. */
  taxBuyerKind: TaxBuyerKind | null;
  /** The exemption claimed, with its evidence; decided by rule (tax.ts). */
  claim: DraftClaim;
  /** The delivery address's rate, once decided from DOR's data or the owner's choice. */
  rate: DraftRate | null;
  /** The stages the contract is invoiced in; its acceptance stage is the deposit. */
  schedule: PaymentSchedule;
  paymentTerms: (typeof PAYMENT_TERMS)[number];
  /** `YYYY-MM-DD`: holds until 23:59:59 Pacific that day. */
  validUntil: string;
  terms: string;
}

export interface DraftSource {
  intent: "buy" | "rent";
  units: number;
  modelName: string;
  optionNames: readonly string[];
  deliveryState: string | null;
  deliveryFeeCents: number | null;
  deliveryPlace: string | null;
  rentalDays: number | null;
}

/**
 * The lines a new proposal starts with, from the request: the home (to buy,
 * or to rent for the request's length), each option, and the delivery at the
 * ZIP's fee for each unit. Prices the site does not know are left open.
 */
export function linesFromRequest(source: DraftSource): DraftLine[] {
  const { units } = source;
  const lines: DraftLine[] = [];
  if (source.intent === "rent" && source.rentalDays) {
    lines.push({
      description: `${source.modelName} rental, ${source.rentalDays} day${source.rentalDays === 1 ? "" : "s"} per unit (priced per unit-day)`,
      quantity: units * source.rentalDays,
      unitPriceCents: null,
    });
  } else {
    lines.push({ description: source.modelName, quantity: units, unitPriceCents: null });
  }
  for (const option of source.optionNames) lines.push({ description: option, quantity: units, unitPriceCents: null });
  const inArea = source.deliveryFeeCents !== null && (source.deliveryState === "WA" || source.deliveryState === "OR");
  lines.push({
    description: source.deliveryPlace ? `Delivery to ${source.deliveryPlace}, per unit` : "Delivery, per unit",
    quantity: units,
    unitPriceCents: inArea ? source.deliveryFeeCents : null,
  });
  return lines;
}

/** The form's text for a price in cents: "12500.00", "-500.00", or "" when open. */
export function priceText(cents: number | null): string {
  if (cents === null) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** What the draft form shows: every value as the text of its field. */
export interface DraftFormValues {
  lines: { description: string; quantity: string; price: string; offer: string; group: string }[];
  street: string;
  city: string;
  state: string;
  zip: string;
  taxBuyerKind: string;
  claim: string;
  federalPayment: string;
  permit: string;
  reason: string;
  paper: string;
  /** The location code the owner picks when the data gives no single answer. */
  taxCode: string;
  stages: StageFormValues[];
  paymentTerms: string;
  validUntil: string;
  terms: string;
}

export function draftFormValues(content: DraftContent): DraftFormValues {
  return {
    lines: content.lines.map((line) => ({
      description: line.description,
      quantity: String(line.quantity),
      price: priceText(line.unitPriceCents),
      offer: line.offer?.kind ?? "included",
      group: line.offer?.kind === "alternative" ? line.offer.group : "",
    })),
    street: content.delivery.street,
    city: content.delivery.city,
    state: content.delivery.state,
    zip: content.delivery.zip,
    taxBuyerKind: content.taxBuyerKind ?? "",
    claim: content.claim.kind,
    federalPayment: content.claim.kind === "federal" ? content.claim.payment : "",
    permit: content.claim.kind === "resale" ? content.claim.permit : "",
    reason: content.claim.kind === "other" ? content.claim.reason : "",
    paper: content.claim.kind === "other" ? content.claim.paper : "",
    taxCode: content.rate?.source === "owner-choice" ? content.rate.code : "",
    stages: stageFormValues(content.schedule.stages),
    paymentTerms: content.paymentTerms,
    validUntil: content.validUntil,
    terms: content.terms,
  };
}

const priceField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const cleaned = value.replace(/[$,\s]/g, "");
    if (cleaned === "") return null;
    try {
      const cents = dollarsToCents(cleaned);
      if (Math.abs(cents) > UNIT_PRICE_MAX_CENTS) throw new RangeError("too large");
      return cents;
    } catch {
      ctx.addIssue({
        code: "custom",
        message: "Enter a price in dollars, such as 12500 or 12,500.00 (a minus sign for a discount).",
      });
      return z.NEVER;
    }
  });

const lineSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, "Describe this line.")
    .max(DESCRIPTION_MAX, `Keep a line's description under ${DESCRIPTION_MAX} characters.`),
  quantity: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, "Enter a whole number of at least 1.")
    .transform(Number)
    .refine((n) => n >= 1 && n <= QUANTITY_MAX, `Enter a whole number from 1 to ${QUANTITY_MAX}.`),
  price: priceField,
  offer: z.enum(["included", "option", "alternative"], { error: "Choose how this line is offered." }),
  group: z.string().trim().max(GROUP_NAME_MAX, `Keep a group's name under ${GROUP_NAME_MAX} characters.`),
});

function offerOf(offer: "included" | "option" | "alternative", group: string): LineOffer | undefined {
  if (offer === "option") return { kind: "option" };
  if (offer === "alternative") return { kind: "alternative", group };
  return undefined;
}

const optionalText = (max: number, message: string) => z.string().trim().max(max, message);

const settingsSchema = z
  .object({
    street: optionalText(STREET_MAX, `Keep the street address under ${STREET_MAX} characters.`),
    city: optionalText(CITY_MAX, `Keep the city under ${CITY_MAX} characters.`),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === "" || value === "WA" || value === "OR",
        "Homes are delivered in Washington and Oregon only.",
      ),
    zip: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || splitZip(value) !== null,
        "Enter a ZIP code of five digits, or ZIP+4 such as 98108-0500.",
      )
      .transform((value) => {
        const zip = splitZip(value);
        return zip ? `${zip.zip}${zip.plus4 ?? ""}` : "";
      }),
    taxBuyerKind: z.union([z.literal(""), z.enum(TAX_BUYER_KINDS)], { error: "Choose who the buyer is." }),
    claim: z.enum(["none", "federal", "resale", "other"], { error: "Choose the exemption claimed, or none." }),
    federalPayment: z.union([z.literal(""), z.enum(FEDERAL_PAYMENTS)], { error: "Choose how the agency pays." }),
    permit: optionalText(PERMIT_MAX, `Keep the permit number under ${PERMIT_MAX} characters.`),
    reason: optionalText(
      OTHER_REASON_MAX,
      `Keep the reason under ${OTHER_REASON_MAX.toLocaleString("en-US")} characters.`,
    ),
    paper: optionalText(PAPER_MAX, `Keep the paper's name under ${PAPER_MAX} characters.`),
    taxCode: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{0,10}$/, "Choose one of the location codes listed."),
    paymentTerms: z.enum(TERMS, { error: "Choose how the buyer may pay." }),
    validUntil: z.string().trim().refine(isCalendarDay, "Choose the last day this proposal holds."),
    terms: z
      .string()
      .trim()
      .max(TERMS_MAX, `Keep the terms under ${TERMS_MAX.toLocaleString("en-US")} characters.`),
  })
  .superRefine((value, ctx) => {
    if (value.claim === "federal" && value.federalPayment === "")
      ctx.addIssue({ code: "custom", path: ["federalPayment"], message: "Choose how the agency pays." });
    if (value.claim === "resale" && value.permit === "")
      ctx.addIssue({ code: "custom", path: ["permit"], message: "Enter the buyer's reseller permit number." });
    if (value.claim !== "none" && value.taxBuyerKind === "")
      ctx.addIssue({
        code: "custom",
        path: ["taxBuyerKind"],
        message: "Choose who the buyer is before claiming an exemption.",
      });
  });

function claimFrom(s: z.infer<typeof settingsSchema>): DraftClaim {
  switch (s.claim) {
    case "none":
      return { kind: "none" };
    case "federal":
      return { kind: "federal", payment: s.federalPayment === "" ? "other-funds" : s.federalPayment };
    case "resale":
      return { kind: "resale", permit: s.permit };
    case "other":
      return { kind: "other", reason: s.reason, paper: s.paper };
  }
}

export type DraftFieldErrors = Record<string, string>;

/** A parsed draft: its content with no rate yet (the server decides it), and the code the owner picked. */
export type DraftParse =
  { ok: true; content: DraftContent; ownerChoice: string | null } | { ok: false; errors: DraftFieldErrors };

export const DRAFT_SETTING_FIELDS = [
  "street",
  "city",
  "state",
  "zip",
  "taxBuyerKind",
  "claim",
  "federalPayment",
  "permit",
  "reason",
  "paper",
  "taxCode",
  "paymentTerms",
  "validUntil",
  "terms",
] as const;

export interface DraftFormInput {
  descriptions: string[];
  quantities: string[];
  prices: string[];
  /** How each line is offered ("included", "option", "alternative") and an alternative's group; absent: included. */
  offers?: string[];
  groups?: string[];
  fields: Record<(typeof DRAFT_SETTING_FIELDS)[number], string | undefined>;
  stages: readonly StageFormValues[];
  /** The units the schedule is split over: the request's, never the form's. */
  units: number;
}

/**
 * Reads the draft form: each line's fields in order, and the settings. Every
 * wrong field gets its message; an exemption the rules refuse is refused here,
 * with the reason and the rule, so nothing of it is stored.
 */
export function parseDraftForm(input: DraftFormInput, today: string): DraftParse {
  const errors: DraftFieldErrors = {};
  const count = input.descriptions.length;
  if (count !== input.quantities.length || count !== input.prices.length)
    return {
      ok: false,
      errors: { form: "The lines of that form did not match up. Please reload the page and try again." },
    };
  if (count > LINES_MAX) return { ok: false, errors: { form: `A proposal holds at most ${LINES_MAX} lines.` } };
  const lines: DraftLine[] = [];
  for (let i = 0; i < count; i += 1) {
    const parsed = lineSchema.safeParse({
      description: input.descriptions[i],
      quantity: input.quantities[i],
      price: input.prices[i],
      offer: input.offers?.[i] ?? "included",
      group: input.groups?.[i] ?? "",
    });
    if (parsed.success) {
      const offer = offerOf(parsed.data.offer, parsed.data.group);
      lines.push({
        description: parsed.data.description,
        quantity: parsed.data.quantity,
        unitPriceCents: parsed.data.price,
        ...(offer ? { offer } : {}),
      });
    } else Object.assign(errors, fieldErrorsOf(parsed.error, `line-${i}-`));
  }
  const offered = offerProblems(lines);
  if (lines.length === count && offered.length > 0) errors["line-offers"] = offered.join(" ");
  const settings = settingsSchema.safeParse(
    Object.fromEntries(Object.entries(input.fields).map(([key, value]) => [key, value ?? ""])),
  );
  if (!settings.success) Object.assign(errors, fieldErrorsOf(settings.error));
  const stages = parseStageRows(input.stages);
  if (!stages.ok) Object.assign(errors, stages.errors);
  if (Object.keys(errors).length > 0 || !settings.success || !stages.ok) return { ok: false, errors };
  const s = settings.data;
  const delivery: DraftDelivery = { street: s.street, city: s.city, state: s.state, zip: s.zip };
  const claim = claimFrom(s);
  const taxBuyerKind = s.taxBuyerKind === "" ? null : s.taxBuyerKind;
  const decision = decideProposalTax({ delivery, taxBuyerKind, claim }, today);
  if (decision.outcome === "refused") {
    const rules = decision.citations.map((citation) => citation.cite).join(", ");
    return { ok: false, errors: { claim: rules ? `${decision.reason} (${rules})` : decision.reason } };
  }
  return {
    ok: true,
    ownerChoice: s.taxCode === "" ? null : s.taxCode,
    content: {
      lines,
      delivery,
      taxBuyerKind,
      claim,
      rate: null,
      schedule: { units: input.units, stages: stages.stages },
      paymentTerms: s.paymentTerms,
      validUntil: s.validUntil,
      terms: s.terms,
    },
  };
}

/** A line operation pressed in the draft form (its buttons work without JavaScript). */
export type LineOperation =
  | { kind: "add" }
  | { kind: "add-discount" }
  | { kind: "remove"; index: number }
  | { kind: "up"; index: number }
  | { kind: "down"; index: number };

export function parseLineOperation(value: string | undefined): LineOperation | null {
  if (value === "add" || value === "add-discount") return { kind: value };
  const match = /^(remove|up|down):(\d{1,3})$/.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] as "remove" | "up" | "down", index: Number(match[2]) };
}

/**
 * What a line operation does to these lines (indexes count from 0). The one place that decides it:
 * `applyLineOperation` carries it out, and the console says it in words and puts the owner's focus
 * back on the line it concerns, since every press loads a new page.
 */
export type LineOutcome =
  | { kind: "added"; discount: boolean; index: number }
  | { kind: "full" }
  | { kind: "removed"; index: number }
  | { kind: "moved"; from: number; to: number }
  | { kind: "unchanged" };

export function lineOutcome(before: readonly DraftLine[], op: LineOperation): LineOutcome {
  const count = before.length;
  switch (op.kind) {
    case "add":
    case "add-discount":
      return count < LINES_MAX
        ? { kind: "added", discount: op.kind === "add-discount", index: count }
        : { kind: "full" };
    case "remove":
      return op.index < count ? { kind: "removed", index: op.index } : { kind: "unchanged" };
    case "up":
    case "down": {
      const to = op.kind === "up" ? op.index - 1 : op.index + 1;
      if (op.index >= count || to < 0 || to >= count) return { kind: "unchanged" };
      return { kind: "moved", from: op.index, to };
    }
  }
}

export function applyLineOperation(lines: readonly DraftLine[], op: LineOperation): DraftLine[] {
  const outcome = lineOutcome(lines, op);
  const next = [...lines];
  switch (outcome.kind) {
    case "added":
      next.push({ description: outcome.discount ? "Discount" : "New line", quantity: 1, unitPriceCents: null });
      break;
    case "removed":
      next.splice(outcome.index, 1);
      break;
    case "moved": {
      const [moved] = next.splice(outcome.from, 1);
      if (moved) next.splice(outcome.to, 0, moved);
      break;
    }
  }
  return next;
}

/** Why a draft cannot be sent yet, in words; empty when it is ready (its schedule is `scheduleSendProblems`). */
export function sendProblems(content: DraftContent, today: string): string[] {
  const problems: string[] = [];
  if (content.lines.length === 0) problems.push("Add at least one line.");
  const open = content.lines.filter((line) => line.unitPriceCents === null).length;
  if (open > 0) problems.push(`Price every line (${open} still ${open === 1 ? "has" : "have"} no price).`);
  problems.push(...taxSendProblems(content, today));
  if (content.validUntil < today) problems.push("Choose a valid-until day from today on.");
  return problems;
}

/** Why the payment schedule cannot be sent with this total, in words: every invoice it makes must ask for a cent or more. */
export function scheduleSendProblems(content: DraftContent, totalCents: number): string[] {
  if (totalCents <= 0) return [];
  const { units, stages } = content.schedule;
  return [...triggerProblems(stages), ...scheduleProblems(totalCents, units, stages)].map(
    (problem) => `Payment schedule: ${problem}`,
  );
}
