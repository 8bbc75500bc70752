/**
 * Papers on request, against a site of its own whose database and mail this
 * spec reads: the owner uploads a W-9; a public buyer ticks it on the quote
 * form (from /Government); the owner sends it from the request with one
 * click, and the mail server receives it as a PDF attachment. A file that is
 * not a PDF is refused with the form shown again, and everything works
 * without JavaScript.
 */
import { randomUUID } from "node:crypto";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, pageWidths, test, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial", timeout: 150_000 });

let site: OwnSite;
let adminState: Awaited<ReturnType<BrowserContext["storageState"]>>;

const W9_BYTES = Buffer.from("%PDF-1.4\n% Nestz W-9 for the spec\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const NEXT_YEAR = new Date().getFullYear() + 1;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  site = await startOwnSite({ mail: true });
  const context = await browser.newContext({ baseURL: site.base });
  const page = await context.newPage();
  const email = `owner-${randomUUID()}@example.com`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "Owner", email, password: `pw-${randomUUID()}` },
    headers: { Origin: site.base },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await site.query(`update "user" set role = 'admin' where email = $1 returning id`, [email])).toHaveLength(1);
  adminState = await context.storageState();
  await context.close();
});

test.afterAll(async () => {
  await site?.stop();
});

async function ownerPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.base, storageState: adminState, ...options });
  return context.newPage();
}

const uploadForm = (page: Page) => page.getByRole("form", { name: "Add a document" });

/** Opens the Documents page as the owner and adds a paper of kind "other", its saved message seen. */
async function addOtherPaper(
  browser: Browser,
  { name, fileName, javaScriptEnabled }: { name: string; fileName: string; javaScriptEnabled: boolean },
): Promise<Page> {
  const page = await ownerPage(browser, { javaScriptEnabled });
  await page.goto("/admin/documents");
  if (javaScriptEnabled) await waitForHydration(page);
  const form = uploadForm(page);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Kind").selectOption("other");
  await form.getByLabel("PDF file").setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: W9_BYTES });
  await form.getByRole("button", { name: "Save document" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `${name} is saved.` })).toBeVisible();
  return page;
}

test("the owner uploads a W-9, a buyer asks for it, and one click emails it as a PDF", async ({ browser }) => {
  const page = await ownerPage(browser);
  await page.goto("/admin/documents");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Documents" })).toBeVisible();
  await expectNoAxeViolations(page, "documents, empty");

  // Upload by keyboard: fill the fields, then press Enter on the button.
  const form = uploadForm(page);
  await form.getByLabel("Name").fill("W-9 (2026)");
  await form.getByLabel("Kind").selectOption("w9");
  await form
    .getByLabel("PDF file")
    .setInputFiles({ name: "../../w9 2026.pdf", mimeType: "application/pdf", buffer: W9_BYTES });
  await form.getByRole("button", { name: "Save document" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByRole("alert")).toHaveText("W-9 (2026) is saved.");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "W-9 (2026)" }) });
  await expect(card).toContainText("Current file: w9 2026.pdf");
  await expectNoAxeViolations(page, "documents, one saved");
  const [stored] = await site.query<{ file_name: string; byte_size: number }>(
    "select file_name, byte_size from document_versions",
  );
  expect(stored).toEqual({ file_name: "w9 2026.pdf", byte_size: W9_BYTES.length });

  // The owner downloads it: private, never cached.
  const href = await card.getByRole("link", { name: "w9 2026.pdf" }).getAttribute("href");
  const download = await page.request.get(href ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["cache-control"]).toBe("private, no-store");
  expect(Buffer.from(await download.body()).equals(W9_BYTES)).toBe(true);
  // A guest gets no file.
  const guest = await browser.newContext({ baseURL: site.base });
  const guestDownload = await guest.request.get(href ?? "", { maxRedirects: 0 });
  expect(guestDownload.status()).not.toBe(200);

  // A buyer follows /Government's link: the quote form opens with both papers ticked.
  const buyer = await guest.newPage();
  await buyer.goto("/Government");
  await buyer.getByRole("link", { name: "ask for our W-9 and certificate of insurance" }).click();
  const quote = buyer.getByRole("form", { name: "Tell us what you need" });
  await expect(quote.getByRole("checkbox", { name: "Send me your W-9" })).toBeChecked();
  await quote.getByRole("checkbox", { name: "Send me your certificate of insurance" }).uncheck();
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  await quote.getByLabel("Name").fill("Pat Purchaser");
  await quote.getByLabel("Email").fill(email);
  await quote.getByRole("radio", { name: "Office Nestz" }).check();
  await quote.getByLabel("Delivery ZIP code").fill("97201");
  await quote.getByLabel("When do you need them?").fill(`${NEXT_YEAR}-03`);
  await quote.getByRole("button", { name: "Send my request" }).click();
  await expect(
    buyer.getByRole("heading", { name: "Thank you, Pat Purchaser. Your request is with us." }),
  ).toBeVisible();
  const [request] = await site.query<{ reference: string; papers: string[] }>(
    "select reference, papers from quote_requests where email = $1",
    [email],
  );
  expect(request?.papers).toEqual(["w9"]);
  await guest.close();

  // The inbox shows the ask; the request's page sends it.
  await page.goto("/admin/quote-requests");
  await expect(page.getByRole("row").filter({ hasText: request?.reference ?? "" })).toContainText("Asks for W-9");
  await page.goto(`/admin/quote-requests/${request?.reference ?? ""}`);
  await waitForHydration(page);
  const papers = page.getByRole("region", { name: "Papers they asked for" });
  await expect(papers).toContainText("W-9 (2026) (w9 2026.pdf)");
  await expectNoAxeViolations(page, "request asking for papers");
  await papers.getByRole("button", { name: "Send the papers" }).focus();
  await page.keyboard.press("Enter");
  await expect(papers.getByRole("alert")).toHaveText(`Sent to ${email}: W-9.`);
  await expect(papers).toContainText("Last sent");
  await expectNoAxeViolations(page, "request with papers sent");

  // The outbox hands it to the mail server with the PDF attached.
  await expect
    .poll(() => site.inbox?.messages.find((mail) => mail.to.includes(email) && mail.raw.includes("papers")), {
      timeout: 20_000,
    })
    .toBeTruthy();
  const mail = site.inbox?.messages.find((message) => message.raw.includes("Nestz papers for"));
  expect(mail?.to).toContain(email);
  expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name="?w9 2026\.pdf"?/);
  expect(mail?.raw).toContain(W9_BYTES.toString("base64").slice(0, 40));
  const [audit] = await site.query<{ action: string }>(
    "select action from audit_log where action = 'quote-request.papers-sent'",
  );
  expect(audit?.action).toBe("quote-request.papers-sent");
  await page.context().close();
});

