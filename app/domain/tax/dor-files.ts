/**
 * DOR's quarterly rate files, read and checked before anything relies on them:
 * the ZIP+4 file (ranges of ZIP+4 codes and their location code, rates and
 * effective dates) and the rates-by-location-code file. A file is taken whole
 * or not at all; every problem names its line. A header row, when present,
 * sets the column order; without one, the columns are in DOR's documented
 * order.
 */
import { z } from "#app/domain/common/zod";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { formatRatePercent, rangeProblem, type RateMilli, readFractionRate, WASHINGTON_STATE_RATE_MILLI } from "./rate";

/** The ZIP+4 file's fields, in DOR's order (dor.wa.gov/taxes-rates/zip-plus-4-short-data-field-descriptions). */
export const ZIP_PLUS4_FIELDS = [
  "ZIP",
  "PLUS4_LOW",
  "PLUS4_HIGH",
  "CODE",
  "STATE",
  "LOCAL",
  "TOT_RATE",
  "EFF_START",
  "EFF_END",
] as const;

/** The rates-by-location-code file's fields, in the order read when it has no header row. */
export const LOCATION_RATE_FIELDS = ["LOCATION", "CODE", "STATE", "LOCAL", "TOT_RATE", "EFF_START", "EFF_END"] as const;

/** Other names a header may give a field (upper case, words joined by "_"). */
const FIELD_ALIASES: Record<string, string> = {
  LOCATION_CODE: "CODE",
  LOCATION_NAME: "LOCATION",
  NAME: "LOCATION",
  STATE_RATE: "STATE",
  LOCAL_RATE: "LOCAL",
  TOTAL_RATE: "TOT_RATE",
  COMBINED_RATE: "TOT_RATE",
  COMBINED_SALES_TAX: "TOT_RATE",
  EFFECTIVE_DATE: "EFF_START",
  EXPIRATION_DATE: "EFF_END",
};

/** More problems than this are not listed one by one: the file is the wrong file. */
export const ERRORS_SHOWN = 20;

/** Washington's ZIP codes run from 980xx to 994xx. */
export function isWashingtonZip(zip: string): boolean {
  const prefix = Number(zip.slice(0, 3));
  return /^\d{5}$/.test(zip) && prefix >= 980 && prefix <= 994;
}

export interface EffectivePeriod {
  /** `YYYY-MM-DD`, the first day the rate applies. */
  start: string;
  /** `YYYY-MM-DD`, the last day. */
  end: string;
}

/** A location code's rates over a period, as a row of either file gives them. */
export interface CodeRates extends EffectivePeriod {
  code: string;
  stateRateMilli: RateMilli;
  localRateMilli: RateMilli;
  rateMilli: RateMilli;
  /** Where it came from in the file, for messages. */
  line: number;
}

export interface ZipPlus4Range extends CodeRates {
  zip: string;
  plus4Low: number;
  plus4High: number;
}

export interface LocationRate extends CodeRates {
  location: string;
}

export type FileReading<T> = { ok: true; rows: T[] } | { ok: false; errors: string[] };

const rate = z.string().transform((text, ctx): RateMilli => {
  const reading = readFractionRate(text);
  const problem = reading.ok ? rangeProblem(reading.rateMilli) : reading.reason;
  if (problem || !reading.ok) {
    ctx.addIssue({ code: "custom", message: problem ?? "not a rate" });
    return z.NEVER;
  }
  return reading.rateMilli;
});

/** CCYYMMDD as DOR's databases write dates, or YYYY-MM-DD, or M/D/YYYY as spreadsheets save them. */
const day = z.string().transform((text, ctx): string => {
  const trimmed = text.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  const american = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  const iso = compact
    ? `${compact[1]}-${compact[2]}-${compact[3]}`
    : american
      ? `${american[3]}-${(american[1] ?? "").padStart(2, "0")}-${(american[2] ?? "").padStart(2, "0")}`
      : trimmed;
  if (!isCalendarDay(iso)) {
    ctx.addIssue({ code: "custom", message: `"${trimmed}" is not a date (CCYYMMDD)` });
    return z.NEVER;
  }
  return iso;
});

