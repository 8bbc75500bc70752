/**
 * The rate for a Washington delivery address, from three sources in order:
 * DOR's address lookup, the owner's uploaded quarterly files, then the
 * owner's choice from a short list whenever the data gives no single answer.
 * Never a guess: the answer is a decided rate with where it came from, or a
 * question for the owner with the codes to choose from.
 */
import { businessDay } from "#app/domain/time/business-time";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import type { LocationRateTable, ZipPlus4Index } from "./dor-files";
import { rangeProblem, type RateMilli } from "./rate";

/** A calendar quarter, "2026-Q4": rates and location codes change only at its start. */
export type Quarter = `${number}-Q${1 | 2 | 3 | 4}`;

/** The quarter of a `YYYY-MM-DD` day. */
export function quarterOfDay(day: string): Quarter {
  if (!isCalendarDay(day)) throw new RangeError(`not a calendar day: ${day}`);
  const quarter = Math.ceil(Number(day.slice(5, 7)) / 3) as 1 | 2 | 3 | 4;
  return `${Number(day.slice(0, 4))}-Q${quarter}`;
}

/** The quarter an instant falls in, in Pacific time: 00:30 on January 1 in Portland is already Q1. */
export function quarterOf(instant: Date | string): Quarter {
  return quarterOfDay(businessDay(instant));
}

/** How closely DOR's lookup matched the address. */
export const MATCH_QUALITIES = ["address", "zip+4", "zip"] as const;
export type MatchQuality = (typeof MATCH_QUALITIES)[number];

/** What DOR's address lookup answered, for the quarter it was asked in. */
export interface LookupAnswer {
  match: MatchQuality;
  code: string;
  rateMilli: RateMilli;
  quarter: Quarter;
}

/** The owner's uploaded files for the quarter, checked and indexed. */
export interface QuarterlyTables {
  zipPlus4: ZipPlus4Index;
  rates: LocationRateTable;
}

export interface DeliveryAddress {
  street: string;
  city: string;
  /** "98108", "98108-0500" or "981080500". */
  zip: string;
}

export interface RateQuestion {
  address: DeliveryAddress;
  /** `YYYY-MM-DD`: the day the rate is for. */
  day: string;
  /** DOR's lookup's answer, or null when it had none (an unknown address, or DOR unreachable). */
  lookup: LookupAnswer | null;
  /** The quarter's files, or null when none are uploaded. */
  files: QuarterlyTables | null;
  /** The location code the owner chose from the list, once asked. */
  ownerChoice: string | null;
}

export type RateSource = "dor-lookup" | "quarterly-files" | "owner-choice";

export interface DecidedRate {
  decision: "decided";
  source: RateSource;
  /** How the code was found: DOR's match, the files' ZIP+4 or ZIP, or the owner. */
  match: MatchQuality | "owner";
  code: string;
  rateMilli: RateMilli;
  quarter: Quarter;
  /** The address as used, for the record and the return. */
  address: string;
}

export interface RateCandidate {
  code: string;
  rateMilli: RateMilli;
  location: string | null;
}

export type RateChoice =
  | DecidedRate
  | { decision: "ask-owner"; reason: string; candidates: RateCandidate[]; quarter: Quarter; address: string }
  | { decision: "refused"; reason: string };

/** "98108-0500" → { zip: "98108", plus4: "0500" }; null when it is not a ZIP code. */
export function splitZip(text: string): { zip: string; plus4: string | null } | null {
  const match = /^\s*(\d{5})(?:-?(\d{4}))?\s*$/.exec(text);
  return match ? { zip: match[1] ?? "", plus4: match[2] ?? null } : null;
}

/** "1 Main St, Seattle, WA 98108-0500". */
export function addressText(address: DeliveryAddress): string {
  const zip = splitZip(address.zip);
  const zipText = zip ? `${zip.zip}${zip.plus4 ? `-${zip.plus4}` : ""}` : address.zip.trim();
  return `${address.street.trim()}, ${address.city.trim()}, WA ${zipText}`;
}

function decided(
  question: RateQuestion,
  quarter: Quarter,
  rate: Omit<DecidedRate, "decision" | "quarter" | "address">,
): RateChoice {
  const problem = rangeProblem(rate.rateMilli);
  if (problem) return { decision: "refused", reason: `Location code ${rate.code}: ${problem}.` };
  return { decision: "decided", ...rate, quarter, address: addressText(question.address) };
}

