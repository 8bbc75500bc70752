/** What every console page says of itself: never indexed, described for the browser's history and tabs. */
const CONSOLE_META = [
  { name: "robots", content: "noindex, nofollow" },
  {
    name: "description",
    content: "The Nestz console: orders, quote requests, proposals, invoices and the shop, for the Nestz team.",
  },
];

/** A console page's `meta`: its own title, and the console's description, never indexed. */
export function consoleMeta(title: string) {
  return () => [{ title: `${title} | Nestz console` }, ...CONSOLE_META];
}

/** The console layout's `meta`, for the pages it answers itself (a visitor who is not on the team). */
export const consoleLayoutMeta = () => CONSOLE_META;
