/** The business runs on Portland time: its days, weeks and months start there. */
export const BUSINESS_TIME_ZONE = "America/Los_Angeles";

/** "Nov 23, 2026, 3:04 PM" in the business's time zone. */
export function formatBusinessDateTime(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

/** "Nov 23, 2026" in the business's time zone. */
export function formatBusinessDate(iso: string | Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: BUSINESS_TIME_ZONE }).format(new Date(iso));
}

const numericParts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function businessParts(iso: string | Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  const parts = Object.fromEntries(numericParts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? "",
    month: parts.month ?? "",
    day: parts.day ?? "",
    hour: parts.hour ?? "",
    minute: parts.minute ?? "",
    second: parts.second ?? "",
  };
}

/** The business's wall-clock time of an instant, read as if it were UTC (for offset arithmetic). */
export function businessWallClockAsUtc(instant: Date): number {
  const { year, month, day, hour, minute, second } = businessParts(instant);
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
}

/** "2026-11-23": the business's calendar day (for file names and date fields). */
export function businessDay(iso: string | Date): string {
  const { year, month, day } = businessParts(iso);
  return `${year}-${month}-${day}`;
}

/** "2026-11-23 15:04:05" in the business's time zone: sortable, and read as a date by spreadsheets. */
export function formatBusinessTimestamp(iso: string | Date): string {
  const { year, month, day, hour, minute, second } = businessParts(iso);
  return `${year}-${month}-${day} ${hour}:${minute}:${second}`;
}