const code = z
  .string()
  .trim()
  .regex(/^\d{4}$/, "a location code is four digits");
const plus4 = z
  .string()
  .trim()
  .regex(/^\d{4}$/, "a ZIP+4 extension is four digits")
  .transform(Number);

/** The checks every row with rates and dates shares: Washington's state rate, parts adding up, dates in order. */
function checkRatesAndDates(
  row: { STATE: RateMilli; LOCAL: RateMilli; TOT_RATE: RateMilli; EFF_START: string; EFF_END: string },
  ctx: z.RefinementCtx,
): void {
  if (row.STATE !== WASHINGTON_STATE_RATE_MILLI) {
    ctx.addIssue({
      code: "custom",
      path: ["STATE"],
      message: `the state rate ${formatRatePercent(row.STATE)} is not Washington's ${formatRatePercent(WASHINGTON_STATE_RATE_MILLI)}: is this another state's file?`,
    });
  }
  if (row.STATE + row.LOCAL !== row.TOT_RATE) {
    ctx.addIssue({
      code: "custom",
      path: ["TOT_RATE"],
      message: `${formatRatePercent(row.TOT_RATE)} is not the state and local rates together (${formatRatePercent(row.STATE + row.LOCAL)})`,
    });
  }
  if (row.EFF_END < row.EFF_START) {
    ctx.addIssue({ code: "custom", path: ["EFF_END"], message: "the rate ends before it starts" });
  }
}

/** The fields both files end with: a location code, its rates, and the days they apply. */
const codeRateFields = { CODE: code, STATE: rate, LOCAL: rate, TOT_RATE: rate, EFF_START: day, EFF_END: day };

const zipPlus4Row = z
  .object({
    ZIP: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "a ZIP code is five digits")
      .refine(isWashingtonZip, "not a Washington ZIP code (980xx to 994xx): is this another state's file?"),
    PLUS4_LOW: plus4,
    PLUS4_HIGH: plus4,
    ...codeRateFields,
  })
  .superRefine((row, ctx) => {
    if (row.PLUS4_HIGH < row.PLUS4_LOW) {
      ctx.addIssue({ code: "custom", path: ["PLUS4_HIGH"], message: "the range ends below where it starts" });
    }
    checkRatesAndDates(row, ctx);
  });

const locationRateRow = z
  .object({
    LOCATION: z.string().trim().min(1, "the location has no name").max(120, "the location's name is too long"),
    ...codeRateFields,
  })
  .superRefine(checkRatesAndDates);

/** Reads a rate or a date once per distinct text: a quarter's file repeats a few dozen of each. */
interface FastReaders {
  rate(text: string): RateMilli | null;
  day(text: string): string | null;
}

function fastReaders(): FastReaders {
  const rates = new Map<string, RateMilli | null>();
  const days = new Map<string, string | null>();
  return {
    rate(text) {
      let known = rates.get(text);
      if (known === undefined && !rates.has(text)) {
        const reading = readFractionRate(text);
        known = reading.ok && rangeProblem(reading.rateMilli) === null ? reading.rateMilli : null;
        rates.set(text, known);
      }
      return known ?? null;
    },
    day(text) {
      let known = days.get(text);
      if (known === undefined && !days.has(text)) {
        const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
        const iso = compact
          ? `${compact[1]}-${compact[2]}-${compact[3]}`
          : /^\d{4}-\d{2}-\d{2}$/.test(text)
            ? text
            : "";
        known = isCalendarDay(iso) ? iso : null;
        days.set(text, known);
      }
      return known ?? null;
    },
  };
}

/**
 * A line read without the schema, for speed (a quarter's ZIP+4 file has half
 * a million): only fields in the form DOR writes them, with every check of
 * the schema passed. Anything else is null, and the line goes through the
 * schema, which names its problems; so this never takes what the schema refuses.
 */
type FastRow<Field extends string, T> = (cell: (field: Field) => string, read: FastReaders) => T | null;

const FOUR_DIGITS = /^\d{4}$/;

