/**
 * Accounts end to end, against a server of their own: a local OpenID
 * provider stands in for Google and a local SMTP server for the mail
 * provider, and the database is one this spec can read.
 */
import { randomUUID } from "node:crypto";

import type { Browser, Locator, Page } from "@playwright/test";

import { freePort } from "#app/server/db/embedded.server";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/fixtures";
import { LocalGoogle } from "./support/oidc-provider";
import { type OwnSite, startOwnSite } from "./support/own-site";
import { signUpForm, submitSignUp } from "./support/sign-up";
import { recordFormPosts } from "./support/site";

/** The input is marked wrong and reads the form's message as its description. */
async function expectInvalid(input: Locator, message: string) {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(message);
}

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: OwnSite;
let base = "";
let google: LocalGoogle;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  google = new LocalGoogle();
  await google.start(await freePort());
  site = await startOwnSite({
    mail: true,
    env: () => ({
      GOOGLE_CLIENT_ID: "nestz-test-client",
      GOOGLE_CLIENT_SECRET: "nestz-test-secret",
      GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      // Each visitor below speaks from an address of its own (X-Forwarded-For).
      TRUST_PROXY: "1",
    }),
  });
  base = site.base;
});

test.afterAll(async () => {
  await site.stop();
  await google.stop();
});

const query = (sql: string, values?: unknown[]) => site.query(sql, values);
const inbox = () => {
  if (!site.inbox) throw new Error("this site has no mail server");
  return site.inbox;
};

let visitorNumber = 0;

/** Each visitor speaks from an address of its own (X-Forwarded-For), so rate limits stay per test. */
const ownAddress = () => ({ "X-Forwarded-For": `198.51.100.${(visitorNumber++ % 250) + 1}` });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
});

/** Another browser, as a second person on another computer. */
async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, extraHTTPHeaders: ownAddress() });
  return context.newPage();
}

/** Absolute addresses: this spec's server is not the suite's baseURL. */
const at = (path: string) => site.at(path);

const newEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;
const signInForm = (page: Page) => page.getByRole("form", { name: "I already have an account" });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function openSignIn(page: Page, path = "/SignIn") {
  await page.goto(at(path));
  await waitForHydration(page);
}

async function signUpThroughForm(
  page: Page,
  { name = "Robin", email = newEmail(), password = "tall cedar trees" } = {},
) {
  await openSignIn(page);
  await submitSignUp(page, { name, email, password });
  await expect(page).toHaveURL(`${base}/`);
  return { email, password, name };
}

test("signing up creates the account, signs in, and the server renders SIGN OUT", async ({ page, problems }) => {
  const { email } = await signUpThroughForm(page, { name: "Robin Alder" });
  await expect(nav(page).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
  const html = await (await page.request.get(at("/"))).text();
  expect(html).toContain("SIGN OUT");
  expect(html).not.toContain(">SIGN IN<");
  const rows = await site.query<{ display_name: string; created_at: Date }>(
    'select display_name, created_at from "user" where email = $1',
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.display_name).toBe("Robin Alder");
  expect(problems.messages).toEqual([]);
});

test("mismatched passwords say so and send nothing", async ({ page }) => {
  await openSignIn(page);
  const posts = recordFormPosts(page);
  const form = signUpForm(page);
  await form.getByLabel("Display name").fill("Sky");
  await form.getByLabel("Email").fill(newEmail());
  await form.getByLabel("Password", { exact: true }).fill("one password");
  await form.getByLabel("Confirm password").fill("another password");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByRole("alert")).toHaveText("Passwords don't match");
  await expectInvalid(form.getByLabel("Confirm password"), "Passwords don't match");
  await expect(form.getByLabel("Password", { exact: true })).not.toHaveAttribute("aria-invalid");
  await expect(form.getByRole("alert")).toBeFocused();
  expect(posts).toEqual([]);
  await expectNoAxeViolations(page, "sign-up with an error");
});

