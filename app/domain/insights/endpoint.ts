/** Where every page sends its one page view; answered by server.ts before the router. Imports nothing: the bootstrap's weight is budgeted. */
export const INSIGHTS_EVENT_PATH = "/api/insights/event";

/** The console's own pages (and anything under them): never counted (decision 0026), so never sent either. */
export function isConsolePath(path: string): boolean {
  return /^\/admin(\/|$|\.)/i.test(path);
}
