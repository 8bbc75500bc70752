/**
 * The accessibility check every spec relies on (support/fixtures.ts) must find what it is there
 * to find: a check configured into silence would pass every page.
 */
import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test("the accessibility check reports a missing text alternative, faint text and an unnamed field", async ({
  page,
}) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Planted problems</title></head>
    <body><main>
      <h1>Planted problems</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p style="color:#eee;background:#fff">Text too faint to read</p>
      <input type="text">
    </main></body></html>`);
  const failure = await expectNoAxeViolations(page, "the planted page").then(
    () => "",
    (error: unknown) => String(error),
  );
  expect(failure).toContain("image-alt");
  expect(failure).toContain("color-contrast");
  expect(failure).toContain("label");
});

test("the accessibility check passes a page without problems", async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>No problems</title></head>
    <body><main><h1>No problems</h1><label>Name <input type="text"></label></main></body></html>`);
  await expectNoAxeViolations(page, "the clean page");
});
