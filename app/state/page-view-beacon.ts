/**
 * One page view, sent to the site's own endpoint (docs/decisions/0026): the
 * path, the referring site's host and the landing address's UTM tags. No
 * cookie, no storage, nothing else; never for the console. Content pages send it from the bootstrap,
 * app pages on every navigation (app/components/insights/page-views.tsx). It
 * imports only what the endpoint module states: the bootstrap's weight is budgeted.
 */
import { INSIGHTS_EVENT_PATH, isConsolePath } from "#app/domain/insights/endpoint";

const TAGS = { s: "utm_source", m: "utm_medium", c: "utm_campaign" } as const;

export function sendPageView(path: string, search = "", referrer = ""): void {
  if (isConsolePath(path)) return;
  const event: Record<string, string> = { p: path };
  try {
    const host = referrer && new URL(referrer).host;
    if (host && host !== location.host) event.r = host;
  } catch {
    // not an address: no referrer
  }
  const query = new URLSearchParams(search);
  for (const [key, name] of Object.entries(TAGS)) {
    const value = query.get(name);
    if (value) event[key] = value;
  }
  const body = JSON.stringify(event);
  // sendBeacon queues it with the browser (it survives leaving the page) and sends it as text/plain.
  if (navigator.sendBeacon?.(INSIGHTS_EVENT_PATH, body)) return;
  fetch(INSIGHTS_EVENT_PATH, {
    method: "POST",
    body,
    keepalive: true,
    priority: "low",
    credentials: "same-origin",
  }).catch(() => {});
}

/**
 * Runs `send` once the page has loaded and the browser is idle, and for a page
 * prerendered in the background only once someone actually looks at it.
 */
export function afterLoad(send: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(send, { timeout: 3_000 }) : setTimeout(send, 1);
  const loaded = () => (document.readyState === "complete" ? idle() : addEventListener("load", idle, { once: true }));
  if ((document as { prerendering?: boolean }).prerendering)
    document.addEventListener("prerenderingchange", loaded, { once: true });
  else loaded();
}
