/**
 * An order's homes put where a spec needs them on the production board,
 * straight into the shared server's database: stages reached, a home ready,
 * a delivery day booked. Nothing is emailed or invoiced this way; a spec
 * presses the board's own form for the step it tests (the board's stage
 * marking and the buyer's booking are covered by order-after-yes.spec.ts).
 * Then the board's own forms, for the step that invoices a schedule's stage.
 */
import type { Page } from "@playwright/test";

import { BUILD_STAGES, type BuildStage } from "#app/domain/production/stages";

import { businessToday } from "./admin-session";
import { e2eQuery } from "./e2e-database";
import { expect, openPage } from "./fixtures";

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

/** A delivery day far enough out that no other spec fills it. */
export function farDeliveryDay(): string {
  const day = new Date(`${businessToday()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 250 + Math.floor(Math.random() * 100));
  return day.toISOString().slice(0, 10);
}

/** A home's card on the production board ("REF-P1", "Home 1 of 2"). */
export function boardCard(page: Page, reference: string, home: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `${reference} · ${home}` }) });
}

/** The invoice number the board's notice names, after the mark or delivery that issued it. */
export async function issuedNumber(page: Page, amount = /\$[\d,.]+/): Promise<string> {
  const notice = page
    .getByRole("alert")
    .filter({ hasText: new RegExp(`Invoice INV-\\d{4,} for ${amount.source} is issued to the buyer\\.`) });
  await expect(notice).toBeVisible();
  return /INV-\d{4,}/.exec((await notice.textContent()) ?? "")?.[0] ?? "";
}

/** The owner records home `unit` of `units` (ready and booked) delivered on the board; the invoice number it issued. */
export async function recordDeliveryOnBoard(
  page: Page,
  reference: string,
  unit: number,
  units: number,
  amount?: RegExp,
): Promise<string> {
  await openPage(page, "/admin/production");
  const card = boardCard(page, reference, `Home ${unit} of ${units}`);
  await card.getByText("Record the delivery").first().click();
  await card.getByLabel("Time set down").fill("10:30");
  await card.getByLabel("Received by").fill("Site lead");
  await card.getByLabel("Buyer's typed name").fill("Buyer");
  await card.getByRole("checkbox", { name: "The buyer confirms they received the home here today" }).check();
  await card.getByRole("button", { name: /^Record the delivery/ }).click();
  return issuedNumber(page, amount);
}
