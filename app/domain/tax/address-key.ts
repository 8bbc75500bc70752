/**
 * The key DOR's lookup answers are kept under: one address written many ways
 * ("1 Main Street, Seattle" and "1 MAIN ST., SEATTLE") is one key, so it is
 * asked about once a quarter. Only spelling is folded: a different street
 * number, city or ZIP is a different address.
 */
import { type DeliveryAddress, splitZip } from "./rate-choice";

/** USPS's standard abbreviations for the street words that are spelled both ways most often. */
const STREET_WORDS: Record<string, string> = {
  AVENUE: "AVE",
  AV: "AVE",
  BOULEVARD: "BLVD",
  CIRCLE: "CIR",
  COURT: "CT",
  DRIVE: "DR",
  HIGHWAY: "HWY",
  LANE: "LN",
  PARKWAY: "PKWY",
  PLACE: "PL",
  ROAD: "RD",
  STREET: "ST",
  TERRACE: "TER",
  TRAIL: "TRL",
  WAY: "WAY",
  NORTH: "N",
  SOUTH: "S",
  EAST: "E",
  WEST: "W",
  NORTHEAST: "NE",
  NORTHWEST: "NW",
  SOUTHEAST: "SE",
  SOUTHWEST: "SW",
  APARTMENT: "APT",
  SUITE: "STE",
  UNIT: "UNIT",
};

/** Upper case, punctuation to spaces, one space between words. */
function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
}

export function normaliseStreet(street: string): string {
  return words(street)
    .map((word) => STREET_WORDS[word] ?? word)
    .join(" ");
}

export function normaliseCity(city: string): string {
  return words(city).join(" ");
}

/** "1 MAIN ST|SEATTLE|98108" or "…|981080500"; null when the ZIP is not a ZIP code. */
export function addressKey(address: DeliveryAddress): string | null {
  const zip = splitZip(address.zip);
  if (!zip) return null;
  return [normaliseStreet(address.street), normaliseCity(address.city), `${zip.zip}${zip.plus4 ?? ""}`].join("|");
}
