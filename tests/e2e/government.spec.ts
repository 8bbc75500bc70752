/**
 * /Government as a public buyer meets it: found from the footer, readable and
 * accessible on a phone and a desktop, with the capability summary and the
 * spec sheets downloaded as PDFs and read back.
 */
import { readFileSync } from "node:fs";

import type { Download, Page } from "@playwright/test";

import { capabilitySummary, specSheets } from "#app/content/documents/documents";
import { compliance, models, unit } from "#app/content/facts";
import { pageInfo } from "#app/content/site/pages";
import { BUILD_STAMP_FILE } from "#app/server/config/build-paths.server";

import { readPdf } from "../support/pdf-text";
import { expect, expectNoAxeViolations, openPage, pageWidths, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

const info = pageInfo("/Government");
const MAX_PDF_BYTES = 300 * 1024;

/** The legal name the build was made with (the PDFs are drawn with the same settings). */
function builtLegalName(): string {
  return (JSON.parse(readFileSync(BUILD_STAMP_FILE, "utf8")) as { legalName: string }).legalName;
}

async function readDownload(download: Download) {
  const path = await download.path();
  return readPdf(readFileSync(path));
}

test("a public buyer finds the page from the footer and reads how buying works", async ({ page, problems }) => {
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Public buyers" }).click();
  await expect(page).toHaveURL(/\/Government$/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.title);
  const main = page.getByRole("main");
  for (const heading of [
    "How buying works",
    "The terms purchasing offices ask about",
    "Capability summary",
    "Paying for it",
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText("purchase order");
  await expect(main).toContainText("net-30");
  // Washington taxes its own public buyers (WAC 458-20-189); only the federal government paying
  // directly is exempt (WAC 458-20-190): the page must never promise a state or local buyer less.
  await expect(main).toContainText("Washington taxes sales to its own public buyers");
  await expect(main).toContainText("Federal agencies paying directly with federal funds are exempt");
  await expect(main).not.toContainText("exemption certificate");
  await expect(main).toContainText(`under ${compliance.rentalMaxDays} days`);
  await expect(main.getByText("Legal name", { exact: true })).toBeVisible();
  await expect(main).toContainText(builtLegalName());
  // Grants are examples, never promises.
  await expect(main).toContainText("not a promise");

  // The owner's live figure sits in the sentence with a space on each side.
  const lead = await main.locator("p", { hasText: "purchasing" }).first().innerText();
  expect(lead).toMatch(/Oregon\. (\d+ units are|One unit is|Every finished unit)/);
  expect(await main.innerText(), "a sentence runs into the next").not.toMatch(/[a-z][.][A-Z0-9]/);

  // The next step: call, email or a written quote.
  const nextStep = page.getByRole("region", { name: "Start with a written quote" });
  await expect(nextStep.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/);
  await expect(nextStep.getByRole("link", { name: /^Email / })).toHaveAttribute("href", /^mailto:/);
  await expect(nextStep.getByRole("link", { name: "Request a written quote" })).toHaveAttribute(
    "href",
    "/Contact?buyer=government#quote",
  );
  expect(problems.messages).toEqual([]);
});

for (const width of [360, 1280]) {
  test(`/Government has zero axe violations and no sideways scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, "/Government");
    const { scrollWidth, clientWidth } = await pageWidths(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expectNoAxeViolations(page, `/Government at ${width} px`);
  });
}

test("the keyboard reaches the capability summary, which downloads and reads back with the legal name", async ({
  page,
}) => {
  await openPage(page, "/Government");
  const link = page.getByRole("main").getByRole("link", { name: "Capability summary (PDF)", exact: true });
  await tabTo(page, link);
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(capabilitySummary.fileName);

  const pdf = await readDownload(download);
  expect(pdf.info.Title).toBe(capabilitySummary.title);
  expect(pdf.info.Language).toBe("en-US");
  expect(pdf.text).toContain(builtLegalName());
  expect(pdf.text).toContain("Capability summary".toUpperCase());
  expect(pdf.text).toContain("purchase order");
});

async function downloadFrom(page: Page, name: string | RegExp) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("main").getByRole("link", { name }).first().click();
  return downloading;
}

test("the Bedroom Nestz spec sheet downloads from /Specs with the model's dimensions", async ({ page }) => {
  await openPage(page, "/Specs");
  const download = await downloadFrom(page, `Download the ${specSheets["bedroom-nestz"].title} (PDF)`);
  expect(download.suggestedFilename()).toBe(specSheets["bedroom-nestz"].fileName);
  const pdf = await readDownload(download);
  expect(pdf.info.Title).toBe(specSheets["bedroom-nestz"].title);
  expect(pdf.text).toContain(models.bedroom.name);
  for (const feet of [unit.lengthFt, unit.widthFt, unit.heightFt]) expect(pdf.text).toContain(`${feet} ft`);
  expect(pdf.text).toContain(compliance.code);
  expect(pdf.text).toContain(builtLegalName());
});

test("the Office Nestz spec sheet downloads from its product page", async ({ page }) => {
  await openPage(page, models.office.path);
  const download = await downloadFrom(page, "Spec sheet (PDF)");
  expect(download.suggestedFilename()).toBe(specSheets["office-nestz"].fileName);
  const pdf = await readDownload(download);
  expect(pdf.text).toContain(models.office.name);
  expect(pdf.text).toContain(`${unit.lengthFt} ft`);
  expect(pdf.text).not.toContain("Shower");
});

for (const document of [specSheets["bedroom-nestz"], specSheets["office-nestz"], capabilitySummary]) {
  test(`${document.path} is a small PDF with its name and a validator, checked on every use`, async ({ request }) => {
    const response = await request.get(document.path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["content-type"]).toBe("application/pdf");
    expect(headers["content-disposition"]).toBe(`inline; filename="${document.fileName}"`);
    // Kept by a reader but asked for again each time: the owner's publish reaches their next look.
    expect(headers["cache-control"]).toBe("public, no-cache");
    const body = await response.body();
    expect(body.byteLength).toBeLessThan(MAX_PDF_BYTES);
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const again = await request.get(document.path, { headers: { "If-None-Match": headers.etag ?? "" } });
    expect(again.status()).toBe(304);
  });
}

test("/Government is in the sitemap and describes itself and the business to search engines", async ({ request }) => {
  expect(await (await request.get("/sitemap.xml")).text()).toContain("/Government</loc>");
  const html = await (await request.get("/Government")).text();
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as { "@graph"?: { "@type": string; legalName?: string }[] },
  );
  const graph = data.flatMap((entry) => entry["@graph"] ?? []);
  expect(graph.map((node) => node["@type"])).toEqual(["WebPage", "HomeAndConstructionBusiness"]);
  expect(graph[1]?.legalName).toBe(builtLegalName());
});
