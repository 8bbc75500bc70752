/**
 * What was accepted, read as the workshop needs it: which lines are the homes
 * themselves (their quantity is the order's count of homes), which are
 * options built into them, and which of those are colours. One rule for the
 * order's units and the build sheet (docs/decisions/0115, 0125).
 */
import { UNITS_MAX, UNITS_MIN } from "#app/domain/quote-requests/rules";

/** A line of the accepted proposal, as stored. */
export interface AcceptedLine {
  description: string;
  quantity: number;
  unitPriceCents: number | null;
  /** Present when the buyer chose the line from what the proposal offered (proposals/choices.ts). */
  offer?: { kind: string };
}

/** A line is a home when it names one of the models first ("Bedroom Nestz", "Bedroom Nestz, cedar"). */
export function isHomeLine(description: string, modelNames: readonly string[]): boolean {
  const text = description.trim().toLowerCase();
  return modelNames.some((name) => text.startsWith(name.toLowerCase()));
}

/**
 * How many homes the accepted lines buy. When no line names a model (the
 * owner renamed it) or the count is outside what a request may ask, the
 * request's own count stands.
 */
export function homeCountOf(lines: readonly AcceptedLine[], modelNames: readonly string[], requested: number): number {
  const homes = lines
    .filter((line) => isHomeLine(line.description, modelNames))
    .reduce((sum, line) => sum + line.quantity, 0);
  return Number.isSafeInteger(homes) && homes >= UNITS_MIN && homes <= UNITS_MAX ? homes : requested;
}

/** Paint, stain and colour lines go under "Colours" on the sheet. */
const COLOUR_WORDS = /\b(paint|colou?rs?|stain|finish)\b/i;
/** Delivery is the trucks' work and a discount is money: neither is built into a home. */
const NOT_BUILT = /^\s*delivery\b/i;

export interface SheetItem {
  description: string;
  /** "Every home", or "4 of 20 homes" when only some carry it. */
  coverage: string;
}

export interface UnitSheet {
  unit: number;
  model: string;
  options: SheetItem[];
  colours: SheetItem[];
}

function coverageOf(quantity: number, homes: number): string {
  if (homes === 1) return quantity === 1 ? "This home" : `${quantity} for this home`;
  if (quantity === homes) return "Every home";
  return `${quantity} of ${homes} homes`;
}

/**
 * Each unit's model, options and colours from the accepted lines (the chosen ones, when the proposal offered choices). Units take
 * the home lines in order (the first line's quantity are homes 1 to n); an
 * option on only some homes says so, and the unit's note says which.
 */
export function unitSheets(lines: readonly AcceptedLine[], modelNames: readonly string[], homes: number): UnitSheet[] {
  const homeLines = lines.filter((line) => isHomeLine(line.description, modelNames));
  const built = lines.filter(
    (line) =>
      !isHomeLine(line.description, modelNames) &&
      !NOT_BUILT.test(line.description) &&
      (line.unitPriceCents ?? 0) >= 0 &&
      line.quantity > 0,
  );
  const items = built.map((line) => ({
    description: line.description.trim(),
    // The workshop sees which lines were the buyer's own choice.
    coverage: `${coverageOf(line.quantity, homes)}${line.offer ? ", chosen by the buyer" : ""}`,
    colour: COLOUR_WORDS.test(line.description),
  }));
  const options = items.filter((item) => !item.colour).map(({ description, coverage }) => ({ description, coverage }));
  const colours = items.filter((item) => item.colour).map(({ description, coverage }) => ({ description, coverage }));
  const models: string[] = homeLines.flatMap((line) =>
    Array.from({ length: Math.max(0, Math.min(line.quantity, homes)) }, () => line.description.trim()),
  );
  return Array.from({ length: homes }, (_, index) => ({
    unit: index + 1,
    model: models[index] ?? models.at(-1) ?? "The model is not named on the accepted proposal",
    options,
    colours,
  }));
}