function fastCodeRates(
  cell: (field: "CODE" | "STATE" | "LOCAL" | "TOT_RATE" | "EFF_START" | "EFF_END") => string,
  read: FastReaders,
) {
  const CODE = cell("CODE");
  const STATE = read.rate(cell("STATE"));
  const LOCAL = read.rate(cell("LOCAL"));
  const TOT_RATE = read.rate(cell("TOT_RATE"));
  const EFF_START = read.day(cell("EFF_START"));
  const EFF_END = read.day(cell("EFF_END"));
  if (!FOUR_DIGITS.test(CODE) || STATE === null || LOCAL === null || TOT_RATE === null) return null;
  if (EFF_START === null || EFF_END === null || EFF_END < EFF_START) return null;
  if (STATE !== WASHINGTON_STATE_RATE_MILLI || STATE + LOCAL !== TOT_RATE) return null;
  return { CODE, STATE, LOCAL, TOT_RATE, EFF_START, EFF_END };
}

const fastZipPlus4Row: FastRow<(typeof ZIP_PLUS4_FIELDS)[number], z.output<typeof zipPlus4Row>> = (cell, read) => {
  const ZIP = cell("ZIP");
  const low = cell("PLUS4_LOW");
  const high = cell("PLUS4_HIGH");
  if (!/^\d{5}$/.test(ZIP) || !isWashingtonZip(ZIP) || !FOUR_DIGITS.test(low) || !FOUR_DIGITS.test(high)) return null;
  const PLUS4_LOW = Number(low);
  const PLUS4_HIGH = Number(high);
  if (PLUS4_HIGH < PLUS4_LOW) return null;
  const rates = fastCodeRates(cell, read);
  return rates && { ZIP, PLUS4_LOW, PLUS4_HIGH, ...rates };
};

const fastLocationRateRow: FastRow<(typeof LOCATION_RATE_FIELDS)[number], z.output<typeof locationRateRow>> = (
  cell,
  read,
) => {
  const LOCATION = cell("LOCATION");
  if (LOCATION.length < 1 || LOCATION.length > 120) return null;
  const rates = fastCodeRates(cell, read);
  return rates && { LOCATION, ...rates };
};

