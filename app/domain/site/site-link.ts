export const SITE_LINK_MAX_LENGTH = 2_000;

/**
 * Why an address cannot be a product's picture or link, or null when it can.
 * Two kinds are allowed: a path on this site (`/images/sticker.svg`,
 * `/Shwag`) and an https address on another site. Everything else — other
 * schemes (`javascript:`, `data:`, `http:`), protocol-relative `//host`,
 * relative paths, spaces and backslashes that browsers read in surprising
 * ways — is refused, so what the owner types can never run in a visitor's page.
 */
export function siteLinkProblem(value: string): string | null {
  if (value.length > SITE_LINK_MAX_LENGTH)
    return `keep it under ${SITE_LINK_MAX_LENGTH.toLocaleString("en-US")} characters.`;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return "an address can't contain spaces or backslashes.";
  if (value.startsWith("/")) {
    if (value.startsWith("//")) return "start a path on this site with a single /, like /Shwag.";
    return null;
  }
  if (!/^https:\/\/[^/?#]/i.test(value)) {
    return "use a path on this site that starts with /, or an address that starts with https://.";
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "that address can't be read. Check it for typos.";
  }
  if (url.protocol !== "https:" || !url.hostname) return "use an address that starts with https://.";
  if (url.username || url.password) return "an address can't carry a user name or password.";
  return null;
}