test("the sign-in page is HTML and islands: a form says it is working, and a failure comes back focused", async ({
  page,
  problems,
}) => {
  await openSignIn(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window), "React Router's hand-off").toBe(false);
  const form = signInForm(page);
  await form.getByLabel("Email").fill(newEmail());
  await form.getByLabel("Password").fill("no such account");
  // The post is stopped once the form has seen it, so the page (and its busy button) stays.
  await page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault()));
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("button", { name: "Signing in…" })).toBeDisabled();

  await openSignIn(page);
  await form.getByLabel("Email").fill(newEmail());
  await form.getByLabel("Password").fill("no such account");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText("Email not found");
  await expect(form.getByRole("alert")).toBeFocused();
  await expect(form.getByLabel("Password")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Sign in" })).toBeEnabled();
  // The refusal is the page's own status (401), which the browser reports; nothing else may be.
  const ownStatus = (message: string) => message.includes(`(${at("/SignIn")})`) && / 40\d /.test(message);
  expect(problems.messages.filter((message) => !ownStatus(message))).toEqual([]);
});

test("an email that exists says 'Email already in use' and keeps what was typed", async ({ page, browser }) => {
  const { email } = await signUpThroughForm(page);
  const other = await newVisitor(browser);
  await openSignIn(other);
  const form = signUpForm(other);
  await form.getByLabel("Display name").fill("Second Robin");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("whatever it is");
  await form.getByLabel("Confirm password").fill("whatever it is");
  await form.getByRole("button", { name: "Sign up" }).click();
  await expect(form.getByRole("alert")).toHaveText("Email already in use");
  await expectInvalid(form.getByLabel("Email"), "Email already in use");
  await expect(form.getByLabel("Display name")).toHaveValue("Second Robin");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
  await other.close();
});

test("sign-in tells a wrong password from an unknown email, then signs in and out", async ({ page, browser }) => {
  const { email, password } = await signUpThroughForm(page);
  const visitor = await newVisitor(browser);
  await openSignIn(visitor);
  const form = signInForm(visitor);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("not it");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText("Wrong password");
  await expectInvalid(form.getByLabel("Password"), "Wrong password");
  await expect(form.getByLabel("Email")).not.toHaveAttribute("aria-invalid");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Password")).toHaveValue("");
  await expectNoAxeViolations(visitor, "sign-in with an error");

  await form.getByLabel("Email").fill(newEmail());
  await form.getByLabel("Password").fill("not it either");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText("Email not found");
  await expectInvalid(form.getByLabel("Email"), "Email not found");

  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(visitor).toHaveURL(`${base}/`);
  await nav(visitor).getByRole("button", { name: "SIGN OUT" }).click();
  await expect(nav(visitor).getByRole("link", { name: "SIGN IN" })).toBeVisible();
  const cookies = await visitor.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes("session_token") && cookie.value)).toBe(false);
  await visitor.goto(at("/Account"));
  await expect(visitor).toHaveURL(/\/SignIn\?redirectTo=%2FAccount$/);
  await visitor.close();
});

test("Google sign-in runs the whole OAuth code flow and creates the user once", async ({ browser }) => {
  google.nextAccount = { sub: `g-${randomUUID()}`, email: newEmail(), name: "Pat Google" };
  for (let round = 0; round < 2; round++) {
    const visitor = await newVisitor(browser);
    await openSignIn(visitor);
    await visitor.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(visitor).toHaveURL(`${base}/`);
    await expect(nav(visitor).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
    await visitor.goto(at("/Account"));
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Hello, Pat Google");
    await visitor.close();
  }
  const authorize = google.authorizeRequests.at(-1);
  expect(authorize?.get("prompt")).toBe("select_account");
  expect(authorize?.get("code_challenge_method")).toBe("S256");
  const users = await query('select display_name from "user" where email = $1', [google.nextAccount.email]);
  expect(users).toEqual([{ display_name: "Pat Google" }]);
});

test("a forgotten password is reset through a single-use emailed link", async ({ page }) => {
  const { email } = await signUpThroughForm(page, { password: "the old password" });
  await nav(page).getByRole("button", { name: "SIGN OUT" }).click();
  await openSignIn(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await expectNoAxeViolations(page, "forgot password");

  // The answer is the same for an email without an account.
  await page.getByLabel("Email").fill(newEmail());
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("alert")).toHaveText(/If an account uses that email/);
  const answer = await page.getByRole("alert").textContent();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("alert")).toHaveText(answer ?? "");

  const mail = await inbox().waitFor(email);
  expect(mail.decoded).toContain("Subject: Reset your Nestz password");
  const link = /http:\/\/localhost:\d+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]+/.exec(
    mail.decoded,
  )?.[0];
  expect(link).toBeDefined();
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  // A link can expire while the page is open: a new one and the way back are always offered.
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to sign in" })).toBeVisible();
  await expectNoAxeViolations(page, "reset password");
  await page.getByLabel("New password", { exact: true }).fill("a brand new password");
  await page.getByLabel("Confirm new password").fill("a brand new password");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("Your password is changed. Sign in with the new one.");

  const form = signInForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("a brand new password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/`);

  // The link works once.
  await page.goto(link ?? "");
  await expect(page.getByRole("alert")).toContainText("expired or was already used");
});

