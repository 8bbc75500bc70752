/**
 * Rentals in the console, as the owner uses them: add two units with their
 * papers, book one from a rental request, try a booking that collides and
 * read which booking it hits, see the timeline, cancel without JavaScript,
 * see the public /Contact and /FAQ pages state when the next unit is free,
 * then keep the fleet: a rate card /Rent states, and a unit out for repair
 * that cannot be booked. One after another: the public facts depend on every
 * unit the shared server has, so this spec alone adds units.
 */
import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { addDays, dayLabel, shortDayLabel } from "#app/domain/time/calendar-day";

import { businessToday, test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage, pageWidths } from "./support/fixtures";

test.describe.configure({ mode: "serial" });

const tag = randomUUID().slice(0, 6);
const cabinA = `Cabin A ${tag}`;
const cabinB = `Cabin B ${tag}`;
const today = businessToday();
let request: { id: number; reference: string };

test.beforeAll(async () => {
  // This spec owns the rental units of the shared server: set aside any left by an earlier run.
  await e2eQuery("update rental_units set archived_at = now() where archived_at is null");
  const [row] = await e2eQuery<{ id: string; reference: string }>(
    `insert into quote_requests (idempotency_key, buyer_type, intent, name, email, units, model, zip, needed_by, rental_start, rental_days, message)
     values ($1, 'civic', 'rent', 'Rita Renter', $2, 1, 'office', '97218', $3, $4, 10, 'A pop-up office for the fair.')
     returning id, reference`,
    [randomUUID(), `rita-${tag}@example.com`, today.slice(0, 7), today],
  );
  if (!row) throw new Error("no request stored");
  request = { id: Number(row.id), reference: row.reference };
});

const unitsForm = (page: Page) => page.getByRole("form", { name: "Add a unit" });

/** Each unit's serial and L&I insignia numbers, its own. */
async function fillPapers(page: Page) {
  const papers = randomUUID().slice(0, 8).toUpperCase();
  await unitsForm(page).getByLabel("Serial number").fill(`NZ-${papers}`);
  await unitsForm(page).getByLabel("L&I insignia number").fill(`RPT ${papers}`);
}
const bookForm = (page: Page) => page.getByRole("form", { name: "Book a unit" });

/** What a guest (no session: the prerendered page) reads about rentals. */
async function publicRentalFact(page: Page, path: string) {
  const guest = await page.context().browser()?.newPage();
  if (!guest) throw new Error("no browser");
  await guest.goto(path);
  const text = await guest.locator('[data-live-fact="next-rental-free"]').first().textContent();
  await guest.close();
  return text;
}

test("add two units: by keyboard, with a name that is taken refused", async ({ page, problems }) => {
  await openPage(page, "/admin/rentals");
  await expect(page).toHaveTitle("Rentals | Nestz console");
  await expect(page.getByText("Add a rental unit below and its bookings will show here.")).toBeVisible();
  await expect(page.getByText("The site says: “Ask us about rentals.”")).toBeVisible();
  await expectNoAxeViolations(page, "rentals with no units");

  // Keyboard: the papers first, then type the name and press Enter.
  await fillPapers(page);
  await unitsForm(page).getByLabel("Name of the new unit").focus();
  await page.keyboard.type(cabinA);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: `Added ${cabinA}.` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: cabinA })).toBeVisible();
  await expectNoAxeViolations(page, "rentals after adding a unit");
  expect(problems.messages).toEqual([]);

  await unitsForm(page).getByLabel("Name of the new unit").fill(cabinA.toUpperCase());
  await fillPapers(page);
  await unitsForm(page).getByRole("button", { name: "Add unit" }).click();
  const name = unitsForm(page).getByLabel("Name of the new unit");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(
    new RegExp(`there is already a unit called “${cabinA.toUpperCase()}”`),
  );
  await expect(name).toHaveValue(cabinA.toUpperCase());
  await expectNoAxeViolations(page, "rentals with a unit name that is taken");

  await name.fill(cabinB);
  await unitsForm(page).getByRole("button", { name: "Add unit" }).click();
  await expect(page.getByRole("heading", { level: 3, name: cabinB })).toBeVisible();
  await expect(page.getByText("The site says: “A rental unit is free now.”")).toBeVisible();
});

test("book a unit from a rental request's page, with its dates filled in", async ({ page }) => {
  await openPage(page, `/admin/quote-requests/${request.reference}`);
  const form = bookForm(page);
  await expect(form.getByLabel("Start date")).toHaveValue(today);
  await expect(form.getByLabel("Length (days)")).toHaveValue("10");
  await expectNoAxeViolations(page, "a rental request's page");
  await form.getByLabel("Unit").selectOption({ label: cabinA });
  await form.getByRole("button", { name: "Book this unit" }).click();
  const booked = `Booked ${cabinA} from ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 10))} for ${request.reference}.`;
  await expect(bookForm(page).getByRole("alert")).toHaveText(booked);
  await expect(page.getByRole("region", { name: "Book a unit" })).toContainText(
    `${cabinA}: ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 10))} (10 days)`,
  );
  await expectNoAxeViolations(page, "a rental request's page after booking");

  const [audit] = await e2eQuery<{ after: { unit: string; request: string } }>(
    "select after from audit_log where action = 'rental.booked' order by id desc limit 1",
  );
  expect(audit?.after).toMatchObject({ unit: cabinA, request: request.reference });
});

