/**
 * Utilisation: booked days over the days a unit could have been booked, per
 * unit and per model, month by month. A unit counts from the day it joined the
 * fleet until the day it was retired, less its days out for repair.
 */
import type { HomeModel } from "#app/domain/quote-requests/rules";
import { addMonths, daysBetween, firstDayOf } from "#app/domain/time/calendar-day";

import type { DatedPeriod } from "./fleet";

export interface UtilisationUnit {
  id: number;
  name: string;
  model: HomeModel;
  /** The first day in the fleet. */
  from: string;
  /** The day it was retired (not counted), or null. */
  until: string | null;
}

export interface UtilisationCell {
  bookedDays: number;
  availableDays: number;
}

export interface UtilisationRow {
  label: string;
  cells: UtilisationCell[];
}

export interface Utilisation {
  months: string[];
  units: (UtilisationRow & { model: HomeModel })[];
  models: (UtilisationRow & { model: HomeModel })[];
}

/** The most months one page shows: the last year of a longer period. */
export const UTILISATION_MAX_MONTHS = 12;

/** The months (`YYYY-MM`) a range of days touches, the last twelve at most. */
export function monthsOfRange(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) months.push(month);
  return months.slice(-UTILISATION_MAX_MONTHS);
}

const overlap = (aFrom: string, aTo: string, bFrom: string, bTo: string) =>
  Math.max(0, daysBetween(aFrom > bFrom ? aFrom : bFrom, aTo < bTo ? aTo : bTo));

function cellOf(unit: UtilisationUnit, periods: readonly DatedPeriod[], month: string): UtilisationCell {
  const monthFrom = firstDayOf(month);
  const monthTo = firstDayOf(addMonths(month, 1));
  const from = unit.from > monthFrom ? unit.from : monthFrom;
  const to = unit.until !== null && unit.until < monthTo ? unit.until : monthTo;
  if (from >= to) return { bookedDays: 0, availableDays: 0 };
  const daysOf = (kind: DatedPeriod["kind"]) =>
    periods
      .filter((period) => period.kind === kind)
      .reduce((sum, period) => sum + overlap(period.startsOn, period.endsOn, from, to), 0);
  return { bookedDays: daysOf("booking"), availableDays: daysBetween(from, to) - daysOf("repair") };
}

const add = (a: UtilisationCell, b: UtilisationCell): UtilisationCell => ({
  bookedDays: a.bookedDays + b.bookedDays,
  availableDays: a.availableDays + b.availableDays,
});

export function utilisation(
  units: readonly UtilisationUnit[],
  periods: readonly (DatedPeriod & { unitId: number })[],
  months: readonly string[],
): Utilisation {
  const unitRows = units.map((unit) => {
    const own = periods.filter((period) => period.unitId === unit.id);
    return { label: unit.name, model: unit.model, cells: months.map((month) => cellOf(unit, own, month)) };
  });
  const modelRows = [...new Set(units.map((unit) => unit.model))].sort().map((model) => ({
    label: model,
    model,
    cells: months.map((_, index) =>
      unitRows
        .filter((row) => row.model === model)
        .reduce((sum, row) => add(sum, row.cells[index] ?? { bookedDays: 0, availableDays: 0 }), {
          bookedDays: 0,
          availableDays: 0,
        }),
    ),
  }));
  return { months: [...months], units: unitRows, models: modelRows };
}

/** "62%" (rounded), or an en dash when the unit could not be booked at all that month. */
export function utilisationText(cell: UtilisationCell): string {
  return cell.availableDays > 0 ? `${Math.round((cell.bookedDays / cell.availableDays) * 100)}%` : "–";
}
