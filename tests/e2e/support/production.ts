/**
 * An order's homes put where a spec needs them on the production board,
 * straight into the shared server's database: stages reached, a home ready,
 * a delivery day booked. Nothing is emailed or invoiced this way; a spec
 * presses the board's own form for the step it tests (the board's stage
 * marking and the buyer's booking are covered by order-after-yes.spec.ts).
 */
import { BUILD_STAGES, type BuildStage } from "#app/domain/production/stages";

import { e2eQuery } from "./e2e-database";

/** Home `unit` of the proposal's order reaches every stage up to `through`, today (and is ready if that is the last). */
export async function reachStages(proposalId: number, unit: number, through: BuildStage): Promise<void> {
  const stages = BUILD_STAGES.slice(0, BUILD_STAGES.indexOf(through) + 1);
  await e2eQuery(
    `insert into order_unit_stages (order_unit_id, stage, reached_on)
     select u.id, s.stage, current_date from order_units u cross join unnest($3::text[]) as s(stage)
     where u.proposal_id = $1 and u.unit = $2
     on conflict do nothing`,
    [proposalId, unit, stages],
  );
  if (through === "ready")
    await e2eQuery(`update order_units set ready_at = now() where proposal_id = $1 and unit = $2`, [proposalId, unit]);
}

/** Home `unit` (ready) is booked on `day`, opened for it if need be, its site checklist confirmed. */
export async function bookDelivery(proposalId: number, unit: number, day: string): Promise<void> {
  await e2eQuery(
    `insert into delivery_days (day, capacity) values ($1, 50) on conflict (day) do update set capacity = 50`,
    [day],
  );
  await e2eQuery(
    `insert into delivery_bookings (order_unit_id, day, checklist, checklist_acknowledged_at)
     select id, $3, '["access","clearance","pad","sewer","power"]'::jsonb, now()
     from order_units where proposal_id = $1 and unit = $2`,
    [proposalId, unit, day],
  );
}
