/**
 * Where a quote request came from: what its form carries, else the page it
 * was sent from, else the visitor's first page view today.
 */
import { and, asc, eq } from "drizzle-orm";

import { type HeaderSource, optsOut } from "#app/domain/insights/filter";
import type { LandingValues } from "#app/domain/insights/landing-fields";
import { cleanUtm, referrerHost, utmOf, type VisitSource, visitSource } from "#app/domain/insights/source";
import { saltDay } from "#app/domain/insights/visitor";
import { type Database, type Transaction, withDb } from "#app/server/db/client.server";
import { insightEvents } from "#app/server/db/schema.server";
import { clientAddress } from "#app/server/http/client-address.server";

import { flushPageViews } from "./page-views.server";
import { siteHost, visitorOf } from "./visitors.server";

export type Attribution = VisitSource;

/**
 * The source of a request (stored on it; its proposal, deposit and invoice
 * inherit it): what the form carries from the page it was sent from (the
 * landing address's tags, the referring site), else the tags of the page the
 * form was on (its Referer), else the visitor's first page view today. Null
 * when none of these says anything, and for a browser that opted out (it sent
 * no views, and its visit is not looked up).
 */
export async function attributeRequest(
  request: Pick<Request, "headers">,
  carried: Partial<LandingValues>,
  now = new Date(),
  tx?: Transaction,
): Promise<Attribution | null> {
  const site = siteHost();
  const fromForm = {
    utm: {
      source: cleanUtm(carried.utmSource),
      medium: cleanUtm(carried.utmMedium),
      campaign: cleanUtm(carried.utmCampaign),
    },
    referrer: referrerHost(carried.referrer, site),
  };
  if (fromForm.utm.source || fromForm.utm.campaign || fromForm.referrer)
    return visitSource(fromForm.utm, fromForm.referrer);

  const page = request.headers.get("referer");
  if (page) {
    try {
      const utm = utmOf(new URL(page).search);
      if (utm.source || utm.campaign) return visitSource(utm, referrerHost(page, site));
    } catch {
      // not a URL: nothing to read
    }
  }
  if (optsOut(request.headers)) return null;
  return firstViewToday(request.headers, clientAddress(request), now, tx);
}

async function firstViewToday(
  headers: HeaderSource,
  address: string,
  now: Date,
  tx?: Transaction,
): Promise<Attribution | null> {
  const visitor = await visitorOf(headers, address, now);
  const day = saltDay(now);
  const find = (db: Database | Transaction) =>
    db
      .select({
        source: insightEvents.source,
        medium: insightEvents.medium,
        campaign: insightEvents.utmCampaign,
        referrerHost: insightEvents.referrerHost,
      })
      .from(insightEvents)
      .where(and(eq(insightEvents.day, day), eq(insightEvents.visitor, visitor)))
      .orderBy(asc(insightEvents.occurredAt))
      .limit(1);
  // Views still waiting in this process's queue count too.
  await flushPageViews();
  const [first] = tx ? await find(tx) : await withDb(find);
  return first ?? null;
}
