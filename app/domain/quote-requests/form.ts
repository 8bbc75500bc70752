import { email } from "#app/domain/auth/forms";
import { isPrintable } from "#app/domain/common/printable-characters";
import { withoutControlCharacters } from "#app/domain/common/text";
import { fieldErrorsOf, z } from "#app/domain/common/zod";
import { normalizeZip } from "#app/domain/delivery/fee";
import { REQUESTABLE_PAPERS, type RequestablePaper } from "#app/domain/documents/documents";
import { hasHiddenCharacters, personName } from "#app/domain/people/names";

import {
  BUYER_TYPES,
  type BuyerType,
  CITY_MAX,
  type HomeModel,
  type HomeOption,
  type Intent,
  INTENTS,
  MESSAGE_MAX,
  MODELS,
  NAME_MAX,
  OPTIONS,
  ORGANIZATION_MAX,
  PHONE_MAX,
  PO_REFERENCE_MAX,
  QUOTE_TEXT_FIELDS,
  type QuoteField,
  type QuoteFieldErrors,
  type QuoteFormValues,
  rentalLengthProblem,
  rentalTooLong,
  STREET_MAX,
  UNITS_MAX,
  UNITS_MIN,
} from "./rules";

/**
 * What a quote or rental request must hold, checked in the /Contact form
 * action. Pure: the business's figures and today's date come in as `rules`.
 */
export interface QuoteRules {
  /** Rentals are for under this many days of continuous occupancy (app/content/facts.ts). */
  rentalMaxDays: number;
  /** Today in the business's time zone, `YYYY-MM-DD`. */
  today: string;
}

/** A request that passed every rule: trimmed, typed, and with only the fields that apply. */
export interface QuoteRequestInput {
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  buyerType: BuyerType;
  /** Government buyers only. */
  poReference: string | null;
  intent: Intent;
  units: number;
  model: HomeModel;
  options: HomeOption[];
  /** Papers the buyer asked us to send: a W-9, a certificate of insurance. */
  papers: RequestablePaper[];
  /** Where the homes go: street and city optional, the ZIP required. */
  street: string | null;
  city: string | null;
  zip: string;
  /** `YYYY-MM`. */
  neededBy: string;
  /** Rentals only: `YYYY-MM-DD` and a length under `rentalMaxDays`. */
  rentalStart: string | null;
  rentalDays: number | null;
  message: string;
}

export type QuoteParse = { ok: true; request: QuoteRequestInput } | { ok: false; errors: QuoteFieldErrors };

/** How far ahead a request may plan, in years. */
const YEARS_AHEAD = 5;

export const quoteMessages = {
  name: {
    missing: "Please enter your name.",
    tooLong: `Names can be at most ${NAME_MAX} characters.`,
    hidden: "Names can't contain hidden or control characters.",
    unprintable:
      "Please write your name in Latin, Greek or Cyrillic letters, so it prints exactly as typed on your proposal.",
  },
  phone: "Please enter a phone number with its area code, like (503) 555-0142, or leave it empty.",
  organization: `Please keep the organization's name under ${ORGANIZATION_MAX} characters, with no hidden characters.`,
  organizationUnprintable:
    "Please write the organization's name in Latin, Greek or Cyrillic letters, so it prints exactly as typed on your proposal.",
  buyerType: "Please choose who you're buying for.",
  poReference: `Please keep the bid or PO reference under ${PO_REFERENCE_MAX} characters, with no hidden characters.`,
  intent: "Please choose whether you'd like to buy or rent.",
  units: `Please enter how many units you need, a whole number from ${UNITS_MIN} to ${UNITS_MAX}.`,
  model: "Please choose the Bedroom Nestz or the Office Nestz.",
  options: "Please choose options from the list.",
  papers: "Please choose papers from the list.",
  street: `Please keep the street address under ${STREET_MAX} characters, with no hidden characters.`,
  city: `Please keep the city under ${CITY_MAX} characters, with no hidden characters.`,
  zip: "Please enter the five-digit ZIP code where your Nestz will go, like 97218.",
  neededBy: "Please choose the month you need them, like 2027-03.",
  neededByPast: "That month has already passed. Please choose this month or a later one.",
  neededByFar: `Please choose a month within the next ${YEARS_AHEAD} years.`,
  rentalStart: "Please choose the day you'd like the rental to start.",
  rentalStartPast: "That day has already passed. Please choose today or a later day.",
  rentalStartFar: `Please choose a start date within the next ${YEARS_AHEAD} years.`,
  rentalDays: "Please enter how many days you'd like to rent, as a whole number, like 30.",
  rentalTooLong,
  message: `Please keep your message under ${MESSAGE_MAX.toLocaleString("en-US")} characters.`,
} as const;

/** Blank (after trimming) becomes null; anything else must pass `check`. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .transform((value) => value.normalize("NFC").trim())
    .refine((value) => value.length <= max && !hasHiddenCharacters(value), message)
    .transform((value) => (value === "" ? null : value));

const choice = <T extends string>(list: readonly [T, ...T[]], message: string) =>
  z.string().pipe(z.enum(list, { error: message }));

const wholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number);

const digitCount = (value: string) => value.replace(/\D/g, "").length;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day as `YYYY-MM-DD`, or null. */
function calendarDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value : null;
}

