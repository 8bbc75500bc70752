/**
 * The homes of an accepted order, a row each: made in the transaction that
 * accepts the proposal, so an accepted purchase always has its units. A
 * rental is served from the fleet and has none (docs/decisions/0115).
 */
import { eq } from "drizzle-orm";

import { modelNames } from "#app/content/quote-requests/quote";
import type { Transaction } from "#app/server/db/client.server";
import { orderUnits, type ProposalRow, quoteRequests } from "#app/server/db/schema.server";

/** The models' names, as the accepted lines name the homes. */
export const MODEL_NAMES: readonly string[] = Object.values(modelNames);

/**
 * Adds one unit per home the accepted lines buy: the count the draft's payment
 * schedule was saved with (homeCountOf), so per-unit invoices and units agree.
 * A second call finds them made and adds none.
 */
export async function createOrderUnits(tx: Transaction, proposal: ProposalRow, acceptedAt: Date): Promise<number> {
  const [request] = await tx
    .select({ intent: quoteRequests.intent })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, proposal.quoteRequestId));
  if (!request || request.intent !== "buy") return 0;
  const homes = proposal.paymentSchedule.units;
  const made = await tx
    .insert(orderUnits)
    .values(Array.from({ length: homes }, (_, index) => ({ proposalId: proposal.id, unit: index + 1, acceptedAt })))
    .onConflictDoNothing()
    .returning({ id: orderUnits.id });
  return made.length;
}
