/** What every page of a buyer's private link does with its token. */
import { data } from "react-router";

import { isWellFormedToken } from "#app/domain/proposals/reference";

/** An unknown or malformed token: the site's 404, the same for both, so a guess learns nothing. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

export function requireToken(token: string | undefined): string {
  if (!token || !isWellFormedToken(token)) notFound();
  return token;
}
