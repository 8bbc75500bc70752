/**
 * Quote requests and the delivery estimate by ZIP, against a server of their
 * own whose database this spec reads: a request as each kind of buyer, with
 * JavaScript and without it; a rental that is too long; errors kept beside
 * their fields; the form by keyboard alone; a double submit; the request on
 * /Account; and the /Delivery estimator by keyboard and without JavaScript.
 */
import { randomUUID } from "node:crypto";

import type { Locator, Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: OwnSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Each test speaks from an address of its own (X-Forwarded-For), so the quote limit stays per test.
  site = await startOwnSite({ env: () => ({ TRUST_PROXY: "1" }) });
});

test.afterAll(async () => {
  await site.stop();
});

let visitorNumber = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${(visitorNumber++ % 250) + 1}` });
});

const at = (path: string) => site.at(path);
const query = <T extends Record<string, unknown>>(sql: string, values?: unknown[]) => site.query<T>(sql, values);
const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
/** A month comfortably ahead, as the month input takes it. */
const NEXT_YEAR = new Date().getFullYear() + 1;
const NEEDED_BY = `${NEXT_YEAR}-03`;

const quoteForm = (page: Page) => page.getByRole("form", { name: "Tell us what you need" });

async function open(page: Page, path: string, { hydrate = true } = {}) {
  await page.goto(at(path));
  if (!hydrate) return;
  await waitForHydration(page);
  // Mounted, the form shows only the fields that apply, so the Tab order is its own: wait for it.
  if (path.endsWith("#quote"))
    await expect(page.locator('[data-island="quote-form"]')).toHaveAttribute("data-island-mounted", "");
}

/** The input is marked wrong and reads its error as part of its description. */
async function expectInvalid(input: Locator, message: string | RegExp) {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
}

interface Buyer {
  type: "individual" | "civic" | "government" | "corporate";
  label: string;
  intent: "Buy" | "Rent";
  model: "Bedroom Nestz" | "Office Nestz";
  zip: string;
  /** What the confirmation says about delivery. */
  delivery: RegExp;
}

const buyers: Buyer[] = [
  {
    type: "individual",
    label: "Myself or my family",
    intent: "Buy",
    model: "Bedroom Nestz",
    zip: "98101",
    delivery: /\$644.*Seattle, WA 98101: 141 miles from PDX/s,
  },
  {
    type: "civic",
    label: "A city or civic group",
    intent: "Rent",
    model: "Office Nestz",
    zip: "97218",
    delivery: /\$200.*Portland, OR 97218.*within the 30-mile flat-fee area/s,
  },
  {
    type: "government",
    label: "A government agency",
    intent: "Buy",
    model: "Office Nestz",
    zip: "97701",
    delivery: /\$568.*Bend, OR 97701: 122 miles from PDX/s,
  },
  {
    type: "corporate",
    label: "A company",
    intent: "Buy",
    model: "Bedroom Nestz",
    zip: "83702",
    delivery: /83702 is in Idaho\. We deliver anywhere in Washington and Oregon/,
  },
];

/** Fills the form for a buyer; with JavaScript, checks that only the fields that apply are shown. */
async function fillFor(page: Page, buyer: Buyer, email: string, { javaScript }: { javaScript: boolean }) {
  const form = quoteForm(page);
  await form.getByLabel("Name").fill(`Test ${buyer.type}`);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("(503) 555-0101");
  if (buyer.type !== "individual") await form.getByLabel("Organization").fill(`${buyer.type} org`);
  await form.getByRole("radio", { name: buyer.label }).check();
  const po = form.getByLabel("Bid or PO reference");
  if (javaScript) await expect(po).toBeVisible({ visible: buyer.type === "government" });
  if (buyer.type === "government") await po.fill("RFQ-2027-114");
  await form.getByRole("radio", { name: buyer.intent }).check();
  const rentalStart = form.getByLabel("Rental start date");
  if (javaScript) await expect(rentalStart).toBeVisible({ visible: buyer.intent === "Rent" });
  if (buyer.intent === "Rent") {
    await rentalStart.fill(`${NEXT_YEAR}-02-01`);
    await form.getByLabel("Rental length in days").fill("90");
  }
  await form.getByLabel("How many units").fill("3");
  await form.getByRole("radio", { name: buyer.model }).check();
  await form.getByRole("checkbox", { name: "Kitchen" }).check();
  await form.getByLabel("Delivery ZIP code").fill(buyer.zip);
  await form.getByLabel("When do you need them?").fill(NEEDED_BY);
  await form.getByLabel("Message").fill(`A request from a ${buyer.type} buyer.`);
}

async function expectConfirmation(page: Page, buyer: Buyer, email: string): Promise<string> {
  await expect(
    page.getByRole("heading", { name: `Thank you, Test ${buyer.type}. Your request is with us.` }),
  ).toBeVisible();
  const reference = (await page.getByText(/^Your reference is Q-\d+/).textContent())?.match(/Q-\d+/)?.[0] ?? "";
  expect(reference).toMatch(/^Q-\d{4,}$/);
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.locator("#quote")).toContainText(buyer.delivery);
  const rows = await query<{
    reference: string;
    buyer_type: string;
    intent: string;
    po_reference: string | null;
    rental_days: number | null;
  }>("select reference, buyer_type, intent, po_reference, rental_days from quote_requests where email = $1", [email]);
  expect(rows).toEqual([
    {
      reference,
      buyer_type: buyer.type,
      intent: buyer.intent.toLowerCase(),
      po_reference: buyer.type === "government" ? "RFQ-2027-114" : null,
      rental_days: buyer.intent === "Rent" ? 90 : null,
    },
  ]);
  const emails = await query<{ kind: string }>("select kind from outbox where subject like $1 order by kind", [
    `%${reference}%`,
  ]);
  expect(emails).toEqual([{ kind: "quote-confirmation" }, { kind: "quote-request" }]);
  return reference;
}

test.describe("request a quote with JavaScript", () => {
  for (const buyer of buyers) {
    test(`as ${buyer.label.toLowerCase()}`, async ({ page, problems }) => {
      await open(page, "/Contact#quote");
      const email = newEmail(buyer.type);
      await fillFor(page, buyer, email, { javaScript: true });
      await quoteForm(page).getByRole("button", { name: "Send my request" }).click();
      await expectConfirmation(page, buyer, email);
      expect(problems.messages).toEqual([]);
    });
  }

  test("a double click sends one request", async ({ page }) => {
    await open(page, "/Contact#quote");
    const email = newEmail("double");
    await fillFor(page, buyers[0]!, email, { javaScript: true });
    await quoteForm(page).getByRole("button", { name: "Send my request" }).dblclick();
    await expect(page.getByText(/^Your reference is Q-\d+/)).toBeVisible();
    expect(await query("select 1 from quote_requests where email = $1", [email])).toHaveLength(1);
  });

  test("a rental of 180 days or more is refused, saying why, and nothing is stored", async ({ page }) => {
    await open(page, "/Contact#quote");
    const email = newEmail("long-stay");
    await fillFor(page, { ...buyers[1]!, intent: "Rent" }, email, { javaScript: true });
    await quoteForm(page).getByLabel("Rental length in days").fill("180");
    await quoteForm(page).getByRole("button", { name: "Send my request" }).click();
    const why =
      /A Nestz rental is for under 180 days of continuous occupancy, so the longest we can book is 179 days\./;
    await expect(quoteForm(page).getByRole("alert")).toContainText(why);
    await expectInvalid(quoteForm(page).getByLabel("Rental length in days"), why);
    // Everything typed is still there, and the rental fields still show.
    await expect(quoteForm(page).getByLabel("Rental length in days")).toHaveValue("180");
    await expect(quoteForm(page).getByLabel("Email")).toHaveValue(email);
    await expect(quoteForm(page).getByRole("checkbox", { name: "Kitchen" })).toBeChecked();
    expect(await query("select 1 from quote_requests where email = $1", [email])).toEqual([]);
    expect(await query("select 1 from outbox where recipient = $1", [email])).toEqual([]);
  });

  test("errors sit beside their fields, everything typed is kept, and axe finds nothing", async ({ page }) => {
    await open(page, "/Contact#quote");
    await expectNoAxeViolations(page, "the quote form");
    const form = quoteForm(page);
    await form.getByLabel("Email").fill("not an address");
    await form.getByLabel("Delivery ZIP code").fill("98101");
    await form.getByLabel("Message").fill("Please call after five.");
    await form.getByRole("radio", { name: "A government agency" }).check();
    await form.getByLabel("Bid or PO reference").fill("PO 77");
    await form.getByRole("button", { name: "Send my request" }).click();

    const summary = quoteForm(page).getByRole("alert");
    await expect(summary).toContainText("things need a second look");
    await expect(summary).toBeFocused();
    await expectInvalid(quoteForm(page).getByLabel("Name"), "Please enter your name.");
    await expectInvalid(quoteForm(page).getByLabel("Email"), "Please enter a valid email address.");
    await expectInvalid(
      quoteForm(page).getByRole("radio", { name: "Bedroom Nestz" }),
      /Please choose the Bedroom Nestz or the Office Nestz\./,
    );
    await expect(quoteForm(page).getByLabel("Email")).toHaveValue("not an address");
    await expect(quoteForm(page).getByLabel("Delivery ZIP code")).toHaveValue("98101");
    await expect(quoteForm(page).getByLabel("Message")).toHaveValue("Please call after five.");
    await expect(quoteForm(page).getByLabel("Bid or PO reference")).toHaveValue("PO 77");
    // The summary's links lead to the fields.
    await summary.getByRole("link", { name: /^Name:/ }).click();
    await expect(quoteForm(page).getByLabel("Name")).toBeFocused();
    await expectNoAxeViolations(page, "the quote form with errors");
  });

  test("by keyboard alone, as a government agency, with axe on the confirmation", async ({ page }) => {
    await open(page, "/Contact#quote");
    const form = quoteForm(page);
    const email = newEmail("keyboard");
    await tabTo(page, form.getByLabel("Name"));
    await page.keyboard.type("Key Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab"); // phone, left empty
    await page.keyboard.press("Tab"); // organization
    await page.keyboard.type("Clark County");
    await page.keyboard.press("Tab"); // into "I'm buying for": the first choice
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(form.getByRole("radio", { name: "A government agency" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Bid or PO reference")).toBeFocused();
    await page.keyboard.type("PO-5521");
    await page.keyboard.press("Tab"); // "Buy" is already chosen
    await expect(form.getByRole("radio", { name: "Buy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("How many units")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("12");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowRight"); // Office Nestz
    await expect(form.getByRole("radio", { name: "Office Nestz" })).toBeChecked();
    await page.keyboard.press("Tab"); // Bathroom
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // Kitchen
    await page.keyboard.press("Tab"); // Custom paint
    await page.keyboard.press("Tab"); // Send me your W-9
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox", { name: "Send me your W-9" })).toBeChecked();
    await page.keyboard.press("Tab"); // Send me your certificate of insurance
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Delivery street address")).toBeFocused();
    await page.keyboard.type("1200 Main St");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Delivery city")).toBeFocused();
    await page.keyboard.type("Vancouver");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Delivery ZIP code")).toBeFocused();
    await page.keyboard.type("98661");
    await page.keyboard.press("Tab");
    await page.keyboard.type("3");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type(String(NEXT_YEAR));
    await expect(form.getByLabel("When do you need them?")).toHaveValue(NEEDED_BY);
    // Past the month input's own picker button, which takes a Tab stop of its own.
    await tabTo(page, form.getByLabel("Message"), 4);
    await page.keyboard.type("Twelve offices for a field site.");
    await tabTo(page, form.getByRole("button", { name: "Send my request" }), 2);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Thank you, Key Board. Your request is with us." })).toBeFocused();
    await expect(page.locator("#quote")).toContainText(/\$200.*Vancouver, WA 98661/s);
    const rows = await query(
      "select buyer_type, po_reference, units, model, options from quote_requests where email = $1",
      [email],
    );
    expect(rows).toEqual([
      { buyer_type: "government", po_reference: "PO-5521", units: 12, model: "office", options: ["bathroom"] },
    ]);
    await expectNoAxeViolations(page, "the quote confirmation");
  });

  test("a signed-in buyer's request is linked to their account and listed there", async ({ page }) => {
    const email = newEmail("member");
    const signedUp = await page.request.post(at("/api/auth/sign-up/email"), {
      data: { name: "Mae Member", email, password: `pw-${randomUUID()}` },
      headers: { Origin: site.base },
    });
    expect(signedUp.status()).toBe(200);
    await open(page, "/Account");
    await expect(page.getByRole("region", { name: "Your quote requests" })).toContainText("No requests yet");

    // The entry point on a product page fills in the model; the account fills in name and email.
    await open(page, "/Office");
    await page.getByRole("link", { name: "Request a quote" }).click();
    await expect(page).toHaveURL(at("/Contact?model=office#quote"));
    await waitForHydration(page);
    const form = quoteForm(page);
    await expect(form.getByRole("radio", { name: "Office Nestz" })).toBeChecked();
    await expect(form.getByLabel("Name")).toHaveValue("Mae Member");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await form.getByRole("radio", { name: "Myself or my family" }).check();
    await form.getByLabel("Delivery ZIP code").fill("97035");
    await form.getByLabel("When do you need them?").fill(NEEDED_BY);
    await form.getByRole("button", { name: "Send my request" }).click();
    const reference = (await page.getByText(/^Your reference is Q-\d+/).textContent())?.match(/Q-\d+/)?.[0] ?? "";

    const linked = await query('select 1 from quote_requests i join "user" u on u.id = i.user_id where u.email = $1', [
      email,
    ]);
    expect(linked).toHaveLength(1);
    await open(page, "/Account");
    const listed = page.getByRole("listitem").filter({ hasText: `Request ${reference}` });
    await expect(listed).toContainText("Received");
    await expect(listed).toContainText("Buy: 1 × Office Nestz, delivered to 97035");
    await expectNoAxeViolations(page, "the account page with a request");
  });
});

test("the home page, the shop's home cards and the product pages lead to the form with what they know", async ({
  page,
}) => {
  await open(page, "/");
  await expect(page.getByRole("link", { name: "Request a quote" })).toHaveAttribute("href", "/Contact#quote");
  for (const [path, query] of [
    ["/bedroom", "model=bedroom"],
    ["/bathroom", "option=bathroom"],
    ["/Kitchen", "option=kitchen"],
    ["/Paint", "option=custom-paint"],
  ]) {
    await open(page, path!);
    await expect(page.getByRole("main").getByRole("link", { name: "Request a quote" })).toHaveAttribute(
      "href",
      `/Contact?${query}#quote`,
    );
  }
  await open(page, "/Shop");
  for (const [name, query] of [
    ["Bedroom Nestz", "model=bedroom"],
    ["Office Nestz", "model=office"],
    ["Bathroom", "option=bathroom"],
    ["Kitchen", "option=kitchen"],
    ["Custom Paint", "option=custom-paint"],
  ]) {
    await expect(page.getByRole("link", { name: `Request a quote for the ${name}` })).toHaveAttribute(
      "href",
      `/Contact?${query}#quote`,
    );
  }
  await page.getByRole("link", { name: "Request a quote for the Kitchen" }).click();
  await expect(page).toHaveURL(at("/Contact?option=kitchen#quote"));
  await expect(quoteForm(page).getByRole("checkbox", { name: "Kitchen" })).toBeChecked();
  await expect(quoteForm(page).getByRole("checkbox", { name: "Bathroom" })).not.toBeChecked();
  await open(page, "/Delivery");
  await expect(page.getByRole("link", { name: "Request a quote" })).toHaveAttribute("href", "/Contact#quote");
});

