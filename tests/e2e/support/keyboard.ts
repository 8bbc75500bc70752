import type { Locator, Page } from "@playwright/test";

/**
 * Presses Tab until `target` has focus, as a keyboard user would, and fails
 * after `limit` presses (a control that Tab never reaches is a bug).
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}
