import { Link } from "react-router";

/**
 * "Previous page · Page 2 of 5 · Next page" under a long list. `hrefOf`
 * builds a page's address, keeping the list's filters.
 */
export function PageLinks({
  label,
  page,
  pageCount,
  hrefOf,
}: {
  label: string;
  page: number;
  pageCount: number;
  hrefOf: (page: number) => string;
}) {
  if (pageCount <= 1 && page <= 1) return null;
  const link =
    "inline-flex min-h-11 items-center rounded-full border-2 border-evergreen-800 px-4 font-semibold no-underline hover:bg-evergreen-50";
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={hrefOf(Math.min(page - 1, pageCount))} className={link} rel="prev">
          Previous page
        </Link>
      ) : null}
      <p>
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={link} rel="next">
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
