/**
 * The quote form carries where its page was landed on (no storage: it reads
 * the page's own address and referrer when it is sent), in these hidden fields.
 */
export const LANDING_FIELDS = {
  utmSource: "landing_utm_source",
  utmMedium: "landing_utm_medium",
  utmCampaign: "landing_utm_campaign",
  referrer: "landing_referrer",
} as const;
export type LandingField = keyof typeof LANDING_FIELDS;

export type LandingValues = Record<LandingField, string>;

/** What the fields hold for a page at `search` that was reached from `referrer`: only the referrer's origin is kept. */
export function landingValues(search: string, referrer: string): LandingValues {
  const params = new URLSearchParams(search);
  let origin = "";
  try {
    origin = referrer ? new URL(referrer).origin : "";
  } catch {
    origin = "";
  }
  return {
    utmSource: params.get("utm_source") ?? "",
    utmMedium: params.get("utm_medium") ?? "",
    utmCampaign: params.get("utm_campaign") ?? "",
    referrer: origin === "null" ? "" : origin,
  };
}
