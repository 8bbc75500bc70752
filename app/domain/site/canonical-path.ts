/**
 * Paths match case-insensitively, but each page has one canonical spelling.
 * Returns where a request for `pathname` should be redirected, or null when
 * it is already canonical (or unknown, which is for the router to answer).
 */
export function createCanonicalizer(canonicalPaths: readonly string[], aliases: Record<string, string>) {
  const byLowercase = new Map<string, string>();
  for (const path of canonicalPaths) byLowercase.set(path.toLowerCase(), path);
  for (const [alias, target] of Object.entries(aliases)) byLowercase.set(alias.toLowerCase(), target);

  return function redirectFor(pathname: string): string | null {
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
    const target = byLowercase.get(trimmed.toLowerCase());
    if (target === undefined) return null;
    return target === pathname ? null : target;
  };
}
