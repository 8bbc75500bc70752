/** Where every page sends its one page view; answered by server.ts before the router. Imports nothing: the bootstrap's weight is budgeted. */
export const INSIGHTS_EVENT_PATH = "/api/insights/event";
