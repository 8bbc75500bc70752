/** The settings the browser may see (server/env.server.ts picks them from the environment). */
export interface PublicConfig {
  publicUrl: string;
  contactPhone: string;
  contactEmail: string;
  legalName: string;
  walkthroughUrl: string | null;
  socialFeedId: string | null;
}