test("ten failed sign-ins a minute from one client, then 429 and when to try again", async ({ page }) => {
  const { email } = await signUpThroughForm(page);
  await nav(page).getByRole("button", { name: "SIGN OUT" }).click();
  // The first ten go straight to the auth API from this visitor's address, so they
  // surely fall within one minute even on a slow machine; the eleventh is the form.
  const address = ownAddress();
  await page.setExtraHTTPHeaders(address);
  for (let attempt = 0; attempt < 10; attempt++) {
    // Other emails, so the limit per account (5 failures) stays out of this.
    const response = await page.request.post(at("/api/auth/sign-in/email"), {
      data: { email: newEmail(), password: `guess ${attempt}` },
      headers: { ...address, Origin: base },
    });
    expect(response.status(), `attempt ${attempt + 1}`).toBe(401);
  }
  await openSignIn(page);
  const form = signInForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("guess 11");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByRole("alert")).toHaveText(/Too many attempts\. Please wait \d+ seconds? and try again\./);
  await expectNoAxeViolations(page, "sign-in after too many attempts");
});

test("/Account sends guests to sign in and brings them back", async ({ page }) => {
  const { email, password } = await signUpThroughForm(page);
  await nav(page).getByRole("button", { name: "SIGN OUT" }).click();
  await page.goto(at("/Account"));
  await expect(page).toHaveURL(/\/SignIn\?redirectTo=%2FAccount$/);
  await waitForHydration(page);
  const form = signInForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${base}/Account`);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("No orders yet.")).toContainText("Homes and options are ordered by phone or email");
  await expectNoAxeViolations(page, "account");
});

test("the account page changes the display name and shows markup as text", async ({ page }) => {
  await signUpThroughForm(page);
  await page.goto(at("/Account"));
  await waitForHydration(page);
  const field = page.getByLabel("Display name");
  await field.fill("<img src=x onerror=alert(1)>");
  await page.getByRole("button", { name: "Save display name" }).click();
  await expect(page.getByRole("alert")).toHaveText("Your display name is saved.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, <img src=x onerror=alert(1)>");
  expect(await page.locator("main img[src='x']").count()).toBe(0);
});

test("both forms work with the keyboard alone", async ({ page }) => {
  await openSignIn(page);
  const email = newEmail();
  await signUpForm(page).getByLabel("Display name").focus();
  await page.keyboard.type("Keyboard Kim");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("typed by keys");
  await page.keyboard.press("Tab");
  await page.keyboard.type("typed by keys");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${base}/`);
  await nav(page).getByRole("button", { name: "SIGN OUT" }).focus();
  await page.keyboard.press("Enter");
  await expect(nav(page).getByRole("link", { name: "SIGN IN" })).toBeVisible();

  await openSignIn(page);
  await signInForm(page).getByLabel("Email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("typed by keys");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${base}/`);
});

