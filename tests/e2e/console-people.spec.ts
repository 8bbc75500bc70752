/**
 * The console's Email, People and Activity sections: retry a failed email,
 * grant and revoke the admin role (and see it take effect), and read every
 * change back with its before and after. "The only admin cannot give up the
 * role" is proven in app/server/people/console.db.test.ts: other specs make admins in
 * this same database at the same time.
 */
import { randomUUID } from "node:crypto";

import { e2eQuery } from "./support/e2e-database";
import {
  expect,
  expectNoAxeViolations,
  openPage,
  ownClientAddress,
  pageWidths,
  signUp,
  signUpAdmin,
  test,
} from "./support/fixtures";
import { tabTo } from "./support/keyboard";

/** A message whose last try failed, straight into the outbox: the e2e server has no mail server to fail against. */
async function failedEmail(status: "pending" | "uncertain" = "pending") {
  const recipient = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const subject = `Your Nestz order ${recipient.slice(6, 14)}`;
  const [row] = await e2eQuery<{ id: string }>(
    `insert into outbox (kind, recipient, subject, text, status, attempts, last_error, next_attempt_at)
     values ('order-confirmation', $1, $2, $3, $4, 3, $5, now() + interval '1 hour') returning id`,
    [
      recipient,
      subject,
      `Hi,\n\nThank you for your order.\n\nNestz`,
      status,
      "connect ECONNREFUSED 127.0.0.1:587 (the mail server did not answer)",
    ],
  );
  return { id: Number(row?.id), recipient, subject };
}

const outboxRow = async (id: number) =>
  (
    await e2eQuery<{ status: string; attempts: number; last_error: string | null }>(
      `select status, attempts, last_error from outbox where id = $1`,
      [id],
    )
  )[0];

