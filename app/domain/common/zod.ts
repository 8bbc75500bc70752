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

/**
 * Each field's first message from a failed parse, keyed by the field's name (an issue about the
 * whole form under "form"); `prefix` names fields of a repeated group, such as "line-2-".
 */
export function fieldErrorsOf(error: z.ZodError, prefix = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[`${prefix}${String(issue.path[0] ?? "form")}`] ??= issue.message;
  return errors;
}
