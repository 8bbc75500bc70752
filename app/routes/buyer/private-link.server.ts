/** What every page of a buyer's private link does with its token. */
import { data } from "react-router";

import { isWellFormedToken } from "#app/domain/proposals/reference";
import type { BuyerFormState } from "#app/domain/proposals/views";

/** An unknown or malformed token: the site's 404, the same for both, so a guess learns nothing. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

export function requireToken(token: string | undefined): string {
  if (!token || !isWellFormedToken(token)) notFound();
  return token;
}

/** A form on the private link that was not done: the page again, with what to mend and the status. */
export const answer = (state: BuyerFormState, status: number) => data<BuyerFormState>(state, { status });
