import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { iconDataUrl } from "./content-page-assets";

describe("the icon as a data URL", () => {
  it("decodes back to the same SVG, with the characters a URL or an attribute cannot carry escaped", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nestz-icon-"));
    const file = path.join(dir, "icon.svg");
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#10302a"/><text>50%</text></svg>';
    writeFileSync(file, `${svg}\n`);

    const url = iconDataUrl(file);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(url).not.toMatch(/[#"<>\n\r\t]/);
    expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg);
  });

  it("reads the site's own icon", () => {
    const url = iconDataUrl(path.join(import.meta.dirname, "../../public/favicon.svg"));
    expect(decodeURIComponent(url)).toContain("<svg");
    expect(url.length).toBeLessThan(1_500);
  });
});
