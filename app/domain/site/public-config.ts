/** The settings the browser may see (server/config/env.server.ts picks them from the environment). */
export interface PublicConfig {
  publicUrl: string;
  contactPhone: string;
  contactEmail: string;
  legalName: string;
  /** SAM.gov Unique Entity ID, for public buyers; null when not configured. */
  uei: string | null;
  /** CAGE code; null when not configured. */
  cageCode: string | null;
  /** 6-digit NAICS codes, in the owner's order; empty when not configured. */
  naicsCodes: string[];
  /** The year the business started, for "years in business"; null when not configured. */
  foundedYear: number | null;
  walkthroughUrl: string | null;
  socialFeedId: string | null;
}
