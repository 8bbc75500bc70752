/**
 * A rented unit comes back: the owner records its return with a damage
 * charge by keyboard (a file that is not an image refused first, with what
 * was typed kept), the deposit refund less the charge follows (flagged to
 * send by hand, then marked sent), the renter's email lists the charge, and
 * the rental becomes a purchase draft crediting half the rent paid. Without
 * JavaScript, the same forms record a return and mark its refund sent. The
 * accepted rental with its deposit paid is written straight into the shared
 * server's database; its unit is set aside from the fleet at once, so the
 * public rental facts other specs check never see it.
 */
import { randomBytes, randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { addDays } from "#app/domain/time/calendar-day";
import { PDF_BYTES } from "#tests/support/test-images";

import { businessToday, test } from "./support/admin-session";
import { e2eQuery } from "./support/e2e-database";
import { expect, expectNoAxeViolations, openPage } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { seedQuoteRequest } from "./support/proposals";

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

async function nextInvoiceNumber(): Promise<{ sequence: number; number: string }> {
  const [counter] = await e2eQuery<{ last: number }>(
    "insert into invoice_counter (id, last) values (1, 1) on conflict (id) do update set last = invoice_counter.last + 1 returning last",
  );
  const sequence = counter?.last ?? 1;
  return { sequence, number: `INV-${String(sequence).padStart(4, "0")}` };
}

/** An accepted one-unit rental that ends today, its $1,000.00 deposit paid by check, and `rentPaidCents` paid on a period. */
async function seedReturnedRental(rentPaidCents = 0) {
  const request = await seedQuoteRequest();
  const today = businessToday();
  const startsOn = addDays(today, -30);
  const terms = {
    startsOn,
    endsOn: today,
    models: [{ model: "office", count: 1, unitIds: [] }],
    deliveryFeeCents: 0,
    pickupFeeCents: 0,
    securityDepositCents: 100_000,
    billing: "single",
    taxTreatment: "long-stay-exempt",
    taxReason: "A home for 30 days.",
    agreementVersion: "2026-11",
    agreementHash: hex(32),
  };
  const [proposal] = await e2eQuery<{ id: string }>(
    `insert into proposals (quote_request_id, version, kind, rental, status, token_hash, link_nonce, lines, payment_terms,
       valid_until, expires_at, payment_schedule, terms, buyer_name, buyer_email, buyer_type, sent_at, accepted_at, accepted_name)
     values ($1, 1, 'rental', $2, 'accepted', $3, $4, '[]', 'card', current_date + 30, now() + interval '30 days',
       '{"units":1,"stages":[]}', 'The rental agreement.', $5, $6, 'individual', now(), now(), $5)
     returning id`,
    [request.id, JSON.stringify(terms), hex(32), hex(16), request.name, request.email],
  );
  if (!proposal) throw new Error("no rental stored");
  const unitName = `Return ${randomUUID().slice(0, 6)}`;
  const [unit] = await e2eQuery<{ id: string }>(
    "insert into rental_units (name, model, archived_at) values ($1, 'office', now()) returning id",
    [unitName],
  );
  await e2eQuery(
    "insert into rental_bookings (unit_id, proposal_id, quote_request_id, starts_on, ends_on) values ($1, $2, $3, $4, $5)",
    [unit?.id, proposal.id, request.id, startsOn, today],
  );
  const invoice = async (kind: string, cents: number, period: boolean) => {
    const { sequence, number } = await nextInvoiceNumber();
    const [row] = await e2eQuery<{ id: string }>(
      `insert into invoices (sequence, number, token_hash, link_nonce, proposal_id, kind, amount_cents, pre_tax_cents, tax_cents,
         status, paid_at, payment_method, period_starts_on, period_ends_on, issued_on, due_on, buyer_name, buyer_email)
       values ($1, $2, $3, $4, $5, $6, $7, $7, 0, 'paid', now(), 'check', $8, $9, $10, $10, $11, $12) returning id`,
      [
        sequence,
        number,
        hex(32),
        hex(16),
        proposal.id,
        kind,
        cents,
        period ? startsOn : null,
        period ? today : null,
        startsOn,
        request.name,
        request.email,
      ],
    );
    await e2eQuery(
      `insert into payments (proposal_id, target, invoice_id, method, reference, amount_cents, currency, received_on)
       values ($1, 'invoice', $2, 'check', '1001', $3, 'usd', $4)`,
      [proposal.id, row?.id, cents, startsOn],
    );
  };
  await invoice("rental-deposit", 100_000, false);
  if (rentPaidCents > 0) await invoice("rental-period", rentPaidCents, true);
  return { reference: `${request.reference}-P1`, email: request.email, renter: request.name, unitName };
}

const returnForm = (page: Page, unitName: string) =>
  page.getByRole("form", { name: `Record the return of ${unitName}` });

test("the owner records a return with a damage charge by keyboard, the refund less the charge follows, and the rental becomes a purchase draft", async ({
  page,
  problems,
}) => {
  const rental = await seedReturnedRental(120_001);
  await openPage(page, "/admin/rentals/returns");
  await expect(page.getByRole("heading", { level: 1, name: "Rental returns" })).toBeVisible();
  const form = returnForm(page, rental.unitName);
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page, "a rental with a unit to inspect");

  // By keyboard: the exterior needs attention, one damage charge, then Enter.
  const exterior = form.getByRole("group", { name: /^Exterior/ });
  await tabTo(page, exterior.getByRole("radio", { name: "Good" }));
  await page.keyboard.press("ArrowRight");
  await expect(exterior.getByRole("radio", { name: "Needs attention" })).toBeChecked();
  await tabTo(page, form.getByLabel("Charge 1: what for"));
  await page.keyboard.type("Cracked window by the door");
  await page.keyboard.press("Tab");
  await page.keyboard.type("180");
  // A file that is not a photo refuses the whole return, and keeps what was typed.
  await form.getByLabel("Photos").setInputFiles({ name: "notes.pdf", mimeType: "image/jpeg", buffer: PDF_BYTES });
  await form.getByLabel("Charge 1: amount ($)").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText(
    "The return was not recorded: notes.pdf: That file isn't a JPEG, PNG or WebP photo.",
  );
  await expect(form.getByLabel("Charge 1: what for")).toHaveValue("Cracked window by the door");
  await expect(exterior.getByRole("radio", { name: "Needs attention" })).toBeChecked();
  await expectNoAxeViolations(page, "a return refused for a file that is not a photo");

  await form.getByLabel("Photos").setInputFiles([]);
  await form.getByLabel("Charge 1: amount ($)").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    `The return of ${rental.unitName} is recorded. The deposit paid, $1,000.00, less $180.00 of charges leaves $820.00 to refund by hand. The renter is emailed each charge.`,
  );
  await expect(page.getByText(`Damage: Cracked window by the door — $180.00`)).toBeVisible();
  await expect(page.getByText("To send by hand: $820.00.")).toBeVisible();
  const due = page.getByRole("region", { name: /^Deposit refunds to carry out/ });
  await expect(due.getByRole("link", { name: `${rental.reference}: ${rental.renter}` })).toBeVisible();
  await expectNoAxeViolations(page, "a return recorded, its refund to send");

  const sent = page.getByRole("form", { name: `Mark the deposit refund of ${rental.reference} sent` });
  await tabTo(page, sent.getByLabel("How it was sent"));
  await page.keyboard.type("Check 2041");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("The $820.00 refund is marked sent: Check 2041");
  await expect(page.getByText("Refund sent by hand: Check 2041")).toBeVisible();
  await expect(page.getByRole("link", { name: `${rental.reference}: ${rental.renter}` })).toHaveCount(0);

  const [email] = await e2eQuery<{ subject: string; text: string }>(
    "select subject, text from outbox where kind = 'rental-deposit-settled' and recipient = $1",
    [rental.email],
  );
  expect(email?.subject).toBe(`Your security deposit for rental ${rental.reference}`);
  expect(email?.text).toContain(`Damage (${rental.unitName}): Cracked window by the door — $180.00`);
  expect(email?.text).toContain("That leaves $820.00 of your deposit to refund to you.");

  // Rent, then buy: half the rent paid, credited to the cent on a purchase draft.
  const buy = page.getByRole("form", { name: `Turn ${rental.reference} into a purchase` });
  await tabTo(page, buy.getByLabel("Share of the rent to credit (%)"));
  await page.keyboard.type("50");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("crediting 50 % of the $1,200.01 rent paid: $600.01.");
  await expect(page.getByRole("link", { name: "open the purchase draft" })).toBeVisible();
  await expectNoAxeViolations(page, "a refund marked sent and a rental turned into a purchase");
  // The refused photo's answer is the only failed request the browser saw.
  expect(problems.messages).toEqual([expect.stringContaining("status of 415 (Unsupported Media Type)")]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the return form records a return and its refund is marked sent", async ({ page }) => {
    const rental = await seedReturnedRental();
    await page.goto("/admin/rentals/returns");
    const form = returnForm(page, rental.unitName);
    await form.getByLabel("Charge 1: kind").selectOption("cleaning");
    await form.getByLabel("Charge 1: what for").fill("Deep clean of the kitchen");
    await form.getByLabel("Charge 1: amount ($)").fill("75.50");
    await form.getByRole("button", { name: `Record the return of ${rental.unitName}` }).click();
    await expect(page.getByRole("alert")).toContainText(
      `The return of ${rental.unitName} is recorded. The deposit paid, $1,000.00, less $75.50 of charges leaves $924.50 to refund by hand.`,
    );
    await expect(page.getByText("Cleaning: Deep clean of the kitchen — $75.50")).toBeVisible();

    const sent = page.getByRole("form", { name: `Mark the deposit refund of ${rental.reference} sent` });
    await sent.getByLabel("How it was sent").fill("ACH 77812");
    await sent.getByRole("button", { name: "Mark the refund sent" }).click();
    await expect(page.getByRole("alert")).toHaveText("The $924.50 refund is marked sent: ACH 77812");
  });
});
