/**
 * A route's `headers` export for pages that show one person's data or the
 * owner's console: never stored by a browser or a shared cache.
 */
export function privatePageHeaders() {
  return { "Cache-Control": "private, no-store" };
}
