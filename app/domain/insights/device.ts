import type { DeviceClass } from "./kinds";

/**
 * Phone, tablet or desktop, from a user agent. Tablets first: an iPad or an
 * Android tablet says "Android" without "Mobile". Anything unknown is a desktop.
 */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b/i.test(ua)) return "tablet";
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return "phone";
  return "desktop";
}