/** The rate for a delivery address on a day, or the question the owner must answer. */
export function chooseRate(question: RateQuestion): RateChoice {
  const { lookup, files, day } = question;
  if (!isCalendarDay(day)) return { decision: "refused", reason: `${day} is not a day.` };
  const zip = splitZip(question.address.zip);
  if (!zip) return { decision: "refused", reason: `"${question.address.zip.trim()}" is not a ZIP code.` };
  const quarter = quarterOfDay(day);
  const lookupThisQuarter = lookup && lookup.quarter === quarter ? lookup : null;

  if (lookupThisQuarter && lookupThisQuarter.match !== "zip") {
    const { match, code, rateMilli } = lookupThisQuarter;
    return decided(question, quarter, { source: "dor-lookup", match, code, rateMilli });
  }

  if (files && zip.plus4) {
    const range = files.zipPlus4.rangeFor(zip.zip, zip.plus4, day);
    if (range) {
      return decided(question, quarter, {
        source: "quarterly-files",
        match: "zip+4",
        code: range.code,
        rateMilli: range.rateMilli,
      });
    }
  }

  const candidates = new Map<string, RateCandidate>();
  for (const code of files?.zipPlus4.codesForZip(zip.zip, day) ?? []) {
    const rate = files?.rates.rateFor(code, day);
    if (rate) candidates.set(code, { code, rateMilli: rate.rateMilli, location: rate.location });
  }
  if (lookupThisQuarter && !candidates.has(lookupThisQuarter.code)) {
    const { code, rateMilli } = lookupThisQuarter;
    candidates.set(code, { code, rateMilli, location: null });
  }
  const list = [...candidates.values()].sort((a, b) => a.code.localeCompare(b.code));
  const [only] = list;
  // Only the files can say a ZIP lies in one code; DOR's ZIP-only answer alone cannot.
  if (files && list.length === 1 && only) {
    return decided(question, quarter, {
      source: "quarterly-files",
      match: "zip",
      code: only.code,
      rateMilli: only.rateMilli,
    });
  }

  const chosen = question.ownerChoice ? candidates.get(question.ownerChoice.trim()) : undefined;
  if (chosen) {
    return decided(question, quarter, {
      source: "owner-choice",
      match: "owner",
      code: chosen.code,
      rateMilli: chosen.rateMilli,
    });
  }

  return {
    decision: "ask-owner",
    reason: askReason(question, list, lookup !== null && lookupThisQuarter === null),
    candidates: list,
    quarter,
    address: addressText(question.address),
  };
}

function askReason(question: RateQuestion, list: readonly RateCandidate[], staleLookup: boolean): string {
  const zip = splitZip(question.address.zip)?.zip ?? question.address.zip;
  const stale = staleLookup ? " DOR's answer was for another quarter, so it is not used." : "";
  if (question.ownerChoice && list.length > 0) {
    return `${question.ownerChoice.trim()} is not one of the location codes for ZIP ${zip}: choose one of these.${stale}`;
  }
  if (list.length === 0) {
    return `No rate is known for this address: DOR's lookup did not find it, and no uploaded file for this quarter covers ZIP ${zip}. Check the address, upload this quarter's files, or try the lookup again.${stale}`;
  }
  if (!question.files) {
    return `DOR matched only the ZIP code, which may span several location codes: choose the code for this address, or upload this quarter's files to see them all.${stale}`;
  }
  return `ZIP ${zip} spans several location codes: choose the one for this address.${stale}`;
}

/**
 * Whether a revision keeps its rate: only within the quarter it was decided
 * in, and for the same address. After a quarter boundary the rate is chosen
 * again, since codes and rates may have changed.
 */
export function revisionKeepsRate(
  previous: Pick<DecidedRate, "quarter" | "address">,
  revision: { at: Date | string; address: DeliveryAddress },
): { keep: true } | { keep: false; reason: string } {
  const quarter = quarterOf(revision.at);
  if (quarter !== previous.quarter) {
    return {
      keep: false,
      reason: `The rate was chosen for ${previous.quarter}; rates can change each quarter, so it is chosen again for ${quarter}.`,
    };
  }
  if (addressText(revision.address) !== previous.address) {
    return { keep: false, reason: "The delivery address changed, so the rate is chosen again." };
  }
  return { keep: true };
}