test("a file that is not a PDF is refused with the form shown again, and nothing is stored", async ({ browser }) => {
  const page = await ownerPage(browser);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/admin/documents");
  await waitForHydration(page);
  const before = await site.query("select id from document_versions");
  const form = uploadForm(page);
  await form.getByLabel("Name").fill("Certificate of insurance");
  await form.getByLabel("Kind").selectOption("insurance");
  await form.getByLabel("Expires on").fill(`${NEXT_YEAR}-06-30`);
  await form
    .getByLabel("PDF file")
    .setInputFiles({ name: "coi.pdf", mimeType: "application/pdf", buffer: Buffer.from("GIF89a not a pdf") });
  await form.getByRole("button", { name: "Save document" }).click();
  await expect(form.getByText("That file isn't a PDF. Please choose a PDF file.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Certificate of insurance");
  expect(await site.query("select id from document_versions")).toHaveLength(before.length);
  const widths = await pageWidths(page);
  expect(widths.scrollWidth).toBeLessThanOrEqual(widths.clientWidth);
  await expectNoAxeViolations(page, "documents at 360 px, file refused");

  // Straight to the server: each bad input is a 4xx, never a 5xx, and stores nothing.
  const post = (multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) =>
    page.request.post("/admin/documents", { multipart, headers: { Origin: site.base } });
  const pdf = { name: "x.pdf", mimeType: "application/pdf", buffer: W9_BYTES };
  expect((await post({ intent: "create", name: "", kind: "w9", file: pdf })).status()).toBe(400);
  expect((await post({ intent: "create", name: "A", kind: "w9", expiresOn: "2027-02-30", file: pdf })).status()).toBe(
    400,
  );
  expect(
    (await post({ intent: "create", name: "A", kind: "w9", file: { ...pdf, buffer: Buffer.alloc(0) } })).status(),
  ).toBe(400);
  expect(
    (
      await post({
        intent: "create",
        name: "A",
        kind: "w9",
        file: { ...pdf, buffer: Buffer.concat([W9_BYTES, Buffer.alloc(5 * 1024 * 1024)]) },
      })
    ).status(),
  ).toBe(413);
  expect((await post({ intent: "replace", documentId: "abc", file: pdf })).status()).toBe(404);
  expect((await post({ intent: "replace", documentId: "999999", file: pdf })).status()).toBe(404);
  const huge = await post({
    intent: "create",
    name: "A",
    kind: "w9",
    file: { ...pdf, buffer: Buffer.concat([W9_BYTES, Buffer.alloc(7 * 1024 * 1024)]) },
  });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("at most 5 MB");
  // Another origin changes nothing.
  const foreign = await page.request.post("/admin/documents", {
    multipart: { intent: "create", name: "A", kind: "w9", file: pdf },
    headers: { Origin: "http://evil.example" },
  });
  // Refused before anything is read (React Router's own origin check answers first).
  expect(foreign.status()).toBeGreaterThanOrEqual(400);
  expect(foreign.status()).toBeLessThan(500);
  expect(await site.query("select id from document_versions")).toHaveLength(before.length);
  await page.context().close();
});

test("only an admin may send a body over 1 MB: a guest's or a customer's is refused with 403 and never kept", async ({
  playwright,
}) => {
  const before = await site.query("select id from document_versions");
  const big = { name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.concat([W9_BYTES, Buffer.alloc(2 << 20)]) };
  const guest = await playwright.request.newContext({ baseURL: site.base });
  const customer = await playwright.request.newContext({ baseURL: site.base });
  const signUp = await customer.post("/api/auth/sign-up/email", {
    data: { name: "Customer", email: `customer-${randomUUID()}@example.com`, password: `pw-${randomUUID()}` },
    headers: { Origin: site.base },
  });
  expect(signUp.status()).toBe(200);
  for (const [who, context] of [
    ["a guest", guest],
    ["a customer", customer],
  ] as const) {
    const response = await context.post("/admin/documents", {
      multipart: { intent: "create", name: "Sneaky", kind: "w9", file: big },
      headers: { Origin: site.base },
      maxRedirects: 0,
    });
    expect(response.status(), who).toBe(403);
    expect(await response.text(), who).toContain("owner can upload files");
    // A small post still reaches the console's own guard, as before.
    const small = await context.post("/admin/documents", {
      multipart: { intent: "create", name: "Sneaky", kind: "w9", file: { ...big, buffer: W9_BYTES } },
      headers: { Origin: site.base },
      maxRedirects: 0,
    });
    expect([302, 403], who).toContain(small.status());
  }
  expect(await site.query("select id from document_versions")).toHaveLength(before.length);
  await guest.dispose();
  await customer.dispose();
});

test("without JavaScript, a certificate is added and its file replaced, keeping the earlier one", async ({
  browser,
}) => {
  const page = await ownerPage(browser, { javaScriptEnabled: false });
  await page.goto("/admin/documents");
  const form = uploadForm(page);
  await form.getByLabel("Name").fill("Insurance certificate");
  await form.getByLabel("Kind").selectOption("insurance");
  await form.getByLabel("Expires on").fill(`${NEXT_YEAR - 1}-12-01`);
  await form
    .getByLabel("PDF file")
    .setInputFiles({ name: "coi-old.pdf", mimeType: "application/pdf", buffer: W9_BYTES });
  await form.getByRole("button", { name: "Save document" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Insurance certificate is saved." })).toBeVisible();

  const replace = page.getByRole("form", { name: "Replace the file of Insurance certificate" });
  await replace
    .getByLabel("New PDF file")
    .setInputFiles({ name: "coi-new.pdf", mimeType: "application/pdf", buffer: W9_BYTES });
  await replace.getByLabel("Expires on").fill(`${NEXT_YEAR}-12-01`);
  await replace.getByRole("button", { name: "Replace file" }).click();
  await expect(page.getByText("New file saved. The earlier one stays in the history.")).toBeVisible();
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Insurance certificate" }) });
  await expect(card).toContainText("Current file: coi-new.pdf");
  await expect(card).toContainText("Earlier files (1)");
  const rows = await site.query<{ file_name: string }>(
    "select v.file_name from document_versions v join documents d on d.id = v.document_id where d.name = $1 order by v.id",
    ["Insurance certificate"],
  );
  expect(rows.map((row) => row.file_name)).toEqual(["coi-old.pdf", "coi-new.pdf"]);
  await page.context().close();
});

test("the owner renames a paper by keyboard, is told what is wrong, and removes it; without JavaScript too", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const name = `Board letter ${javaScriptEnabled ? "A" : "B"}`;
    const page = await addOtherPaper(browser, { name, fileName: "letter.pdf", javaScriptEnabled });

    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await card.getByText("Change the details or remove").click();
    const details = page.getByRole("form", { name: `Details of ${name}` });
    await expect(details.getByLabel("Name")).toHaveValue(name);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "a document's details, open");
    // An empty name is named beside its field, and nothing changes.
    await details.getByLabel("Name").fill("");
    await details.getByLabel("Expires on").fill(`${NEXT_YEAR}-06-30`);
    await details.getByLabel("Name").press("Enter");
    const refused = page.getByRole("form", { name: `Details of ${name}` });
    await expect(refused.getByLabel("Name")).toHaveAccessibleDescription(/Please give the document a name/);
    await expect(refused.getByLabel("Expires on")).toHaveValue(`${NEXT_YEAR}-06-30`);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "a document's details, refused");
    expect(await site.query("select expires_on from documents where name = $1", [name])).toEqual([
      { expires_on: null },
    ]);

    await refused.getByLabel("Name").fill(`${name} (signed)`);
    await refused.getByLabel("Expires on").fill("");
    await refused.getByRole("button", { name: "Save details" }).press("Enter");
    const renamed = `${name} (signed)`;
    await expect(page.getByRole("heading", { name: renamed })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Details saved." })).toBeVisible();

    await page.getByRole("button", { name: `Remove ${renamed}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: `${renamed} is removed.` })).toBeVisible();
    await expect(page.getByRole("heading", { name: renamed })).toHaveCount(0);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "the documents after a removal");
    const [row] = await site.query<{ id: string; removed: boolean }>(
      "select id::text, removed_at is not null as removed from documents where name = $1",
      [renamed],
    );
    expect(row?.removed).toBe(true);
    const actions = await site.query<{ action: string }>(
      "select action from audit_log where subject_type = 'document' and subject_id = $1 order by id",
      [row?.id],
    );
    expect(actions.map((entry) => entry.action)).toEqual(["document.created", "document.updated", "document.removed"]);
    // A page opened before the removal can change it no more.
    const stale = await page.request.post("/admin/documents", {
      form: { intent: "details", documentId: row?.id ?? "", name: "Back again", kind: "other", expiresOn: "" },
      headers: { Origin: site.base },
    });
    expect(stale.status()).toBe(404);
    expect(await stale.text()).toContain("It may have been removed.");
    await page.context().close();
  }
});

test("the owner restores a removed paper by keyboard, files and all; without JavaScript too; only once", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const name = `Lease summary ${javaScriptEnabled ? "A" : "B"} ${randomUUID().slice(0, 6)}`;
    const page = await addOtherPaper(browser, { name, fileName: "lease.pdf", javaScriptEnabled });
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await card.getByText("Change the details or remove").click();
    await page.getByRole("button", { name: `Remove ${name}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: `${name} is removed.` })).toContainText("restore it below");

    const removedList = page.getByRole("region", { name: "Removed papers" });
    const restore = removedList.getByRole("button", { name: `Restore ${name}` });
    await expect(removedList.getByRole("listitem").filter({ hasText: name })).toContainText("Other · removed");
    if (javaScriptEnabled) await expectNoAxeViolations(page, "the documents with a removed paper");
    // A restore posted from another site is refused and leaves it removed.
    const removedId = async () =>
      (
        await site.query<{ id: string }>("select id::text from documents where name = $1 and removed_at is not null", [
          name,
        ])
      )[0]?.id;
    const id = await removedId();
    expect(id).toBeDefined();
    const crossSite = await page.request.post("/admin/documents", {
      form: { intent: "restore", documentId: id ?? "" },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(crossSite.status()).toBeGreaterThanOrEqual(400);
    expect(crossSite.status()).toBeLessThan(500);
    expect(await removedId()).toBe(id);

    await tabTo(page, restore, 200);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: `${name} is back on the list.` })).toBeVisible();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(removedList.getByRole("button", { name: `Restore ${name}` })).toHaveCount(0);
    await expect(
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name }) })
        .getByRole("link", {
          name: "lease.pdf",
        }),
    ).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page, "the documents after a restore");

    const [row] = await site.query<{ id: string; removed: boolean }>(
      "select id::text, removed_at is not null as removed from documents where name = $1",
      [name],
    );
    expect(row?.removed).toBe(false);
    const actions = () =>
      site.query<{ action: string }>(
        "select action from audit_log where subject_type = 'document' and subject_id = $1 order by id",
        [row?.id],
      );
    expect((await actions()).map((entry) => entry.action)).toEqual([
      "document.created",
      "document.removed",
      "document.restored",
    ]);
    // Restored already, a second post (another tab, a replay) is refused and records nothing.
    const again = await page.request.post("/admin/documents", {
      form: { intent: "restore", documentId: row?.id ?? "" },
      headers: { Origin: site.base },
    });
    expect(again.status()).toBe(404);
    expect(await again.text()).toContain("It may have been restored already.");
    expect(await actions()).toHaveLength(3);
    await page.context().close();
  }
});