test("the sign-in page has no axe violations, side by side and stacked", async ({ page }) => {
  await openSignIn(page);
  await expectNoAxeViolations(page, "sign-in page");
  const [left, right] = [await signInForm(page).boundingBox(), await signUpForm(page).boundingBox()];
  expect(left && right && Math.abs(left.y - right.y) < 80 && right.x > left.x).toBe(true);
  await page.setViewportSize({ width: 360, height: 800 });
  const [top, bottom] = [await signInForm(page).boundingBox(), await signUpForm(page).boundingBox()];
  expect(top && bottom && bottom.y > top.y + top.height).toBe(true);
  await expectNoAxeViolations(page, "sign-in page at 360 px");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused display name keeps what was typed and marks the field", async ({ page }) => {
    const signedUp = await page.request.post(at("/api/auth/sign-up/email"), {
      data: { name: "Robin", email: newEmail(), password: "tall cedar trees" },
      headers: { Origin: base },
    });
    expect(signedUp.status()).toBe(200);
    await page.goto(at("/Account"));
    const refused = "Robin\u200B";
    await page.getByLabel("Display name").fill(refused);
    await page.getByRole("button", { name: "Save display name" }).click();
    await expect(page.getByRole("alert")).toHaveText("Display names can't contain hidden or control characters.");
    await expect(page.getByLabel("Display name")).toHaveValue(refused);
    await expectInvalid(page.getByLabel("Display name"), "Display names can't contain hidden or control characters.");
  });

  test("sign-up still works through the form action, and errors come from the server", async ({ page }) => {
    await page.goto(at("/SignIn"));
    const form = signUpForm(page);
    await form.getByLabel("Display name").fill("No Script");
    await form.getByLabel("Email").fill(newEmail());
    await form.getByLabel("Password", { exact: true }).fill("first password");
    await form.getByLabel("Confirm password").fill("second password");
    await form.getByRole("button", { name: "Sign up" }).click();
    await expect(signUpForm(page).getByRole("alert")).toHaveText("Passwords don't match");
    await expectInvalid(signUpForm(page).getByLabel("Confirm password"), "Passwords don't match");
    // The answer is a new page: its message is where a screen reader starts.
    await expect(signUpForm(page).getByRole("alert")).toBeFocused();
    await expect(signUpForm(page).getByLabel("Display name")).toHaveValue("No Script");
    await signUpForm(page).getByLabel("Password", { exact: true }).fill("same password");
    await signUpForm(page).getByLabel("Confirm password").fill("same password");
    await signUpForm(page).getByRole("button", { name: "Sign up" }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(nav(page).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
  });
});

test.describe("without JavaScript, each answer is a new page that works", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password keeps the email and ?redirectTo=, empties the password and focuses the message", async ({
    page,
  }) => {
    const email = newEmail();
    const signedUp = await page.request.post(at("/api/auth/sign-up/email"), {
      data: { name: "Robin", email, password: "tall cedar trees" },
      headers: { Origin: base },
    });
    expect(signedUp.status()).toBe(200);
    await page.context().clearCookies();
    await page.goto(at("/SignIn?redirectTo=%2FAccount"));
    const form = signInForm(page);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("not it");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(form.getByRole("alert")).toHaveText("Wrong password");
    await expect(form.getByRole("alert")).toBeFocused();
    await expectInvalid(form.getByLabel("Password"), "Wrong password");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Password")).toHaveValue("");
    await form.getByLabel("Password").fill("tall cedar trees");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${base}/Account`);
  });

  test("asking for a reset link answers on a new page with the answer focused", async ({ page }) => {
    await page.goto(at("/ForgotPassword"));
    await page.getByLabel("Email").fill(newEmail());
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("alert")).toHaveText(/If an account uses that email/);
    await expect(page.getByRole("alert")).toBeFocused();
  });

  test("Google sign-in goes through: the answer to the form sends the browser on to Google", async ({ page }) => {
    google.nextAccount = { sub: `g-${randomUUID()}`, email: newEmail(), name: "Sam Noscript" };
    await page.goto(at("/SignIn"));
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(nav(page).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
  });

  test("a reset link that does not work says so, focused", async ({ page }) => {
    await page.goto(at("/ResetPassword?error=INVALID_TOKEN"));
    await expect(page.getByRole("alert")).toContainText("expired or was already used");
    await expect(page.getByRole("alert")).toBeFocused();
  });
});

test("a sign-up posted from another site is refused and creates nothing", async ({ request }) => {
  const email = newEmail();
  const response = await request.post(at("/SignIn"), {
    form: {
      intent: "sign-up",
      displayName: "Forged",
      email,
      password: "forged password",
      confirmPassword: "forged password",
    },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  expect(await query('select 1 from "user" where email = $1', [email])).toEqual([]);
});
