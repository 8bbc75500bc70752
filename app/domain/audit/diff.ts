/**
 * The readable difference between an audit entry's `before` and `after`:
 * one line per field that changed, values written for a person (dollars,
 * yes/no, business time), long values folded to a preview.
 */
import { formatCents } from "#app/domain/common/money";
import { formatBusinessDateTime } from "#app/domain/time/business-time";

/** A value as shown: `text` in full, and `preview` when it is too long to show in a row. */
export interface ShownValue {
  text: string;
  preview: string | null;
}

export interface DiffLine {
  /** The field's path in the record, e.g. `nextBuildMonth` or `address.city`. */
  field: string;
  label: string;
  /** null when the field did not exist on that side (a record created, a field removed). */
  before: ShownValue | null;
  after: ShownValue | null;
}

/** Values longer than this (or of several lines) are folded to a preview. */
export const FOLD_AT = 80;
const MAX_DEPTH = 3;

type Leaves = Map<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Nested objects become dotted paths (up to a few levels); anything else is a leaf. */
function leaves(value: unknown): Leaves {
  const found: Leaves = new Map();
  if (value === null || value === undefined) return found;
  if (!isPlainObject(value)) {
    found.set("value", value);
    return found;
  }
  const walk = (node: Record<string, unknown>, prefix: string, depth: number) => {
    for (const [key, child] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isPlainObject(child) && depth < MAX_DEPTH && Object.keys(child).length > 0) walk(child, path, depth + 1);
      else if (child !== undefined) found.set(path, child);
    }
  };
  walk(value, "", 1);
  return found;
}

/** JSON with sorted keys: two values are the same when these agree. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** "unitsReady" → "Units ready"; "priceCents" → "Price"; "address.city" → "Address › city". */
export function fieldLabel(path: string): string {
  const words = path
    .split(".")
    .map((part) =>
      part
        .replace(/Cents$/, "")
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/[_-]+/g, " ")
        .toLowerCase()
        .trim(),
    )
    .join(" › ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value in words: money in dollars, yes/no, times in business time, lists joined. */
export function describeValue(value: unknown, key = ""): string {
  if (value === null || value === undefined) return "(none)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (/Cents$/.test(key) && Number.isSafeInteger(value)) return formatCents(value);
    return String(value);
  }
  if (typeof value === "string") {
    if (value === "") return "(empty)";
    if (ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return formatBusinessDateTime(value);
    return value;
  }
  if (value instanceof Date) return formatBusinessDateTime(value);
  if (Array.isArray(value))
    return value.length === 0 ? "(none)" : value.map((item) => describeValue(item, key)).join("; ");
  if (isPlainObject(value)) {
    if (Object.keys(value).length === 0) return "(none)";
    return Object.entries(value)
      .map(([name, child]) => `${fieldLabel(name)}: ${describeValue(child, name)}`)
      .join(", ");
  }
  return String(value);
}

/** A value too long for a row keeps its full text and gets a one-line preview. */
export function foldValue(text: string, limit = FOLD_AT): ShownValue {
  const firstLine = text.split("\n", 1)[0] ?? "";
  if (text.length <= limit && firstLine === text) return { text, preview: null };
  const preview = firstLine.length > limit - 1 ? `${firstLine.slice(0, limit - 1).trimEnd()}…` : `${firstLine}…`;
  return { text, preview };
}

function shown(value: unknown, path: string): ShownValue {
  const key = path.split(".").pop() ?? "";
  return foldValue(describeValue(value, key));
}

/**
 * The fields that differ between `before` and `after`, in the order the
 * record lists them. A created record (no before) lists what it was created
 * with; a deleted one what it had.
 */
export function diffChange(before: unknown, after: unknown): DiffLine[] {
  const old = leaves(before);
  const now = leaves(after);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  const lines: DiffLine[] = [];
  for (const path of paths) {
    const had = old.has(path);
    const has = now.has(path);
    if (had && has && canonical(old.get(path)) === canonical(now.get(path))) continue;
    lines.push({
      field: path,
      label: fieldLabel(path),
      before: had ? shown(old.get(path), path) : null,
      after: has ? shown(now.get(path), path) : null,
    });
  }
  return lines;
}
