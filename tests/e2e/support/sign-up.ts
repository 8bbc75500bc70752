/** The sign-up form of the sign-in page, as a visitor finds and fills it. */
import type { Page } from "@playwright/test";

export const signUpForm = (page: Page) => page.getByRole("form", { name: "I'm new here" });

/** Fills in the sign-up form on the page (already open) and sends it; answers the form. */
export async function submitSignUp(page: Page, account: { name: string; email: string; password: string }) {
  const form = signUpForm(page);
  await form.getByLabel("Display name").fill(account.name);
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByLabel("Confirm password").fill(account.password);
  await form.getByRole("button", { name: "Sign up" }).click();
  return form;
}
