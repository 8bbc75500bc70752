/** PostgreSQL's SQLSTATE codes the app answers in words rather than as a failure. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_CHECK_VIOLATION = "23514";
export const PG_EXCLUSION_VIOLATION = "23P01";
export const PG_DEADLOCK_DETECTED = "40P01";

/**
 * The SQLSTATE and constraint of a refused statement: node-postgres puts them
 * on its error, and Drizzle wraps that error as the `cause` of its own.
 */
export function pgErrorOf(error: unknown): { code: string; constraint: string | null } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === "string" ? constraint : null };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
