/**
 * Plain-text tables and the units the benchmarks print. Sizes are in KB of
 * 1,024 bytes, as Lighthouse and Chrome DevTools count them.
 */

export type Cell = string | number;
export type Align = "left" | "right";

export interface Column {
  header: string;
  align?: Align;
}

/** Prints an aligned table with a title line; numbers are right-aligned by default. */
export function printTable(title: string, columns: (Column | string)[], rows: Cell[][]): void {
  const cols = columns.map((column) => (typeof column === "string" ? { header: column } : column));
  const text = rows.map((row) => row.map((cell) => String(cell)));
  const widths = cols.map((column, index) =>
    Math.max(width(column.header), ...text.map((row) => width(row[index] ?? ""))),
  );
  const alignOf = (index: number): Align =>
    cols[index]?.align ?? (rows.every((row) => typeof row[index] !== "string") ? "right" : "left");
  const line = (cells: string[], isHeader = false) =>
    cells
      .map((cell, index) => {
        const pad = " ".repeat((widths[index] ?? 0) - width(cell));
        return !isHeader && alignOf(index) === "right" ? pad + cell : cell + pad;
      })
      .join("  ")
      .trimEnd();

  console.log(`\n${title}`);
  console.log(
    line(
      cols.map((column) => column.header),
      true,
    ),
  );
  console.log(widths.map((w) => "─".repeat(w)).join("  "));
  for (const row of text) console.log(line(row));
}

/** Display width: every character used here (✓, ✗, ≤, …) takes one column. */
function width(text: string): number {
  return [...text].length;
}

export const KB = 1024;

export function kb(bytes: number, digits = 1): string {
  return (bytes / KB).toFixed(digits);
}

export function ms(value: number, digits = 0): string {
  return value.toFixed(digits);
}

export function mark(ok: boolean): string {
  return ok ? "✓" : "✗";
}

/** A figure followed by its verdict, e.g. "118.2 ✓". */
export function judged(text: string, ok: boolean): string {
  return `${text} ${mark(ok)}`;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}
