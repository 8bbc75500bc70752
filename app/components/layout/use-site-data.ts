import { useRouteLoaderData } from "react-router";

import type { PublicConfig } from "#app/domain/site/public-config";
import type { PageFacts } from "#app/domain/site-facts/live-facts";
import type { Notice } from "#app/domain/site-words/blocks";

/** What the site layout's loader gives every public page: public settings and the visitor. */
export interface SiteData {
  config: PublicConfig;
  /** The owner's facts (units ready, next build slot) and the next free rental unit; see components/layout/live-fact.tsx. */
  facts: PageFacts;
  /** The owner's site-wide notice as shown today, or null. */
  notice: Notice | null;
  user: { displayName: string } | null;
  year: number;
}

/** The id of the site layout route (app/routes.ts). */
export const SITE_ROUTE_ID = "site";

export function useSiteData(): SiteData {
  const data = useOptionalSiteData();
  if (!data) throw new Error("useSiteData is used outside the site layout");
  return data;
}

export function useOptionalSiteData(): SiteData | undefined {
  return useRouteLoaderData<SiteData>(SITE_ROUTE_ID);
}