test.describe("request a quote without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const buyer of buyers) {
    test(`as ${buyer.label.toLowerCase()}`, async ({ page }) => {
      await open(page, "/Contact#quote", { hydrate: false });
      // Every field shows, each saying when it applies.
      await expect(quoteForm(page).getByLabel("Bid or PO reference")).toBeVisible();
      await expect(quoteForm(page).getByLabel("Rental start date")).toBeVisible();
      const email = newEmail(`nojs-${buyer.type}`);
      await fillFor(page, buyer, email, { javaScript: false });
      if (buyer.intent === "Buy") {
        // Rental fields filled in on a purchase are ignored, not refused.
        await quoteForm(page).getByLabel("Rental length in days").fill("400");
      }
      await quoteForm(page).getByRole("button", { name: "Send my request" }).click();
      await expectConfirmation(page, buyer, email);
    });
  }

  test("a too-long rental and a missing name come back beside their fields, with everything kept", async ({ page }) => {
    await open(page, "/Contact?zip=97218#quote", { hydrate: false });
    const form = quoteForm(page);
    await expect(form.getByLabel("Delivery ZIP code")).toHaveValue("97218");
    const email = newEmail("nojs-long");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("radio", { name: "A city or civic group" }).check();
    await form.getByRole("radio", { name: "Rent" }).check();
    await form.getByLabel("Rental start date").fill(`${NEXT_YEAR}-02-01`);
    await form.getByLabel("Rental length in days").fill("365");
    await form.getByRole("radio", { name: "Office Nestz" }).check();
    await form.getByLabel("When do you need them?").fill(NEEDED_BY);
    await form.getByRole("button", { name: "Send my request" }).click();

    await expect(quoteForm(page).getByRole("alert")).toContainText("2 things need a second look");
    await expectInvalid(quoteForm(page).getByLabel("Name"), "Please enter your name.");
    await expectInvalid(quoteForm(page).getByLabel("Rental length in days"), /under 180 days of continuous occupancy/);
    await expect(quoteForm(page).getByLabel("Rental length in days")).toHaveValue("365");
    await expect(quoteForm(page).getByLabel("Email")).toHaveValue(email);
    await expect(quoteForm(page).getByRole("radio", { name: "Rent" })).toBeChecked();
    await expect(quoteForm(page).getByRole("radio", { name: "Office Nestz" })).toBeChecked();
    expect(await query("select 1 from quote_requests where email = $1", [email])).toEqual([]);
  });

  test("the same form sent twice makes one request and shows the same reference", async ({ page }) => {
    const email = newEmail("twice");
    const fields = {
      name: "Twice Sent",
      email,
      buyerType: "corporate",
      intent: "buy",
      units: "2",
      model: "bedroom",
      zip: "98101",
      neededBy: NEEDED_BY,
      idempotencyKey: "",
      website: "",
    };
    const send = () => page.request.post(at("/Contact"), { form: fields, headers: { Origin: site.base } });
    const [first, second] = [await send(), await send()];
    expect([first.status(), second.status()]).toEqual([200, 200]);
    const reference = (await first.text()).match(/Q-\d{4,}/)?.[0];
    expect(reference).toBeDefined();
    expect(await second.text()).toContain(
      `Your reference is <strong class="font-serif text-2xl text-evergreen-900">${reference}`,
    );
    expect(await query("select 1 from quote_requests where email = $1", [email])).toHaveLength(1);
  });

  test("a filled-in honeypot gets a polite refusal and stores nothing", async ({ page }) => {
    const email = newEmail("robot");
    const response = await page.request.post(at("/Contact"), {
      form: {
        name: "Robot",
        email,
        buyerType: "individual",
        intent: "buy",
        units: "1",
        model: "office",
        zip: "98101",
        neededBy: NEEDED_BY,
        website: "https://spam.example",
      },
      headers: { Origin: site.base },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Please give us a call or send us an email instead.");
    expect(await query("select 1 from quote_requests where email = $1", [email])).toEqual([]);
  });
});

