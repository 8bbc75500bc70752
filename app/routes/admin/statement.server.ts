/** The buyer a statement address names, or the console's 404: a malformed key or a buyer with no invoice. */
import { data } from "react-router";

import { emailOfBuyerKey } from "#app/domain/billing/statement";
import { buyerStatement, type StatementView } from "#app/server/billing/receivables.server";

export async function statementOf(key: string | undefined): Promise<StatementView> {
  const email = emailOfBuyerKey(key ?? "");
  if (email === null) throw data(null, { status: 404 });
  const found = await buyerStatement(email);
  if (!found) throw data(null, { status: 404 });
  return found;
}
