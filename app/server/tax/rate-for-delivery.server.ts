/**
 * The rate for a Washington delivery address, from DOR's data in its order of
 * trust: DOR's address lookup (today's quarter only, kept per address), the
 * owner's uploaded quarterly files, then the owner's choice among the codes
 * the data allows. The choice itself is `chooseRate`'s (docs/decisions/0077).
 */
import { isWashingtonZip } from "#app/domain/tax/dor-files";
import {
  chooseRate,
  type DeliveryAddress,
  type LookupAnswer,
  quarterOf,
  quarterOfDay,
  type RateChoice,
  splitZip,
} from "#app/domain/tax/rate-choice";
import { isCalendarDay } from "#app/domain/time/calendar-day";

import { type DorLookupSettings, lookupAddressRate } from "./dor-lookup.server";
import { quarterlyTables } from "./quarterly-tables.server";

/** Whether DOR can be asked about this address at all: a Washington ZIP, and a street or a ZIP+4. */
function worthAsking(address: DeliveryAddress): boolean {
  const zip = splitZip(address.zip);
  return zip !== null && isWashingtonZip(zip.zip) && (address.street.trim() !== "" || zip.plus4 !== null);
}

/**
 * The rate for a Washington delivery address on a Pacific day (YYYY-MM-DD):
 * DOR's lookup (cached per normalised address and quarter), then the
 * quarter's uploaded files, then "ask-owner" with candidates. `ownerChoice` is
 * the location code the owner picked, if any. Never throws for bad input or
 * an unreachable lookup; the database away may throw as usual.
 */
export async function rateForDelivery(
  address: DeliveryAddress,
  day: string,
  ownerChoice?: string | null,
  options?: { lookup?: DorLookupSettings; now?: Date },
): Promise<RateChoice> {
  const question = { address, day, ownerChoice: ownerChoice ?? null, lookup: null, files: null };
  if (!isCalendarDay(day) || !splitZip(address.zip)) return chooseRate(question);
  const zip = splitZip(address.zip);
  if (zip && !isWashingtonZip(zip.zip)) {
    return { decision: "refused", reason: `ZIP ${zip.zip} is not in Washington, so it has no Washington rate.` };
  }
  const quarter = quarterOfDay(day);
  // DOR answers today's rates: its answer is no use for a day in another quarter.
  const asksDor = quarter === quarterOf(options?.now ?? new Date()) && worthAsking(address);
  const [lookup, files] = await Promise.all([
    asksDor ? lookupAddressRate(address, quarter, options?.lookup) : Promise.resolve<LookupAnswer | null>(null),
    quarterlyTables(quarter),
  ]);
  return chooseRate({ ...question, lookup, files });
}
