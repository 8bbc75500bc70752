/**
 * CSV that spreadsheets open correctly and safely: RFC 4180 records (comma
 * separated, CRLF line ends, fields quoted when they hold a comma, a quote or
 * a line break, quotes doubled), a UTF-8 byte-order mark so Excel reads
 * accents and "×" as written, and text that would start a formula
 * neutralised with a leading apostrophe (CSV injection).
 */

/**
 * A number already written as a form wants it ("-906.22", two decimals kept):
 * data, never a formula, so a leading minus is left alone.
 */
export interface CsvDecimal {
  decimal: string;
}

/** One cell: text is written as given (after neutralising), a number as digits, nothing as empty. */
export type CsvValue = string | number | CsvDecimal | null | undefined;

/** A column of a table: its header and how to read a row's value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The UTF-8 byte-order mark, as a character (it becomes EF BB BF when encoded). */
export const CSV_BOM = "\uFEFF";

/** RFC 4180's record separator. */
export const CSV_LINE_END = "\r\n";

/** Characters that make a spreadsheet read a cell as a formula (or a DDE command). */
const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * Text a spreadsheet would run as a formula gets an apostrophe in front, so
 * it is shown as the text it is: "=HYPERLINK(…)" becomes "'=HYPERLINK(…)".
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.has(text.charAt(0)) ? `'${text}` : text;
}

/** One field, ready to place in a record: neutralised, then quoted if it needs to be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written to CSV`);
    // A number is data, never a formula: -5 stays -5.
    return String(value);
  }
  if (typeof value === "object") {
    if (!/^-?\d+(\.\d+)?$/.test(value.decimal)) throw new RangeError(`${value.decimal} is not a decimal number`);
    return value.decimal;
  }
  const text = neutraliseFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record (without its line end). */
export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(",");
}

/**
 * A whole document: every record followed by CRLF, with the byte-order mark
 * first unless `bom: false`.
 */
export function toCsv(records: readonly (readonly CsvValue[])[], { bom = true }: { bom?: boolean } = {}): string {
  const body = records.map((record) => csvRecord(record) + CSV_LINE_END).join("");
  return bom ? CSV_BOM + body : body;
}

/** A header row from the columns' headers, then one record per row. */
export function csvTable<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>, options?: { bom?: boolean }): string {
  const records: CsvValue[][] = [columns.map((column) => column.header)];
  for (const row of rows) records.push(columns.map((column) => column.value(row)));
  return toCsv(records, options);
}

/**
 * Reads CSV back into records (RFC 4180, with the byte-order mark skipped):
 * for tests and for checking an export, not for arbitrary files.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (quoted) {
      if (char === '"' && source.charAt(index + 1) === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === "") {
      quoted = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && source.charAt(index + 1) === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
