/**
 * The return's local sales tax lines as a CSV in the columns of DOR's Local
 * Sales & Use Tax Addendum, part "Local Retail Sales Tax": Location Code,
 * Taxable Amount, Local Rate, Tax Due City or County, then the totals line
 * (docs/decisions/0086). Amounts are dollars with two decimals and no
 * separators; the rate is a fraction as DOR writes it (0.0385).
 */
import { type Cents } from "#app/domain/common/money";
import { csvTable } from "#app/domain/console/csv";
import { FULL_RATE_MILLI } from "#app/domain/proposals/totals";

import type { FilingPeriod } from "./filing-periods";
import type { RateMilli } from "./rate";
import type { LocationFigure, ReturnFigures } from "./return-figures";

export const ADDENDUM_COLUMNS = ["Location Code", "Taxable Amount", "Local Rate", "Tax Due City or County"] as const;

/** 123456 → "1234.56": the form's figures, exactly, with no currency sign or separators. */
export function plainDollars(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** 3850 (3.85 %) → "0.0385": the rate as a fraction, at least four decimals. */
export function fractionRate(rateMilli: RateMilli): string {
  if (!Number.isSafeInteger(rateMilli) || rateMilli < 0 || rateMilli > FULL_RATE_MILLI) {
    throw new RangeError(`${rateMilli} is not a rate`);
  }
  if (rateMilli === FULL_RATE_MILLI) return "1.0000";
  const digits = String(rateMilli).padStart(5, "0").replace(/0$/, "");
  return `0.${digits}`;
}

type AddendumRow = { kind: "line"; line: LocationFigure } | { kind: "total"; figures: ReturnFigures };

/** The addendum as CSV: one line per location code and local rate, then the totals. */
export function addendumCsv(figures: ReturnFigures): string {
  const rows: AddendumRow[] = [
    ...figures.locations.map((line): AddendumRow => ({ kind: "line", line })),
    { kind: "total", figures },
  ];
  const dueTotal = figures.locations.reduce((sum, line) => sum + (line.localTaxDueCents ?? 0), 0);
  return csvTable<AddendumRow>(
    [
      { header: ADDENDUM_COLUMNS[0], value: (row) => (row.kind === "total" ? "Total" : (row.line.code ?? "")) },
      {
        header: ADDENDUM_COLUMNS[1],
        value: (row) => ({
          decimal: plainDollars(row.kind === "total" ? row.figures.taxableCents : row.line.taxableCents),
        }),
      },
      {
        header: ADDENDUM_COLUMNS[2],
        value: (row) =>
          row.kind === "line" && row.line.localRateMilli !== null ? fractionRate(row.line.localRateMilli) : "",
      },
      {
        header: ADDENDUM_COLUMNS[3],
        value: (row) => {
          // A period whose credit notes outweigh its sales owes less: its figures are negative, as data.
          if (row.kind === "total") return { decimal: plainDollars(dueTotal) };
          return row.line.localTaxDueCents === null ? "" : { decimal: plainDollars(row.line.localTaxDueCents) };
        },
      },
    ],
    rows,
  );
}

/** "local-sales-tax-2026-Q4.csv". */
export function addendumCsvFileName(period: FilingPeriod): string {
  return `local-sales-tax-${period.key}.csv`;
}