test.describe("the /Delivery estimator", () => {
  test("by keyboard: a ZIP gives the fee and a pin on the map, announced politely", async ({ page, problems }) => {
    await open(page, "/Delivery");
    const estimator = page.getByRole("region", { name: "Work out your fee" });
    const zip = estimator.getByLabel("Your ZIP code");
    // The estimator mounts when it comes into view; let it, so Tab meets the mounted field rather than
    // racing the swap (the field a reader is on keeps focus through it either way).
    await estimator.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island="fee-estimator"]')).toHaveAttribute("data-island-mounted", "");
    await tabTo(page, zip);
    await page.keyboard.type("98101");
    await page.keyboard.press("Enter");
    const answer = estimator.getByRole("status");
    await expect(answer).toHaveAttribute("aria-live", "polite");
    await expect(answer).toContainText("$644");
    await expect(answer).toContainText("Seattle, WA 98101: 141 miles from PDX in a straight line.");
    await expect(answer).toContainText("The $200 flat fee plus 111 extra miles at $4 each.");
    await expect(estimator.getByRole("img", { name: "Delivery map with a pin at Seattle, WA 98101" })).toBeVisible();
    await expectNoAxeViolations(page, "the estimator with a ZIP answer");

    // Near PDX the pin moves to the close-up; Idaho and a typo get a kind answer.
    await zip.fill("97218");
    await page.keyboard.press("Enter");
    await expect(answer).toContainText("$200");
    await expect(estimator.getByRole("img", { name: /pin at Portland, OR 97218/ })).toHaveAttribute(
      "src",
      "/images/delivery-map-pdx.svg",
    );
    await zip.fill("83702");
    await page.keyboard.press("Enter");
    await expect(answer).toHaveText(
      "83702 is in Idaho. We deliver anywhere in Washington and Oregon, but not beyond, so we can't quote a delivery there.",
    );
    await expect(estimator.getByRole("img")).toHaveCount(0);
    await zip.fill("981");
    await page.keyboard.press("Enter");
    await expect(answer).toHaveText("Please enter a five-digit ZIP code, like 97218.");

    // Miles still work, and the answer links to a quote with the ZIP filled in.
    await estimator.getByLabel("Miles from PDX").fill("45");
    await expect(answer).toContainText("$260");
    await zip.fill("98101");
    await page.keyboard.press("Enter");
    await answer.getByRole("link", { name: "Request a quote for delivery to 98101" }).click();
    await expect(page).toHaveURL(at("/Contact?zip=98101#quote"));
    await waitForHydration(page);
    await expect(quoteForm(page).getByLabel("Delivery ZIP code")).toHaveValue("98101");
    // The refused ZIPs' 4xx answers are logged by the browser as failed loads; nothing else may be.
    expect(problems.messages.filter((message) => !message.includes("/api/delivery-quote"))).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server renders the answer for a ZIP or a distance", async ({ page }) => {
      await open(page, "/Delivery", { hydrate: false });
      const estimator = page.getByRole("region", { name: "Work out your fee" });
      await estimator.getByLabel("Your ZIP code").fill("97701");
      await estimator.getByRole("button", { name: "Find my fee" }).click();
      await expect(page).toHaveURL(at("/Delivery?zip=97701#fees"));
      const answered = page.getByRole("region", { name: "Work out your fee" });
      await expect(answered.getByRole("status")).toContainText("$568");
      await expect(answered.getByRole("status")).toContainText("Bend, OR 97701: 122 miles from PDX");
      await expect(answered.getByRole("img", { name: "Delivery map with a pin at Bend, OR 97701" })).toBeVisible();
      await expect(answered.getByLabel("Your ZIP code")).toHaveValue("97701");

      await answered.getByLabel("Miles from PDX").fill("45");
      await answered.getByLabel("State").selectOption("WA");
      await answered.getByRole("button", { name: "Work it out" }).click();
      await expect(page).toHaveURL(at("/Delivery?miles=45&state=WA#fees"));
      await expect(page.getByRole("region", { name: "Work out your fee" }).getByRole("status")).toContainText("$260");
    });
  });
});