test("a booking that collides is refused, naming the booking it hits; 180 days is refused too", async ({ page }) => {
  await openPage(page, "/admin/rentals");
  const form = bookForm(page);
  await form.getByLabel("Unit").selectOption({ label: cabinA });
  await form.getByLabel("Start date").fill(addDays(today, 3));
  await form.getByLabel("Length (days)").fill("5");
  await form.getByLabel("Note (optional)").fill("Walk-in guest");
  await form.getByRole("button", { name: "Book this unit" }).click();
  await expect(bookForm(page).getByRole("alert")).toHaveText(
    `${cabinA} is already booked from ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 10))} for ${request.reference}. Choose other dates or another unit.`,
  );
  // Everything typed is kept.
  await expect(bookForm(page).getByLabel("Note (optional)")).toHaveValue("Walk-in guest");
  await expectNoAxeViolations(page, "rentals with a booking that collides");

  await bookForm(page).getByLabel("Length (days)").fill("180");
  await bookForm(page).getByRole("button", { name: "Book this unit" }).click();
  await expect(bookForm(page).getByLabel("Length (days)")).toHaveAccessibleDescription(
    /Length: a rental is for under 180 days of continuous occupancy, so the longest booking is 179 days\./,
  );
  const [{ count } = { count: -1 }] = await e2eQuery<{ count: number }>(
    "select count(*)::int as count from rental_bookings b join rental_units u on u.id = b.unit_id where u.name = $1",
    [cabinA],
  );
  expect(count).toBe(1);
});

test("the timeline shows each unit's bookings as labelled bars, with a table of the same; the site states the next free day", async ({
  page,
}) => {
  // Book the other unit from today for 4 days: both are busy today, and the first comes free in 4 days.
  await openPage(page, "/admin/rentals");
  await bookForm(page).getByLabel("Unit").selectOption({ label: cabinB });
  await bookForm(page).getByLabel("Start date").fill(today);
  await bookForm(page).getByLabel("Length (days)").fill("4");
  await bookForm(page).getByLabel("Note (optional)").fill("The Lee family");
  await bookForm(page).getByRole("button", { name: "Book this unit" }).click();
  await expect(bookForm(page).getByRole("alert")).toHaveText(
    `Booked ${cabinB} from ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 4))}.`,
  );

  const timeline = page.getByRole("region", { name: "Timeline of bookings" });
  const barsA = timeline.getByRole("list", { name: `${cabinA}: 1 booking` }).getByRole("listitem");
  await expect(barsA).toContainText(
    `${request.reference}, ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 10))} (10 days)`,
  );
  const barsB = timeline.getByRole("list", { name: `${cabinB}: 1 booking` }).getByRole("listitem");
  await expect(barsB).toContainText(
    `The Lee family, ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 4))} (4 days)`,
  );
  // Placed by date: both start today; the 10-day stay is longer than the 4-day one.
  const [a, b] = [await barsA.boundingBox(), await barsB.boundingBox()];
  expect(Math.abs((a?.x ?? 0) - (b?.x ?? 1))).toBeLessThan(1);
  expect(a?.width ?? 0).toBeGreaterThan((b?.width ?? 0) * 2);

  const table = page.getByRole("table", { name: "Bookings in these months, by start date" });
  await expect(table.getByRole("row").filter({ hasText: cabinA })).toContainText(request.reference);
  await expect(table.getByRole("row").filter({ hasText: cabinB })).toContainText("The Lee family");
  const freeOn = dayLabel(addDays(today, 4));
  await expect(page.getByText(`The site says: “Our next rental unit is free from ${freeOn}.”`)).toBeVisible();
  await expectNoAxeViolations(page, "rentals with bookings");

  // A guest, on a new page: the prerendered /Contact and /FAQ state it.
  expect(await publicRentalFact(page, "/Contact")).toBe(`Our next rental unit is free from ${freeOn}.`);
  expect(await publicRentalFact(page, "/FAQ")).toBe(`Our next rental unit is free from ${freeOn}.`);
});

test("fits a phone: no sideways scrolling at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openPage(page, "/admin/rentals");
  const { scrollWidth, clientWidth } = await pageWidths(page);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expectNoAxeViolations(page, "rentals at 360 px");
});

