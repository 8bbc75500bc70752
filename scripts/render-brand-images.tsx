/**
 * Renders the brand's static images from the React illustrations, so the
 * favicon, touch icon and link-preview image never drift from the logo:
 *   public/favicon.svg, public/apple-touch-icon.png, public/og-image.png
 * Run after changing the logo or the unit drawing: npm run brand:images
 */
import { writeFileSync } from "node:fs";

import { chromium } from "@playwright/test";
import { renderToStaticMarkup } from "react-dom/server";

import { LogoMark } from "#app/components/brand/logo-mark";
import { UnitExterior } from "#app/components/illustrations/unit-exterior";

const svgNs = (markup: string) => markup.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ');

const favicon = svgNs(renderToStaticMarkup(<LogoMark />));
writeFileSync("public/favicon.svg", `${favicon}\n`);

const ogPage = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:flex;align-items:center;gap:48px;padding:0 72px;box-sizing:border-box;background:#f4f7f6;font-family:Georgia,serif">
  <div style="flex:1">
    <div style="display:flex;align-items:center;gap:16px">
      <div style="width:96px;height:96px">${svgNs(renderToStaticMarkup(<LogoMark className="" />)).replace("<svg ", '<svg width="96" height="96" ')}</div>
      <span style="font-size:64px;color:#10302a;font-weight:600">Nestz</span>
    </div>
    <p style="font-size:44px;line-height:1.15;color:#10302a;margin:36px 0 0">Tiny homes, ready to move into.</p>
    <p style="font-family:system-ui,sans-serif;font-size:26px;color:#44535a;margin:20px 0 0">Built and delivered in the Pacific Northwest. Call for price.</p>
  </div>
  <div style="width:560px">${svgNs(renderToStaticMarkup(<UnitExterior />)).replace("<svg ", '<svg width="560" ')}</div>
</div></body></html>`;

const iconPage = `<!doctype html><html><body style="margin:0;background:#eff6f2">
${favicon.replace("<svg ", '<svg width="180" height="180" ')}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogPage);
  await page.screenshot({ path: "public/og-image.png" });
  await page.setViewportSize({ width: 180, height: 180 });
  await page.setContent(iconPage);
  await page.screenshot({ path: "public/apple-touch-icon.png" });
} finally {
  await browser.close();
}
console.log("wrote public/favicon.svg, public/apple-touch-icon.png, public/og-image.png");
