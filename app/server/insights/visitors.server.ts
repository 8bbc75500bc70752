/**
 * Who a visitor is, for today only (docs/decisions/0026): a hash of their
 * address and browser with a salt that changes every day, so no visitor can
 * be followed from one day to the next.
 */
import { createHash, randomBytes } from "node:crypto";

import { eq, lt } from "drizzle-orm";

import type { HeaderSource } from "#app/domain/insights/filter";
import { saltDay, visitorHashInput } from "#app/domain/insights/visitor";
import { getEnv } from "#app/server/config/env.server";
import { withDb } from "#app/server/db/client.server";
import { insightSalts } from "#app/server/db/schema.server";

interface SaltCache {
  day: string;
  salt: Promise<string>;
}
/** One copy for server.ts and the server bundle alike (as the database connection, decision 0003). */
const registry = globalThis as typeof globalThis & { __nestzInsightSalt?: SaltCache };

/**
 * Today's salt (Pacific), the same on every instance: the first to ask makes
 * it, and every earlier day's salt is deleted then and there, so a visitor
 * hash of yesterday can never be made again.
 */
export function currentSalt(now = new Date()): Promise<string> {
  const day = saltDay(now);
  const cached = registry.__nestzInsightSalt;
  if (cached?.day === day) return cached.salt;
  const salt = withDb(async (db) => {
    await db
      .insert(insightSalts)
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflictDoNothing();
    await db.delete(insightSalts).where(lt(insightSalts.day, day));
    const [row] = await db.select({ salt: insightSalts.salt }).from(insightSalts).where(eq(insightSalts.day, day));
    if (!row) throw new Error(`the salt of ${day} vanished`);
    return row.salt;
  });
  registry.__nestzInsightSalt = { day, salt };
  // A failure is not remembered: the next view asks again.
  salt.catch(() => {
    if (registry.__nestzInsightSalt?.salt === salt) registry.__nestzInsightSalt = undefined;
  });
  return salt;
}

/** Forgets the salt this process holds (tests; the job after deleting old salts). */
export function forgetSalt(): void {
  registry.__nestzInsightSalt = undefined;
}

/** 48 bits of SHA-256 over the salted facts: plenty to tell a day's visitors apart, and fits a JS number. */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): number {
  const digest = createHash("sha256").update(visitorHashInput({ salt, address, userAgent, site })).digest();
  return digest.readUIntBE(0, 6);
}

let site: { url: string; host: string } | undefined;

/** The site's host, read from PUBLIC_URL once (it is asked for every beacon). */
export function siteHost(): string {
  const url = getEnv().PUBLIC_URL;
  if (site?.url !== url) site = { url, host: new URL(url).host };
  return site.host;
}

export async function visitorOf(headers: HeaderSource, address: string, now: Date): Promise<number> {
  return visitorHash(await currentSalt(now), address, headers.get("user-agent") ?? "", siteHost());
}
