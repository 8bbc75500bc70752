/**
 * DOR's address rate lookup over HTTP (DOR_LOOKUP_URL), with its definite
 * answers kept per normalised address and quarter. A lookup that is slow,
 * down or answers something unreadable is "no answer" with a logged reason:
 * the quarterly files and the owner answer instead, and nothing is kept, so
 * the next request asks again.
 */
import { and, eq } from "drizzle-orm";

import { addressKey } from "#app/domain/tax/address-key";
import { DOR_ANSWER_MAX_CHARS, type DorAnswer, readDorAnswer } from "#app/domain/tax/dor-lookup-answer";
import {
  type DeliveryAddress,
  type LookupAnswer,
  MATCH_QUALITIES,
  type Quarter,
  splitZip,
} from "#app/domain/tax/rate-choice";
import { getEnv } from "#app/server/config/env.server";
import { getDb } from "#app/server/db/client.server";
import { taxLookupAnswers } from "#app/server/db/schema.server";

export interface DorLookupSettings {
  url: string;
  timeoutMs: number;
}

function settings(): DorLookupSettings {
  const env = getEnv();
  return { url: env.DOR_LOOKUP_URL, timeoutMs: env.DOR_LOOKUP_TIMEOUT_MS };
}

/** DOR's request: `?output=xml&addr=…&city=…&zip=…`, the ZIP as 5 or 9 digits. */
export function dorLookupUrl(address: DeliveryAddress, base: string): string {
  const url = new URL(base);
  const zip = splitZip(address.zip);
  url.searchParams.set("output", "xml");
  url.searchParams.set("addr", address.street.trim());
  url.searchParams.set("city", address.city.trim());
  url.searchParams.set("zip", zip ? `${zip.zip}${zip.plus4 ?? ""}` : address.zip.trim());
  return url.toString();
}

/** Asks DOR once. Never throws: a failure is `no-answer` with its reason, which is logged. */
export async function askDor(address: DeliveryAddress, options: DorLookupSettings = settings()): Promise<DorAnswer> {
  const answer = await ask(address, options);
  if (answer.kind === "no-answer") console.warn(`tax: DOR's rate lookup gave no answer (${answer.reason})`);
  return answer;
}

async function ask(address: DeliveryAddress, options: DorLookupSettings): Promise<DorAnswer> {
  try {
    const response = await fetch(dorLookupUrl(address, options.url), {
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: { accept: "text/xml, application/xml" },
      redirect: "follow",
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: "no-answer", reason: `HTTP ${response.status}` };
    }
    const length = Number(response.headers.get("content-length") ?? 0);
    if (length > DOR_ANSWER_MAX_CHARS) {
      await response.body?.cancel();
      return { kind: "no-answer", reason: "the answer is far longer than DOR's" };
    }
    return readDorAnswer(await response.text());
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError") {
      return { kind: "no-answer", reason: `no answer within ${options.timeoutMs} ms` };
    }
    return { kind: "no-answer", reason: error instanceof Error ? error.message : String(error) };
  }
}

const isMatch = (value: string | null): value is LookupAnswer["match"] =>
  (MATCH_QUALITIES as readonly string[]).includes(value ?? "");

/**
 * DOR's answer for an address this quarter: kept from an earlier request, or
 * asked now and kept when definite. Null when DOR does not know the address
 * or gave no answer. `quarter` must be the quarter DOR answers for: today's.
 */
export async function lookupAddressRate(
  address: DeliveryAddress,
  quarter: Quarter,
  options?: DorLookupSettings,
): Promise<LookupAnswer | null> {
  const key = addressKey(address);
  if (!key) return null;
  const db = getDb();
  const [kept] = await db
    .select()
    .from(taxLookupAnswers)
    .where(and(eq(taxLookupAnswers.addressKey, key), eq(taxLookupAnswers.quarter, quarter)));
  if (kept) {
    return kept.found && kept.code && kept.rateMilli !== null && isMatch(kept.match)
      ? { match: kept.match, code: kept.code, rateMilli: kept.rateMilli, quarter }
      : null;
  }
  const answer = await askDor(address, options);
  if (answer.kind === "no-answer") return null;
  const found = answer.kind === "found" ? answer : null;
  await db
    .insert(taxLookupAnswers)
    .values({
      addressKey: key,
      quarter,
      found: found !== null,
      resultCode: answer.resultCode,
      match: found?.match ?? null,
      code: found?.code ?? null,
      rateMilli: found?.rateMilli ?? null,
      localRateMilli: found?.localRateMilli ?? null,
      stateRateMilli: found?.stateRateMilli ?? null,
      location: found?.location ?? null,
    })
    .onConflictDoNothing();
  return found ? { match: found.match, code: found.code, rateMilli: found.rateMilli, quarter } : null;
}