/**
 * axe runs as a script in the page, so a page without JavaScript cannot host
 * it. These pages keep JavaScript on but block the site's own scripts: the
 * HTML is what a browser without JavaScript shows, every field visible.
 */
test.describe("as a browser without JavaScript shows them, checked by axe", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
  });

  test("the whole form, its error state and the estimator's server-rendered answer", async ({ page }) => {
    await open(page, "/Contact#quote", { hydrate: false });
    await expect(quoteForm(page).getByLabel("Rental length in days")).toBeVisible();
    await expectNoAxeViolations(page, "the quote form with every field");
    await quoteForm(page).getByRole("radio", { name: "Rent" }).check();
    await quoteForm(page).getByLabel("Rental length in days").fill("200");
    await quoteForm(page).getByRole("button", { name: "Send my request" }).click();
    await expect(quoteForm(page).getByRole("alert")).toContainText("need a second look");
    await expectInvalid(quoteForm(page).getByLabel("Rental length in days"), /under 180 days/);
    await expectNoAxeViolations(page, "the quote form with errors, without JavaScript");

    await open(page, "/Delivery?zip=97701#fees", { hydrate: false });
    await expect(page.getByRole("region", { name: "Work out your fee" }).getByRole("status")).toContainText("$568");
    await expectNoAxeViolations(page, "the estimator's answer without JavaScript");
  });
});
