import type { PageLink } from "#app/content/paths";

import { Link } from "./link";

/** Where a card or step leads on ("More about…"): a link tall enough to tap. `space` sets it apart from the text. */
export function MoreLink({ link, space }: { link: PageLink; space?: string }) {
  return (
    <Link
      to={link.to}
      className={`${space ? `${space} ` : ""}inline-flex min-h-11 items-center font-semibold underline underline-offset-4`}
    >
      {link.label}
    </Link>
  );
}
