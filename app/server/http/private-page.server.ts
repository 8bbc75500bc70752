/**
 * The headers of a page made for one buyer (a proposal, an invoice, their
 * card pages): never cached by anyone else, never indexed, and its private
 * address never sent on as a referrer to another site.
 */
export const privateBuyerPageHeaders = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
});