function addYears(day: string, years: number): string {
  return `${String(Number(day.slice(0, 4)) + years).padStart(4, "0")}${day.slice(4)}`;
}

function buildSchema(rules: QuoteRules) {
  const thisMonth = rules.today.slice(0, 7);
  const lastMonth = addYears(rules.today, YEARS_AHEAD).slice(0, 7);
  return z.object({
    // Both are printed on the proposal's PDF: only characters its fonts draw (decision 0069).
    name: personName(quoteMessages.name).refine(isPrintable, quoteMessages.name.unprintable),
    email,
    phone: optionalText(PHONE_MAX, quoteMessages.phone).refine(
      (value) =>
        value === null ||
        (value.length <= PHONE_MAX &&
          /^[+\d(][\d\s().+-]*$/.test(value) &&
          digitCount(value) >= 7 &&
          digitCount(value) <= 15),
      quoteMessages.phone,
    ),
    organization: optionalText(ORGANIZATION_MAX, quoteMessages.organization).refine(
      (value) => value === null || isPrintable(value),
      quoteMessages.organizationUnprintable,
    ),
    buyerType: choice(BUYER_TYPES, quoteMessages.buyerType),
    poReference: optionalText(PO_REFERENCE_MAX, quoteMessages.poReference),
    intent: choice(INTENTS, quoteMessages.intent),
    units: wholeNumber(quoteMessages.units).pipe(
      z.number().int().min(UNITS_MIN, quoteMessages.units).max(UNITS_MAX, quoteMessages.units),
    ),
    model: choice(MODELS, quoteMessages.model),
    options: z
      .array(z.string().pipe(z.enum(OPTIONS, { error: quoteMessages.options })), { error: quoteMessages.options })
      .max(OPTIONS.length * 2, quoteMessages.options)
      .transform((options) => OPTIONS.filter((option) => options.includes(option))),
    papers: z
      .array(z.string().pipe(z.enum(REQUESTABLE_PAPERS, { error: quoteMessages.papers })), {
        error: quoteMessages.papers,
      })
      .max(REQUESTABLE_PAPERS.length * 2, quoteMessages.papers)
      .transform((papers) => REQUESTABLE_PAPERS.filter((paper) => papers.includes(paper))),
    street: optionalText(STREET_MAX, quoteMessages.street),
    city: optionalText(CITY_MAX, quoteMessages.city),
    zip: z.string().transform((value, ctx) => {
      const zip = normalizeZip(value);
      if (!zip) {
        ctx.addIssue({ code: "custom", message: quoteMessages.zip });
        return z.NEVER;
      }
      return zip;
    }),
    neededBy: z
      .string()
      .trim()
      .regex(MONTH, quoteMessages.neededBy)
      .refine((month) => month >= thisMonth, quoteMessages.neededByPast)
      .refine((month) => month <= lastMonth, quoteMessages.neededByFar),
    message: z
      .string()
      .transform((value) => value.normalize("NFC").replace(/\r\n?/g, "\n").trim())
      .refine((value) => value.length <= MESSAGE_MAX, quoteMessages.message)
      .transform(withoutControlCharacters),
  });
}

/** A rental's start and length, checked on their own so their messages show with every other field's. */
function rentalFields(
  startText: string,
  daysText: string,
  rules: QuoteRules,
): { ok: true; start: string; days: number } | { ok: false; errors: QuoteFieldErrors } {
  const errors: QuoteFieldErrors = {};
  const start = startText.trim();
  const lastDay = addYears(rules.today, YEARS_AHEAD);
  if (!calendarDay(start)) errors.rentalStart = quoteMessages.rentalStart;
  else if (start < rules.today) errors.rentalStart = quoteMessages.rentalStartPast;
  else if (start > lastDay) errors.rentalStart = quoteMessages.rentalStartFar;

  const days = daysText.trim();
  const tooLong = rentalLengthProblem(Number(days), rules.rentalMaxDays);
  if (!/^\d{1,6}$/.test(days) || Number(days) < 1) errors.rentalDays = quoteMessages.rentalDays;
  else if (tooLong) errors.rentalDays = tooLong;

  if (errors.rentalStart || errors.rentalDays) return { ok: false, errors };
  return { ok: true, start, days: Number(days) };
}

const knownFields = new Set<string>([...QUOTE_TEXT_FIELDS, "options", "papers"]);

/**
 * Checks a submitted quote request. Every field's first problem comes back
 * under its name, in plain words, so the form can show it beside the field.
 */
export function parseQuoteRequest(values: QuoteFormValues, rules: QuoteRules): QuoteParse {
  const parsed = buildSchema(rules).safeParse(values);
  // Rental fields apply to rentals only; a buy request ignores whatever they hold.
  const rental = values.intent === "rent" ? rentalFields(values.rentalStart, values.rentalDays, rules) : null;
  const errors: QuoteFieldErrors = rental && !rental.ok ? { ...rental.errors } : {};
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldErrorsOf(parsed.error)))
      if (knownFields.has(field)) errors[field as QuoteField] ??= message;
  }
  if (!parsed.success || (rental && !rental.ok)) return { ok: false, errors };
  const form = parsed.data;
  return {
    ok: true,
    request: {
      ...form,
      poReference: form.buyerType === "government" ? form.poReference : null,
      rentalStart: rental?.ok ? rental.start : null,
      rentalDays: rental?.ok ? rental.days : null,
    },
  };
}
