/**
 * Accounts under attack, end to end, against a server of their own (with a
 * local SMTP server and TRUST_PROXY=1, so each request can name its own
 * client address): guessing limited per account, common passwords refused,
 * the JSON API held to the forms' rules, redirect targets outside Latin-1,
 * private caching of signed-in pages and the start-up warning for a
 * deployment behind a proxy.
 */
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { messages } from "#app/domain/auth/rules";
import { BUILD_DIR } from "#app/server/config/build-paths.server";
import { freePort } from "#app/server/db/embedded.server";

import { expect, expectNoAxeViolations, test, waitForHydration } from "./support/fixtures";
import { type OwnSite, startOwnSite } from "./support/own-site";
import { startServer, stopServer, tempDataDir, waitForOutput } from "./support/server-process";
import { submitSignUp } from "./support/sign-up";
import { escapeRegExp } from "./support/site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: OwnSite;
let base = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite({ mail: true, env: () => ({ TRUST_PROXY: "1" }) });
  base = site.base;
});

test.afterAll(async () => {
  await site.stop();
});

let addressNumber = 0;
/** A client address of its own (X-Forwarded-For), so only the limit under test is at work. */
const ownAddress = () => ({ "X-Forwarded-For": `192.0.2.${(addressNumber++ % 250) + 1}` });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(ownAddress());
});

const at = (pathname: string) => site.at(pathname);
const newEmail = () => `guarded-${randomUUID().slice(0, 8)}@example.com`;
const signInForm = (page: Page) => page.getByRole("form", { name: "I already have an account" });
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The input is marked wrong and its description (after any hint it has) reads the message. */
async function expectInvalid(input: Locator, message: string) {
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toHaveAccessibleDescription(new RegExp(`${escapeRegExp(message)}$`));
}

/** Creates an account through the JSON API; the request context keeps its session cookie. */
async function createAccount(
  request: APIRequestContext,
  { email = newEmail(), password = "tall cedar trees", name = "Guarded Person" } = {},
) {
  const response = await request.post(at("/api/auth/sign-up/email"), {
    data: { name, email, password },
    headers: { Origin: base, ...ownAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, password };
}

async function fillSignIn(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  return form;
}

async function fillSignUp(page: Page, { name = "New Person", email = newEmail(), password = "tall cedar trees" } = {}) {
  const form = await submitSignUp(page, { name, email, password });
  return { form, email };
}

test.describe("guessing one account's password", () => {
  test("after 5 wrong passwords from 5 addresses the account answers 429, on the API and the form, until a password reset", async ({
    page,
    request,
  }) => {
    const { email, password } = await createAccount(request);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await request.post(at("/api/auth/sign-in/email"), {
        data: { email, password: `guess ${attempt}` },
        headers: { Origin: base, ...ownAddress() },
      });
      expect(response.status(), `guess ${attempt + 1}`).toBe(401);
    }
    const api = await request.post(at("/api/auth/sign-in/email"), {
      data: { email, password },
      headers: { Origin: base, ...ownAddress() },
    });
    expect(api.status()).toBe(429);
    expect(Number(api.headers()["retry-after"])).toBeGreaterThan(0);

    // The owner, from yet another address, with the right password: paused, and told what to do.
    await page.goto(at("/SignIn"));
    await waitForHydration(page);
    const form = await fillSignIn(page, email, password);
    await expect(form.getByRole("alert")).toHaveText(
      /^Too many wrong passwords for this account.*Please wait 15 minutes and try again, or choose a new password/,
    );
    await expect(page).toHaveURL(at("/SignIn"));
    await expectNoAxeViolations(page, "sign-in with the account paused");

    // A password reset lets the owner in, and a common password is refused on the way.
    await form.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(page.getByRole("alert")).toHaveText(/If an account uses that email/);
    const mail = await site.inbox?.waitFor(email);
    const link = /http:\/\/localhost:\d+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s"<]+/.exec(
      mail?.decoded ?? "",
    )?.[0];
    expect(link).toBeDefined();
    await page.goto(link ?? "");
    await waitForHydration(page);
    await page.getByLabel("New password", { exact: true }).fill("12345678");
    await page.getByLabel("Confirm new password").fill("12345678");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(messages.passwordTooCommon);
    await expectInvalid(page.getByLabel("New password", { exact: true }), messages.passwordTooCommon);
    await expectNoAxeViolations(page, "reset with a common password");
    await page.getByLabel("New password", { exact: true }).fill("mossy stones by the river");
    await page.getByLabel("Confirm new password").fill("mossy stones by the river");
    await page.getByRole("button", { name: "Save my new password" }).click();
    await expect(page.getByRole("alert").first()).toHaveText("Your password is changed. Sign in with the new one.");
    await fillSignIn(page, email, "mossy stones by the river");
    await expect(page).toHaveURL(`${base}/`);
    await expect(nav(page).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
  });
});

test.describe("common passwords", () => {
  test("the sign-up form refuses 'password', says why, marks the field and creates nothing", async ({ page }) => {
    await page.goto(at("/SignIn"));
    await waitForHydration(page);
    const { form, email } = await fillSignUp(page, { password: "password" });
    await expect(form.getByRole("alert")).toHaveText(messages.passwordTooCommon);
    await expectInvalid(form.getByLabel("Password", { exact: true }), messages.passwordTooCommon);
    await expect(form.getByLabel("Email")).toHaveValue(email);
    expect(await site.query('select 1 from "user" where email = $1', [email])).toEqual([]);
    await expectNoAxeViolations(page, "sign-up with a common password");
  });

  test("the JSON API refuses '12345678' with 400 and the reason", async ({ request }) => {
    const response = await request.post(at("/api/auth/sign-up/email"), {
      data: { name: "Api Person", email: newEmail(), password: "12345678" },
      headers: { Origin: base, ...ownAddress() },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: messages.passwordTooCommon });
  });

  test("the list never reaches the browser: no script of the build holds it", () => {
    const assets = path.join(BUILD_DIR, "client", "assets");
    const scripts = readdirSync(assets).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      const text = readFileSync(path.join(assets, file), "utf8");
      expect(text.includes("trustno1") || text.includes("1qaz2wsx") || text.includes("zxcvbn"), file).toBe(false);
    }
  });
});

