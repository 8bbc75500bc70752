/**
 * The kinds Insights counts by, stated once: the database's enums are built
 * from these lists (app/server/db/insights-schema.server.ts).
 */

/** A page view's device, decided from the user agent when it is collected; the user agent itself is never stored. */
export const DEVICE_CLASSES = ["phone", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const DEVICE_LABELS: Record<DeviceClass, string> = { phone: "Phone", tablet: "Tablet", desktop: "Desktop" };

/**
 * What a day's aggregate counts by. `page` counts every view of a path; the
 * others count each visitor once, by their first view of the day (the entry).
 */
export const INSIGHT_DIMENSIONS = ["page", "entry", "source", "referrer", "utm-source", "campaign", "device"] as const;
export type InsightDimension = (typeof INSIGHT_DIMENSIONS)[number];

/** The value stored for a visit that came from nowhere we can name (typed, bookmarked, an app's link). */
export const DIRECT = "(direct)";
/** The medium of a direct visit. */
export const NO_MEDIUM = "(none)";
/** A visit without a campaign. */
export const NO_CAMPAIGN = "(none)";
/** A referrer-less visit in the referrer table. */
export const NO_REFERRER = "(none)";
