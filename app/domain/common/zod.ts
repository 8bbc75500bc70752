import { z } from "zod";

/**
 * Zod, as every module of the app imports it. Zod compiles object schemas with `new Function` when
 * the page allows it, and finds out by trying: in the browser our Content-Security-Policy refuses,
 * and the refusal is logged as a policy issue on every page that builds a schema (the console's
 * best-practices audit). The browser's copy is told not to try; the server keeps the faster parse.
 * This must run before any schema is built, which is why nothing imports "zod" but this module.
 */
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