/** One line's fields, with RFC 4180 quotes ("a, b" and doubled quotes) undone. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

const headerName = (field: string) => {
  const name = field
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
  return FIELD_ALIASES[name] ?? name;
};

/** Reads a CSV file's rows into `fields`-named records, checking each with `schema`. */
function readFile<Field extends string, T>(
  text: string,
  fields: readonly Field[],
  schema: z.ZodType<T, Record<Field, string>>,
  fast: FastRow<Field, T>,
  what: string,
): FileReading<T & { line: number }> {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  // A download cut short stops mid-line: no line end after the last line.
  const endsMidLine = !/\n\s*$/.test(text);
  while (lines.length > 0 && (lines.at(-1) ?? "").trim() === "") lines.pop();
  const firstFields = splitCsvLine(lines[0] ?? "").map(headerName);
  const hasHeader = fields.every((field) => firstFields.includes(field));
  const order: string[] = hasHeader ? firstFields : [...fields];
  const first = hasHeader ? 1 : 0;
  if (lines.length <= first) return { ok: false, errors: [`The ${what} has no rows.`] };
  const named = fields.filter((field) => firstFields.includes(field));
  if (!hasHeader && named.length >= 2) {
    const missing = fields.filter((field) => !named.includes(field));
    return { ok: false, errors: [`Line 1: the header has no ${missing.join(", ")}; is this DOR's ${what}?`] };
  }
  const rows: (T & { line: number })[] = [];
  const errors: string[] = [];
  const column = new Map(order.map((field, index) => [field, index]));
  const read = fastReaders();
  for (let index = first; index < lines.length && errors.length < ERRORS_SHOWN; index += 1) {
    const line = index + 1;
    const last = index === lines.length - 1 && endsMidLine;
    const text = lines[index] ?? "";
    // Without quotes, a line's fields are what lies between its commas.
    const cells = text.includes('"') ? splitCsvLine(text) : text.split(",").map((value) => value.trim());
    if (cells.length !== order.length) {
      errors.push(
        `Line ${line} has ${cells.length} of ${order.length} fields${last ? ": the file looks cut short, so upload it again whole" : ""}.`,
      );
      continue;
    }
    const quick = fast((field) => cells[column.get(field) ?? -1] ?? "", read);
    if (quick) {
      rows.push({ ...quick, line });
      continue;
    }
    const record = Object.fromEntries(order.map((field, column) => [field, cells[column] ?? ""]));
    const parsed = schema.safeParse(record);
    if (parsed.success) {
      rows.push({ ...parsed.data, line });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join(".");
      errors.push(
        `Line ${line}${field ? `, ${field}` : ""}: ${issue.message}${last ? " (the last line: is the file cut short?)" : ""}.`,
      );
    }
  }
  if (errors.length >= ERRORS_SHOWN) errors.push("More problems follow: is this the right file?");
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** The fields both files share, from a checked row. */
function codeRatesOf(row: {
  CODE: string;
  STATE: RateMilli;
  LOCAL: RateMilli;
  TOT_RATE: RateMilli;
  EFF_START: string;
  EFF_END: string;
  line: number;
}): CodeRates {
  return {
    code: row.CODE,
    stateRateMilli: row.STATE,
    localRateMilli: row.LOCAL,
    rateMilli: row.TOT_RATE,
    start: row.EFF_START,
    end: row.EFF_END,
    line: row.line,
  };
}

export function readZipPlus4File(text: string): FileReading<ZipPlus4Range> {
  const reading = readFile(text, ZIP_PLUS4_FIELDS, zipPlus4Row, fastZipPlus4Row, "ZIP+4 file");
  if (!reading.ok) return reading;
  return {
    ok: true,
    rows: reading.rows.map((row) => ({
      zip: row.ZIP,
      plus4Low: row.PLUS4_LOW,
      plus4High: row.PLUS4_HIGH,
      ...codeRatesOf(row),
    })),
  };
}

export function readLocationRatesFile(text: string): FileReading<LocationRate> {
  const reading = readFile(
    text,
    LOCATION_RATE_FIELDS,
    locationRateRow,
    fastLocationRateRow,
    "rates-by-location-code file",
  );
  if (!reading.ok) return reading;
  return {
    ok: true,
    rows: reading.rows.map((row) => ({ location: row.LOCATION, ...codeRatesOf(row) })),
  };
}

const inPeriod = (period: EffectivePeriod, day: string) => period.start <= day && day <= period.end;
const overlaps = (a: EffectivePeriod, b: EffectivePeriod) => a.start <= b.end && b.start <= a.end;
const periodKey = (period: EffectivePeriod) => `${period.start}..${period.end}`;

/** One effective period's ranges, sorted by where they start, for binary search. */
interface PeriodRanges extends EffectivePeriod {
  lows: Uint32Array;
  highs: Uint32Array;
  rows: ZipPlus4Range[];
  codesByZip: Map<string, string[]>;
}

/** ZIP+4 → location code, answered by binary search over sorted ranges. */
export interface ZipPlus4Index {
  /** The range holding a ZIP+4 on a day, or null when the file has none. */
  rangeFor(zip: string, plus4: string, day: string): ZipPlus4Range | null;
  /** Every location code a five-digit ZIP spans on a day, sorted. */
  codesForZip(zip: string, day: string): string[];
  periods: readonly EffectivePeriod[];
}

export type IndexBuild<T> = { ok: true; index: T } | { ok: false; errors: string[] };

const rangeKey = (zip: string, plus4: number) => Number(zip) * 10_000 + plus4;

/** Builds the index, refusing overlapping ranges or periods: a file that says two things is not used. */
export function buildZipPlus4Index(rows: readonly ZipPlus4Range[]): IndexBuild<ZipPlus4Index> {
  const byPeriod = new Map<string, ZipPlus4Range[]>();
  for (const row of rows) {
    const group = byPeriod.get(periodKey(row));
    if (group) group.push(row);
    else byPeriod.set(periodKey(row), [row]);
  }
  const errors: string[] = [];
  const periods: PeriodRanges[] = [];
  for (const group of byPeriod.values()) {
    const sorted = [...group].sort((a, b) => rangeKey(a.zip, a.plus4Low) - rangeKey(b.zip, b.plus4Low));
    const [head] = sorted;
    if (!head) continue;
    const lows = new Uint32Array(sorted.length);
    const highs = new Uint32Array(sorted.length);
    const codeSets = new Map<string, Set<string>>();
    sorted.forEach((row, index) => {
      lows[index] = rangeKey(row.zip, row.plus4Low);
      highs[index] = rangeKey(row.zip, row.plus4High);
      const previous = sorted[index - 1];
      if (previous && previous.zip === row.zip && previous.plus4High >= row.plus4Low && errors.length < ERRORS_SHOWN) {
        errors.push(
          `Lines ${previous.line} and ${row.line} both cover ZIP ${row.zip}-${String(row.plus4Low).padStart(4, "0")}.`,
        );
      }
      const codes = codeSets.get(row.zip);
      if (codes) codes.add(row.code);
      else codeSets.set(row.zip, new Set([row.code]));
    });
    const codesByZip = new Map([...codeSets].map(([zip, codes]) => [zip, [...codes].sort()] as const));
    const period = { start: head.start, end: head.end };
    const clash = periods.find((other) => overlaps(other, period));
    if (clash) {
      errors.push(
        `Line ${head.line}'s dates (${period.start} to ${period.end}) overlap those of line ${clash.rows[0]?.line ?? "?"} (${clash.start} to ${clash.end}).`,
      );
    }
    periods.push({ ...period, lows, highs, rows: sorted, codesByZip });
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    index: {
      periods: periods.map(({ start, end }) => ({ start, end })),
      rangeFor(zip, plus4Text, day) {
        if (!/^\d{5}$/.test(zip) || !/^\d{4}$/.test(plus4Text)) return null;
        const period = periods.find((candidate) => inPeriod(candidate, day));
        if (!period) return null;
        const key = rangeKey(zip, Number(plus4Text));
        // The last range starting at or before the key.
        let low = 0;
        let high = period.lows.length - 1;
        let found = -1;
        while (low <= high) {
          const middle = (low + high) >>> 1;
          if ((period.lows[middle] ?? 0) <= key) {
            found = middle;
            low = middle + 1;
          } else high = middle - 1;
        }
        return found >= 0 && (period.highs[found] ?? -1) >= key ? (period.rows[found] ?? null) : null;
      },
      codesForZip(zip, day) {
        return periods.find((candidate) => inPeriod(candidate, day))?.codesByZip.get(zip) ?? [];
      },
    },
  };
}

/** Location code → its rate on a day. */
export interface LocationRateTable {
  rateFor(code: string, day: string): LocationRate | null;
}

/** Builds the table, refusing a code given two rates for one day. */
export function buildLocationRateTable(rows: readonly LocationRate[]): IndexBuild<LocationRateTable> {
  const byCode = new Map<string, LocationRate[]>();
  const errors: string[] = [];
  for (const row of rows) {
    const known = byCode.get(row.code) ?? [];
    const clash = known.find((other) => overlaps(other, row));
    if (clash && errors.length < ERRORS_SHOWN) {
      errors.push(`Lines ${clash.line} and ${row.line} both give location code ${row.code} a rate for the same days.`);
    }
    known.push(row);
    byCode.set(row.code, known);
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    index: {
      rateFor: (code, day) => byCode.get(code)?.find((row) => inPeriod(row, day)) ?? null,
    },
  };
}

/** Where the two files disagree on a code's rate for the same days: each disagreement named by its lines. */
export function crossCheck(ranges: readonly ZipPlus4Range[], rates: LocationRateTable): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const range of ranges) {
    const key = `${range.code} ${periodKey(range)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const rate = rates.rateFor(range.code, range.start);
    if (!rate)
      problems.push(
        `Line ${range.line} of the ZIP+4 file uses location code ${range.code}, which the rates file does not list for ${range.start}.`,
      );
    else if (rate.rateMilli !== range.rateMilli) {
      problems.push(
        `Location code ${range.code} is ${formatRatePercent(range.rateMilli)} in line ${range.line} of the ZIP+4 file and ${formatRatePercent(rate.rateMilli)} in line ${rate.line} of the rates file.`,
      );
    }
    if (problems.length >= ERRORS_SHOWN) break;
  }
  return problems;
}
