import { Link } from "react-router";

/**
 * "Older" and "Back to the newest" links for a list paged by cursor. `older`
 * is the href of the next page, or null at the end.
 */
export function ListPager({
  older,
  newest,
  olderLabel,
}: {
  older: string | null;
  newest: string | null;
  olderLabel: string;
}) {
  if (!older && !newest) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-4">
      {newest ? (
        <Link to={newest} className="inline-flex min-h-11 items-center font-semibold">
          Back to the newest
        </Link>
      ) : null}
      {older ? (
        <Link to={older} className="inline-flex min-h-11 items-center font-semibold">
          {olderLabel} <span aria-hidden="true">&nbsp;→</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** A path with only the query parameters that have a value. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== "") query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