test("cancel a booking without JavaScript, after a question; the site says a unit is free now", async ({
  browser,
  baseURL,
  admin,
  page,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: baseURL ?? "",
    storageState: admin.storageState,
  });
  const noScript = await context.newPage();
  await noScript.goto("/admin/rentals");
  await noScript
    .getByRole("table")
    .getByRole("row")
    .filter({ hasText: cabinB })
    .getByRole("link", { name: /^Cancel/ })
    .click();
  await expect(noScript.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await expect(noScript.getByRole("region", { name: "Cancel this booking?" })).toContainText(
    `${cabinB}, from ${shortDayLabel(today)}`,
  );
  await noScript.getByRole("button", { name: "Yes, cancel the booking" }).click();
  await expect(noScript.getByRole("alert").filter({ hasText: "Cancelled" })).toHaveText(
    `Cancelled ${cabinB}'s booking from ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 4))}.`,
  );
  await expect(noScript).toHaveURL(/\/admin\/rentals$/);
  await context.close();

  const [audit] = await e2eQuery<{ before: { unit: string } }>(
    "select before from audit_log where action = 'rental.booking-cancelled' order by id desc limit 1",
  );
  expect(audit?.before.unit).toBe(cabinB);
  expect(await publicRentalFact(page, "/Contact")).toBe("A rental unit is free now.");

  // With JavaScript, the question and the empty timeline row pass axe.
  const [booking] = await e2eQuery<{ id: string }>(
    "select b.id from rental_bookings b join rental_units u on u.id = b.unit_id where u.name = $1",
    [cabinA],
  );
  await openPage(page, `/admin/rentals?cancel=${booking?.id}`);
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeVisible();
  await expectNoAxeViolations(page, "rentals asking to cancel a booking");
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toHaveCount(0);
  const wrong = await page.goto("/admin/rentals?from=soon");
  expect(wrong?.status()).toBe(400);
  await expect(page.getByRole("alert").first()).toContainText("From: choose a month, like 2027-03.");
});

test("the fleet: rates for /Rent, and a unit out for repair that cannot be booked", async ({ page, browser }) => {
  await openPage(page, "/admin/rentals");
  const rates = page.getByRole("form", { name: "Rates of the Office Nestz" });
  await rates.getByLabel("Daily rate ($)").fill("sixty");
  await rates.getByLabel("Weekly rate ($)").fill("380");
  await rates.getByLabel("Monthly rate ($)").fill("1,300");
  await rates.getByLabel("Security deposit ($)").fill("1500");
  await rates.getByRole("button", { name: "Save rates of the Office Nestz" }).click();
  const daily = page.getByRole("form", { name: "Rates of the Office Nestz" }).getByLabel("Daily rate ($)");
  await expect(daily).toHaveAccessibleDescription(/Daily rate: enter dollars, like 1,200/);
  await expectNoAxeViolations(page, "rentals with a rate that can't be read");
  await daily.fill("65");
  await rates.getByRole("button", { name: "Save rates of the Office Nestz" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Saved the rates of the Office Nestz." })).toBeVisible();
  await expect(daily).toHaveValue("65.00");

  // Cabin A is booked from today: a repair over those days is refused, naming the booking.
  const repairOf = (name: string) => page.getByRole("form", { name: `Put ${name} out for repair` });
  const cardOf = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await cardOf(cabinA).getByText("Out for repair…").click();
  await repairOf(cabinA).getByLabel("Days away").fill("3");
  await repairOf(cabinA).getByRole("button", { name: "Put out for repair" }).click();
  await expect(cardOf(cabinA).getByRole("alert")).toHaveText(
    `${cabinA} is booked from ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 10))} for ${request.reference}. Move or cancel that booking first, or choose days around it.`,
  );

  // Cabin B is free: out for repair from today for 5 days, and a booking over them is refused.
  await cardOf(cabinB).getByText("Out for repair…").click();
  await repairOf(cabinB).getByLabel("Days away").fill("5");
  await repairOf(cabinB).getByLabel("What is being fixed (optional)").fill("New door seal");
  await repairOf(cabinB).getByRole("button", { name: "Put out for repair" }).click();
  await expect(cardOf(cabinB).getByRole("alert")).toHaveText(
    `${cabinB} is out for repair from ${shortDayLabel(today)}, back on ${shortDayLabel(addDays(today, 5))}. It can't be booked over those days.`,
  );
  await expect(cardOf(cabinB)).toContainText("Out for repair");
  await expectNoAxeViolations(page, "rentals with a unit out for repair");
  await bookForm(page).getByLabel("Unit").selectOption({ label: cabinB });
  await bookForm(page).getByLabel("Start date").fill(addDays(today, 2));
  await bookForm(page).getByLabel("Length (days)").fill("7");
  await bookForm(page).getByRole("button", { name: "Book this unit" }).click();
  await expect(bookForm(page).getByRole("alert")).toHaveText(
    `${cabinB} is out for repair from ${shortDayLabel(today)} until ${shortDayLabel(addDays(today, 5))}. Choose other dates or another unit.`,
  );

  // A guest reads the new rate on the prerendered /Rent.
  const guest = await browser.newPage();
  await guest.goto("/Rent");
  await expect(guest.locator('[data-live-fact="rent-from-office"]')).toHaveText("From $65 a day");
  await expect(guest.locator('[data-live-fact="rent-rates-office"]')).toHaveText(
    "$65 a day, $380 a week, $1,300 a month; security deposit $1,500.",
  );
  await guest.close();
});
