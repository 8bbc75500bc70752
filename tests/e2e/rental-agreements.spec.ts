/**
 * A rental closes online: a household asks to rent two units for 97 days;
 * the owner makes the rental proposal from the rate card and sends it; the
 * renter reads the rental agreement and accepts by keyboard, which books the
 * units and issues the security deposit and the first month; the deposit is
 * paid by bank transfer and the first invoice reads as rent for its days.
 * Axe on each new state, and the first invoice at 360 px.
 */
import { randomUUID } from "node:crypto";

import { addDays } from "#app/domain/time/calendar-day";

import { businessToday, test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";
import { emailedPath } from "./support/proposals";

const tag = randomUUID().slice(0, 6);
const units = [`Rental A ${tag}`, `Rental B ${tag}`];

/** Two bedroom units of their own, the bedroom rates, and a household's request for 97 days in Portland. */
async function seedRental() {
  const startsOn = addDays(businessToday(), 30);
  for (const name of units) {
    const papers = randomUUID().slice(0, 8).toUpperCase();
    // In for a check-up until the rental starts, in the same statement: the site's "next unit free" (which the
    // fleet spec reads) never counts these units as free before the fleet spec's own.
    await e2eQuery(
      `with unit as (
         insert into rental_units (name, model, serial_number, insignia_number, location)
         values ($1, 'bedroom', $2, $3, 'Yard') returning id)
       insert into rental_bookings (unit_id, kind, starts_on, ends_on, note)
       select id, 'repair', $4::date, $5::date, 'Check-up before the rental' from unit`,
      [name, `NZ-${papers}`, `RPT ${papers}`, businessToday(), startsOn],
    );
  }
  await e2eQuery(
    `insert into rental_rates (model, daily_cents, weekly_cents, monthly_cents, deposit_cents)
     values ('bedroom', 6000, 35000, 120000, 150000)
     on conflict (model) do update set daily_cents = 6000, weekly_cents = 35000, monthly_cents = 120000, deposit_cents = 150000`,
  );
  const email = `renter-${tag}@example.com`;
  const [row] = await e2eQuery<{ reference: string }>(
    `insert into quote_requests (idempotency_key, buyer_type, intent, name, email, units, model, zip, delivery_city,
       delivery_city_name, delivery_street, delivery_state, delivery_miles, delivery_fee_cents, needed_by, rental_start, rental_days)
     values ($1, 'individual', 'rent', $2, $3, 2, 'bedroom', '97201', 'Portland', 'Portland', '12 Elm St', 'OR', 9, 20000, $4, $5, 97)
     returning reference`,
    [randomUUID(), `Renter ${tag}`, email, startsOn.slice(0, 7), startsOn],
  );
  if (!row) throw new Error("no request stored");
  return { reference: row.reference, name: `Renter ${tag}`, email };
}

test("a household rents two units for 97 days: proposal, keyboard acceptance, deposit paid, first invoice", async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(150_000);
  const request = await seedRental();

  // The owner makes the rental proposal from the request, naming the two units.
  await openPage(page, `/admin/quote-requests/${request.reference}`);
  await page.getByRole("link", { name: "Rental proposal and agreement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Rental ${request.reference}` })).toBeVisible();
  await expect(page.getByLabel("Length (days)")).toHaveValue("97");
  await expectNoAxeViolations(page, "a rental request's proposal form");
  for (const name of units) await page.getByRole("checkbox", { name: new RegExp(name) }).check();
  await page.getByRole("button", { name: "Save the rental proposal" }).click();
  await expect(page).toHaveURL(/\/admin\/proposals\/\d+$/);
  await expect(page.getByRole("link", { name: "its rental page" })).toBeVisible();
  const editor = page.getByRole("form", { name: "Edit the draft" });
  await expect(editor.getByLabel("Line 1 description")).toHaveValue(/Bedroom Nestz rental, 2 units × 3 months/);
  await editor.getByRole("button", { name: "Send to the buyer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sent." })).toBeVisible();

  // The renter reads the rental agreement and accepts with the keyboard alone.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const renter = await context.newPage();
  await renter.goto(await emailedPath(request.email, "proposal-sent"));
  await expect(renter.getByText(/Rental agreement, version/)).toBeVisible();
  await expect(renter.getByText(/Security deposit: \$3,000\.00/)).toBeVisible();
  await expectNoAxeViolations(renter, "a rental proposal");
  await renter.getByLabel("Your full name").focus();
  await renter.keyboard.type(request.name);
  await renter.keyboard.press("Tab");
  await renter.keyboard.press("Space");
  await expect(renter.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
  await renter.keyboard.press("Tab");
  await renter.keyboard.press("Enter");
  await expect(renter.getByText("You accepted this proposal.")).toBeVisible();
  await expectNoAxeViolations(renter, "an accepted rental proposal with its invoices");

  // The units are booked for the rental; the deposit and the first month were issued and emailed.
  const booked = await e2eQuery<{ name: string }>(
    `select u.name from rental_bookings b join rental_units u on u.id = b.unit_id
     join proposals p on p.id = b.proposal_id where p.buyer_email = $1 order by u.name`,
    [request.email],
  );
  expect(booked.map((row) => row.name)).toEqual(units);
  const issued = await e2eQuery<{ number: string; kind: string }>(
    "select number, kind from invoices where buyer_email = $1 order by sequence",
    [request.email],
  );
  expect(issued.map((row) => row.kind)).toEqual(["rental-deposit", "rental-period"]);
  const [deposit] = issued;
  if (!deposit) throw new Error("no deposit invoice");

  // The deposit is paid by bank transfer.
  await openPage(page, "/admin/invoices");
  const simulate = page.getByRole("form", { name: `Simulate a bank transfer for ${deposit.number}` });
  await simulate.getByRole("button", { name: "Simulate a bank transfer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "1 invoice(s) paid in full" })).toBeVisible();

  // The first invoice: the rent of its days, at 360 px too.
  await renter.goto(await emailedPath(request.email, "invoice-issued"));
  await expect(renter.getByText(/Rent of rental .* to /)).toBeVisible();
  await expectNoAxeViolations(renter, "a rental's first invoice");
  await renter.setViewportSize({ width: 360, height: 740 });
  const widths = await pageWidths(renter);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);

  // The owner sees the rental as it stands: booked units, invoices and the months to come.
  await page.goto(`/admin/rentals/agreements/${request.reference}`);
  await expect(page.getByRole("heading", { name: "Extend or end early" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "To come" }).first()).toBeVisible();
  await expectNoAxeViolations(page, "an accepted rental in the console");
  await context.close();
  expect(problems.messages).toEqual([]);
});
