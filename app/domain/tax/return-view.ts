/**
 * What the console's Tax page shows: a period's figures, the periods to pick
 * from, and each figure's row, which opens the sales it counts.
 */
import type { FilingFrequency, FilingPeriod } from "./filing-periods";
import { formatRatePercent, type RateMilli } from "./rate";
import { DEDUCTION_LABELS, type LocationFigure, type ReturnFigures, type SaleKey } from "./return-figures";
import type { TaxTreatmentCode } from "./treatments";

export interface TaxReturnView {
  period: FilingPeriod;
  frequency: FilingFrequency;
  /** The periods the picker offers, newest first. */
  periods: FilingPeriod[];
  figures: ReturnFigures;
}

export const SALE_TREATMENT_LABELS: Record<TaxTreatmentCode, string> = {
  taxable: "Taxable",
  "no-washington-tax": "Oregon: no Washington tax",
  "exempt-federal": "Exempt: federal",
  "exempt-resale": "Exempt: resale",
  "exempt-interstate": "Exempt: delivered outside Washington",
  "exempt-other": "Exempt: other (flagged)",
};

/** A figure that opens the sales it counts. */
export interface FigureRow {
  /** Its name in the page's address (`?sales=taxable`). */
  id: string;
  label: string;
  sales: SaleKey[];
}

const rateText = (rateMilli: RateMilli | null) =>
  rateMilli === null ? "no rate recorded" : formatRatePercent(rateMilli);

/** "Location 1726 at 3.85 %", or what is missing. */
export function locationLabel(line: Pick<LocationFigure, "code" | "localRateMilli">): string {
  return `${line.code === null ? "No location code" : `Location ${line.code}`} at ${rateText(line.localRateMilli)}`;
}

export const locationRowId = (line: Pick<LocationFigure, "code" | "localRateMilli">) =>
  `location-${line.code ?? "none"}-${line.localRateMilli ?? "none"}`;

/** Every figure of the page that counts sales, in the page's order. */
export function figureRows(figures: ReturnFigures): FigureRow[] {
  return [
    { id: "gross", label: "Gross sales", sales: figures.grossSales },
    ...figures.deductions.map((deduction) => ({
      id: `deduction-${deduction.kind}`,
      label: DEDUCTION_LABELS[deduction.kind],
      sales: deduction.sales,
    })),
    { id: "taxable", label: "Taxable amount", sales: figures.taxableSales },
    { id: "flagged", label: "Flagged for review", sales: figures.flaggedSales },
    ...figures.locations.map((line) => ({ id: locationRowId(line), label: locationLabel(line), sales: line.sales })),
  ];
}

/** The row an address names, or null (then every sale is shown). */
export function figureRowOf(figures: ReturnFigures, id: string | null): FigureRow | null {
  if (!id) return null;
  return figureRows(figures).find((row) => row.id === id) ?? null;
}