test.describe("Email", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signUpAdmin(page, baseURL ?? "");
  });

  test("a failed message is listed with its error, opened, and retried by keyboard", async ({ page, problems }) => {
    const message = await failedEmail();
    await openPage(page, "/admin/email?status=failed");
    await expect(page).toHaveTitle("Email | Nestz console");
    await expect(page.getByRole("link", { name: /^Failed/ })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("row").filter({ hasText: message.subject });
    await expect(row).toContainText(message.recipient);
    await expect(row).toContainText("order-confirmation");
    await expect(row).toContainText("Failed");
    await expect(row).toContainText("ECONNREFUSED");
    await expectNoAxeViolations(page, "the failed email list");

    await row.getByRole("link", { name: message.subject }).click();
    await expect(page.getByRole("heading", { level: 1, name: message.subject })).toBeVisible();
    await expect(page.getByText("Thank you for your order.")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^3$/ })).toBeVisible();
    await expectNoAxeViolations(page, "a failed message");

    await tabTo(page, page.getByRole("button", { name: "Retry" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Back in the queue. The sender will try it within a few seconds.");
    await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
    await expect(page.getByRole("definition").filter({ hasText: /^Waiting$/ })).toBeVisible();
    await expectNoAxeViolations(page, "a message after its retry");
    expect(await outboxRow(message.id)).toEqual({ status: "pending", attempts: 3, last_error: null });

    // Posted again (a second tab, a double click): the message is already waiting, so nothing changes.
    const again = await page.request.post(`/admin/email/${message.id}`, {
      form: { intent: "retry" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(409);
    expect(await again.text()).toContain("already waiting to be sent, so the retry changed nothing");
    const audits = await e2eQuery(`select 1 from audit_log where action = 'email.retried' and subject_id = $1`, [
      String(message.id),
    ]);
    expect(audits).toHaveLength(1);
    expect(problems.messages).toEqual([]);
  });

  test("a message that may already have arrived is retried only once the duplicate is accepted", async ({ page }) => {
    const message = await failedEmail("uncertain");
    await openPage(page, `/admin/email/${message.id}`);
    await expect(page).toHaveTitle(`Email: ${message.subject} | Nestz console`);
    await expect(page.getByText("it may already have arrived")).toBeVisible();
    await page.getByRole("button", { name: "Retry" }).click();
    const accept = page.getByLabel("I understand the recipient may get it twice");
    await expect(accept).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("alert")).toHaveText("Nothing was sent: this message may already have arrived.");
    await expectNoAxeViolations(page, "a retry that needs the duplicate accepted");
    expect((await outboxRow(message.id))?.status).toBe("uncertain");

    await accept.focus();
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Retry" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Back in the queue. The sender will try it within a few seconds.");
    expect((await outboxRow(message.id))?.status).toBe("pending");
  });

  test("a bad filter answers 400 with the list re-shown; an empty page and an unknown message say so", async ({
    page,
  }) => {
    const response = await page.goto("/admin/email?status=lost");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Show: choose all, failed, waiting or sent.");
    await expect(page.getByRole("navigation", { name: "Show messages" })).toBeVisible();
    await expectNoAxeViolations(page, "the email list with a bad filter");

    await openPage(page, "/admin/email?status=sent&before=1");
    await expect(page.getByText("Nothing sent yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the newest" })).toBeVisible();
    await expectNoAxeViolations(page, "an empty email list");

    expect((await page.goto("/admin/email/999999999"))?.status()).toBe(404);
    expect((await page.goto("/admin/email/not-a-number"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Nothing here" })).toBeVisible();
  });
});

test.describe("People and Activity", () => {
  test("an account made admin opens the console; revoked, it is refused; Activity shows both", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A long flow (two sessions, several pages, axe in each state): up to 55 s on a busy two-core machine.
    test.slow();
    await signUpAdmin(page, baseURL ?? "");
    const otherContext = await browser.newContext({ baseURL: baseURL ?? "" });
    const other = await otherContext.newPage();
    const helper = await signUp(other, baseURL ?? "");
    expect((await other.goto("/admin"))?.status()).toBe(403);

    await openPage(page, "/admin/people");
    await expect(page).toHaveTitle("People | Nestz console");
    await expectNoAxeViolations(page, "the people list");
    // Search with the keyboard alone.
    await tabTo(page, page.getByLabel("Search by email or name"));
    await page.keyboard.type(helper.email);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/people\?q=/);
    const row = page.getByRole("row").filter({ hasText: helper.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(helper.name);
    await expect(row).toContainText("Customer");
    await expect(row).toContainText("Not verified");
    await expect(row).toContainText("None");
    await expectNoAxeViolations(page, "a people search");

    await tabTo(page, row.getByRole("button", { name: `Make admin ${helper.email}` }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(
      `${helper.email} is now an admin. The console opens for them from their next page load.`,
    );
    await expect(row).toContainText("Admin");
    await expectNoAxeViolations(page, "the people list after a grant");

    expect((await other.goto("/admin"))?.status()).toBe(200);
    await expect(other.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

    await row.getByRole("button", { name: `Remove admin ${helper.email}` }).click();
    await expect(page.getByRole("alert")).toHaveText(
      `${helper.email} is no longer an admin. The console closes for them from their next page load.`,
    );
    await expect(row).toContainText("Customer");
    // The same session, at its next request.
    expect((await other.goto("/admin"))?.status()).toBe(403);
    await expect(
      other.getByRole("heading", { level: 1, name: "This part of the site is for the Nestz team" }),
    ).toBeVisible();
    await otherContext.close();

    await openPage(page, "/admin/activity");
    await expect(page).toHaveTitle("Activity | Nestz console");
    await page.getByLabel("Kind of change").selectOption("person");
    await tabTo(page, page.getByRole("button", { name: "Show" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/subject=person/);
    const revoked = page.getByRole("article").filter({ hasText: `Removed the admin role: ${helper.email}` });
    const granted = page.getByRole("article").filter({ hasText: `Gave the admin role: ${helper.email}` });
    await expect(revoked.getByRole("row", { name: "Role admin user" })).toBeVisible();
    await expect(granted.getByRole("row", { name: "Role user admin" })).toBeVisible();
    await expect(revoked.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    // Newest first: the revoke is listed above the grant.
    const order = await page.getByRole("article").evaluateAll(
      (articles, email) =>
        articles
          .map((article) => article.textContent ?? "")
          .filter((text) => text.includes(email as string))
          .map((text) => (text.startsWith("Removed") ? "revoked" : "granted")),
      helper.email,
    );
    expect(order).toEqual(["revoked", "granted"]);
    await expectNoAxeViolations(page, "the activity list");
  });

  test("Activity shows a retried email's before and after, folds a long error, and pages with Older", async ({
    page,
    baseURL,
  }) => {
    const admin = await signUpAdmin(page, baseURL ?? "");
    const message = await failedEmail("uncertain");
    const longError = `The mail server closed the connection mid-message: ${"421 service not available, closing transmission channel ".repeat(3)}`;
    await e2eQuery(`update outbox set last_error = $1 where id = $2`, [longError, message.id]);
    await openPage(page, `/admin/email/${message.id}`);
    await page.getByLabel("I understand the recipient may get it twice").check();
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByRole("alert")).toContainText("Back in the queue");

    await openPage(page, "/admin/activity?subject=email");
    const entry = page.getByRole("article").filter({ hasText: `“${message.subject}” to ${message.recipient}` });
    await expect(entry).toContainText("Put a failed email back in the queue");
    await expect(entry).toContainText(`By ${admin.email}`);
    await expect(entry.getByRole("row", { name: /^Status uncertain pending$/ })).toBeVisible();
    const error = entry.getByRole("row", { name: /^Last error/ });
    await expect(error.getByText("closing transmission channel 421", { exact: false })).toBeHidden();
    await error.getByText("Show all").click();
    await expect(error.getByText(longError.trim(), { exact: false })).toBeVisible();
    await expect(entry.getByRole("row", { name: /^Duplicate accepted \(not set\) Yes$/ })).toBeVisible();
    await expectNoAxeViolations(page, "the activity list with an unfolded value");

    const bad = await page.goto("/admin/activity?before=abc");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(
      "Older changes: that page link is broken. Start again from the newest.",
    );
    await expectNoAxeViolations(page, "the activity list with a bad link");

    await openPage(page, "/admin/activity?before=1");
    await expect(page.getByText("No older changes.")).toBeVisible();
    await expectNoAxeViolations(page, "an empty activity page");
  });

  test("an admin who gives up their own role (another admin remains) leaves the console at once", async ({
    page,
    browser,
    baseURL,
  }) => {
    const me = await signUpAdmin(page, baseURL ?? "");
    const otherContext = await browser.newContext({ baseURL: baseURL ?? "" });
    const partner = await signUpAdmin(await otherContext.newPage(), baseURL ?? "");
    await otherContext.close();
    await openPage(page, `/admin/people?q=${encodeURIComponent(me.email)}`);
    await page.getByRole("button", { name: `Remove admin ${me.email} (you)` }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.goto("/admin"))?.status()).toBe(403);
    const [row] = await e2eQuery<{ role: string }>(`select role from "user" where email = $1`, [me.email]);
    expect(row?.role).toBe("user");
    expect(
      (await e2eQuery<{ role: string }>(`select role from "user" where email = $1`, [partner.email]))[0]?.role,
    ).toBe("admin");
  });

  test("granting works without JavaScript", async ({ browser, baseURL, request }) => {
    const email = `helper-${randomUUID()}@example.com`;
    const created = await request.post("/api/auth/sign-up/email", {
      data: { name: "No Script", email, password: `pw-${randomUUID()}` },
      headers: { Origin: new URL(baseURL ?? "").origin, ...ownClientAddress() },
    });
    expect(created.status()).toBe(200);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? "" });
    const page = await context.newPage();
    await signUpAdmin(page, baseURL ?? "");
    await page.goto("/admin/people");
    await page.getByLabel("Search by email or name").fill(email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: `Make admin ${email}` }).click();
    await expect(page.getByRole("alert")).toContainText(`${email} is now an admin.`);
    const [row] = await e2eQuery<{ role: string }>(`select role from "user" where email = $1`, [email]);
    expect(row?.role).toBe("admin");
    await context.close();
  });

  test("a role change from another site, or a form that makes no sense, is refused and changes nothing", async ({
    page,
    baseURL,
  }) => {
    await signUpAdmin(page, baseURL ?? "");
    const email = `target-${randomUUID()}@example.com`;
    await e2eQuery(`insert into "user" (id, email, display_name) values ($1, $2, 'Target')`, [randomUUID(), email]);
    const [target] = await e2eQuery<{ id: string }>(`select id from "user" where email = $1`, [email]);
    const origin = new URL(baseURL ?? "").origin;

    const foreign = await page.request.post("/admin/people", {
      form: { intent: "grant-admin", userId: target?.id ?? "" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status()).toBeGreaterThanOrEqual(400);
    expect(foreign.status()).toBeLessThan(500);
    const nonsense = await page.request.post("/admin/people", {
      form: { intent: "make-owner", userId: target?.id ?? "" },
      headers: { Origin: origin },
    });
    expect(nonsense.status()).toBe(400);
    const nobody = await page.request.post("/admin/people", {
      form: { intent: "grant-admin", userId: "no-such-account" },
      headers: { Origin: origin },
    });
    expect(nobody.status()).toBe(404);
    expect((await e2eQuery<{ role: string }>(`select role from "user" where email = $1`, [email]))[0]?.role).toBe(
      "user",
    );

    const badPage = await page.goto("/admin/people?page=0");
    expect(badPage?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(
      "Page: that page number doesn't exist. Start again from the first page.",
    );
    await expectNoAxeViolations(page, "the people list with a bad page");
    await openPage(page, `/admin/people?q=${encodeURIComponent(`nobody-${randomUUID()}`)}`);
    await expect(page.getByText(/^No account has/)).toBeVisible();
    await expectNoAxeViolations(page, "an empty people search");
  });

  test("Email, People and Activity fit a 360 px phone", async ({ page, baseURL }) => {
    await signUpAdmin(page, baseURL ?? "");
    const message = await failedEmail();
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ["/admin/email", "/admin/people", "/admin/activity"]) {
      await openPage(page, path);
      const { scrollWidth, clientWidth } = await pageWidths(page);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
      await expectNoAxeViolations(page, `${path} at 360 px`);
    }
    await openPage(page, `/admin/email/${message.id}`);
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
