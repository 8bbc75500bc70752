/**
 * Where the order's build and delivery tell billing what happened. Both are
 * called inside the transaction that records the event, so an invoice a
 * payment stage issues exists exactly when its cause does.
 */
import type { Transaction } from "#app/server/db/client.server";

/** Every unit of the order has reached `stage`. The payment schedule issues the stage's invoice here. */
export async function orderReachedBuildStage(_tx: Transaction, _proposalId: number, _stage: string): Promise<void> {
  // The payment schedule issues stage invoices here.
}

/** Unit `unit` of the order was delivered. The payment schedule issues a per-delivery invoice here. */
export async function unitDelivered(_tx: Transaction, _proposalId: number, _unit: number): Promise<void> {
  // The payment schedule issues stage invoices here.
}
