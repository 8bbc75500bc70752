/**
 * The contract as it stands after its change orders: its value (the accepted
 * proposal plus every accepted change, domain/proposals/change-orders.ts) and
 * the schedule's invoices to be, from the latest accepted change order's
 * recompute or, with none, the frozen version's schedule. An invoice already
 * issued, and the deposit (the acceptance stage), are marked so (`paid` in
 * progress.ts's words): they never change again.
 */
import { and, asc, desc, eq, isNotNull } from "drizzle-orm";

import { scheduleInvoices } from "#app/domain/billing/schedule";
import { type ContractMoney, contractValue, type PlannedInvoice } from "#app/domain/proposals/change-orders";
import type { Database, Transaction } from "#app/server/db/client.server";
import { changeOrders, invoices, type ProposalRow } from "#app/server/db/schema.server";

type Executor = Database | Transaction;

/** The accepted change orders of a proposal, in the order they were accepted. */
export function acceptedChangeOrders(executor: Executor, proposalId: number) {
  return executor
    .select({
      id: changeOrders.id,
      totalCents: changeOrders.totalCents,
      taxCents: changeOrders.taxCents,
      scheduleAfter: changeOrders.scheduleAfter,
    })
    .from(changeOrders)
    .where(and(eq(changeOrders.proposalId, proposalId), eq(changeOrders.status, "accepted")))
    .orderBy(asc(changeOrders.acceptedAt), asc(changeOrders.id));
}

/** The contract's value now: the proposal as accepted plus its accepted change orders. */
export async function contractOf(
  executor: Executor,
  proposal: Pick<ProposalRow, "id" | "totalCents" | "taxCents">,
): Promise<ContractMoney> {
  return contractValue(proposal, await acceptedChangeOrders(executor, proposal.id));
}

/** The schedule's invoices as they stand: the latest accepted change's, else the version's; issued ones marked. */
export async function plannedInvoices(
  executor: Executor,
  proposal: Pick<ProposalRow, "id" | "totalCents" | "taxCents" | "paymentSchedule">,
): Promise<PlannedInvoice[]> {
  const [latest] = await executor
    .select({ scheduleAfter: changeOrders.scheduleAfter })
    .from(changeOrders)
    .where(
      and(
        eq(changeOrders.proposalId, proposal.id),
        eq(changeOrders.status, "accepted"),
        isNotNull(changeOrders.scheduleAfter),
      ),
    )
    .orderBy(desc(changeOrders.acceptedAt), desc(changeOrders.id))
    .limit(1);
  const plan =
    latest?.scheduleAfter ??
    scheduleInvoices(proposal.totalCents, proposal.taxCents, proposal.paymentSchedule).map((one) => ({
      ...one,
      paid: false,
    }));
  const issued = await executor
    .select({ stage: invoices.stage, unit: invoices.unit })
    .from(invoices)
    .where(and(eq(invoices.proposalId, proposal.id), isNotNull(invoices.stage)));
  // The acceptance stage is the deposit, its amount fixed on the proposal (paid by card or invoiced): it never moves.
  const isIssued = (one: PlannedInvoice) =>
    proposal.paymentSchedule.stages[one.stage]?.trigger.kind === "acceptance" ||
    issued.some((row) => row.stage === one.stage && (row.unit ?? null) === (one.unit ?? null));
  return plan.map((one) => ({ ...one, paid: isIssued(one) }));
}
