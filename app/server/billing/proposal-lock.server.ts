import { eq, type SQL } from "drizzle-orm";

import type { Transaction } from "#app/server/db/client.server";
import { proposals, quoteRequests } from "#app/server/db/schema.server";

/**
 * Locks the proposal `which` finds and its request: the request first, then
 * the proposal, the order every change to a proposal takes them in (the
 * buyer's, the owner's, an invoice's), so an acceptance racing a revision is
 * decided by whichever locks first. Null when nothing matches.
 */
export async function lockProposal(tx: Transaction, which: SQL) {
  const [head] = await tx.select({ quoteRequestId: proposals.quoteRequestId }).from(proposals).where(which);
  if (!head) return null;
  const [request] = await tx
    .select({ id: quoteRequests.id, reference: quoteRequests.reference, status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, head.quoteRequestId))
    .for("update");
  const [proposal] = await tx.select().from(proposals).where(which).for("update");
  if (!request || !proposal) return null;
  return { request, proposal };
}