test.describe("the JSON auth API holds names to the forms' rules", () => {
  const refused = { "a 5,000-character name": "x".repeat(5_000), "an empty name": "", "U+202E": "evil\u202Egnp.exe" };

  test("sign-up and update-user refuse them with 400 and keep nothing", async ({ request }) => {
    for (const [what, name] of Object.entries(refused)) {
      const email = newEmail();
      const response = await request.post(at("/api/auth/sign-up/email"), {
        data: { name, email, password: "tall cedar trees" },
        headers: { Origin: base, ...ownAddress() },
      });
      expect(response.status(), what).toBe(400);
      expect(await site.query('select 1 from "user" where email = $1', [email]), what).toEqual([]);
    }
    const { email } = await createAccount(request, { name: "Steady Name" });
    for (const [what, name] of Object.entries(refused)) {
      const response = await request.post(at("/api/auth/update-user"), {
        data: { name },
        headers: { Origin: base, ...ownAddress() },
      });
      expect(response.status(), what).toBe(400);
    }
    expect(await site.query('select display_name from "user" where email = $1', [email])).toEqual([
      { display_name: "Steady Name" },
    ]);
  });
});

/** Where the visitor lands after signing in or up from /SignIn?redirectTo=/€. */
const EURO = "/%E2%82%AC";

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a redirect target above U+00FF, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    const open = async (page: Page) => {
      const response = await page.goto(at(`/SignIn?redirectTo=${EURO}`));
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
    };

    test("sign-in lands there signed in", async ({ page, browser }) => {
      const other = await browser.newContext();
      const { email, password } = await createAccount(other.request);
      await other.close();
      await open(page);
      await fillSignIn(page, email, password);
      await expect(page).toHaveURL(`${base}${EURO}`);
      await expect(nav(page).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
    });

    test("sign-up lands there with its session cookie", async ({ page }) => {
      await open(page);
      const { email } = await fillSignUp(page);
      await expect(page).toHaveURL(`${base}${EURO}`);
      await expect(nav(page).getByRole("button", { name: "SIGN OUT" })).toBeVisible();
      expect(await site.query('select 1 from "user" where email = $1', [email])).toHaveLength(1);
      const cookies = await page.context().cookies();
      expect(cookies.some((cookie) => cookie.name.endsWith("session_token") && cookie.value)).toBe(true);
    });
  });
}

test("a hand-made form post with a raw '/€' target is redirected there percent-encoded, with the session cookie", async ({
  request,
}) => {
  const email = newEmail();
  const response = await request.post(at("/SignIn"), {
    form: {
      intent: "sign-up",
      redirectTo: "/€",
      displayName: "Raw Target",
      email,
      password: "tall cedar trees",
      confirmPassword: "tall cedar trees",
    },
    headers: { Origin: base, ...ownAddress() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe(EURO);
  expect(response.headers()["set-cookie"]).toMatch(/session_token=/);
  // Signed in now, /SignIn sends the visitor on to the same target.
  const again = await request.get(at("/SignIn?redirectTo=/€"), { maxRedirects: 0 });
  expect(again.status()).toBe(302);
  expect(again.headers()["location"]).toBe(EURO);
});

test("signed-in pages and their data are sent private, no-store; guests' pages are not", async ({ page }) => {
  await createAccount(page.request);
  const account = await page.goto(at("/Account"));
  expect(account?.status()).toBe(200);
  expect(account?.headers()["cache-control"]).toBe("private, no-store");
  await waitForHydration(page);
  const data = await page.request.get(at("/Account.data"));
  expect(data.status()).toBe(200);
  expect(data.headers()["cache-control"]).toBe("private, no-store");
  const home = await page.request.get(at("/"));
  expect(home.headers()["cache-control"]).toBe("private, no-store");

  const guest = await page.context().browser()?.newContext();
  const shop = await guest?.request.get(at("/Shop"));
  expect(shop?.status()).toBe(200);
  expect(shop?.headers()["cache-control"] ?? "").not.toContain("no-store");
  await guest?.close();
});

test("start-up warns in one line when PUBLIC_URL is https and TRUST_PROXY is 0", async () => {
  const server = startServer({
    port: await freePort(),
    env: {
      DATABASE_URL: site.database.url,
      DATA_DIR: await tempDataDir(),
      PUBLIC_URL: "https://nestz.example",
      PAYMENT_PROVIDER: "test",
      AUTH_SECRET: randomUUID() + randomUUID(),
      TRUST_PROXY: "0",
    },
  });
  try {
    const [line] = await waitForOutput(server, /^config: PUBLIC_URL is https but TRUST_PROXY is 0\..*$/m);
    expect(line).toMatch(/Set TRUST_PROXY to the number of proxies in front/);
  } finally {
    await stopServer(server);
  }
});
