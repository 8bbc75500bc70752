/**
 * A location code's rate split into its state and local parts, for the
 * proposal's record and the return: from the quarter's uploaded rates file,
 * or, when none is uploaded, from what DOR's lookup answered for that code
 * this quarter.
 */
import { and, desc, eq } from "drizzle-orm";

import { quarterOfDay } from "#app/domain/tax/rate-choice";
import { isCalendarDay } from "#app/domain/time/calendar-day";
import { getDb } from "#app/server/db/client.server";
import { taxLookupAnswers } from "#app/server/db/schema.server";

import { quarterlyTables } from "./quarterly-tables.server";

export interface LocationRateSplit {
  code: string;
  stateRateMilli: number;
  localRateMilli: number;
  rateMilli: number;
  location: string | null;
}

/** The split of a code's rate on a day, or null if the code is unknown for that day. */
export async function locationRate(code: string, day: string): Promise<LocationRateSplit | null> {
  const trimmed = code.trim();
  if (!isCalendarDay(day) || !/^\d{4}$/.test(trimmed)) return null;
  const quarter = quarterOfDay(day);
  const files = await quarterlyTables(quarter);
  const row = files?.rates.rateFor(trimmed, day);
  if (row) {
    const { stateRateMilli, localRateMilli, rateMilli, location } = row;
    return { code: trimmed, stateRateMilli, localRateMilli, rateMilli, location };
  }
  const [answer] = await getDb()
    .select()
    .from(taxLookupAnswers)
    .where(
      and(eq(taxLookupAnswers.quarter, quarter), eq(taxLookupAnswers.code, trimmed), eq(taxLookupAnswers.found, true)),
    )
    .orderBy(desc(taxLookupAnswers.askedAt))
    .limit(1);
  if (!answer || answer.rateMilli === null || answer.localRateMilli === null || answer.stateRateMilli === null)
    return null;
  return {
    code: trimmed,
    stateRateMilli: answer.stateRateMilli,
    localRateMilli: answer.localRateMilli,
    rateMilli: answer.rateMilli,
    location: answer.location,
  };
}
