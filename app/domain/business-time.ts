/** The business runs on Portland time: its days, weeks and months start there. */
export const BUSINESS_TIME_ZONE = "America/Los_Angeles";

/** "Nov 23, 2026, 3:04 PM" in the business's time zone. */
export function formatBusinessDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** "Nov 23, 2026" in the business's time zone. */
export function formatBusinessDate(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: BUSINESS_TIME_ZONE }).format(new Date(iso));
}
