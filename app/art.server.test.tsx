import { describe, expect, it } from "vitest";

import { artNames, artVersion, isArtName, pictureFileBody, renderArt, serverArt } from "./art.server";
import { svgSize } from "./components/art/art";

describe("the <Art> registry", () => {
  it("knows the pictures pages name, and nothing else", () => {
    for (const name of [
      "unit-exterior",
      "floor-plan-kitchen",
      "build-stage-ready",
      "benefit-icon-key",
      "delivery-map-pdx",
      "hat",
    ]) {
      expect(isArtName(name), name).toBe(true);
    }
    for (const name of ["nope", "constructor", "__proto__", "toString", "floor-plan-", "benefit-icon"]) {
      expect(isArtName(name), name).toBe(false);
    }
    expect(new Set(artNames).size).toBe(artNames.length);
  });

  it.each(artNames)("draws %s inline as one <svg> with a viewBox, no namespace and no name of its own", (name) => {
    const svg = renderArt(name);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"[^>]*>[\s\S]*<\/svg>$/);
    expect(svg).not.toContain("xmlns=");
    // The <Art> wrapper names the picture (its alt).
    expect(svg).not.toMatch(/^<svg [^>]*(role|aria-label)=/);
    expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object /);
  });

  it.each(artNames)("gives %s's image the proportions of its drawing, so its room is kept before it loads", (name) => {
    const svg = renderArt(name);
    const size = svgSize(svg);
    const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
    expect(size?.width).toBeGreaterThan(0);
    expect(size?.height).toBeGreaterThan(0);
    expect(Math.abs((size?.width ?? 0) / (size?.height ?? 1) - Number(width) / Number(height))).toBeLessThan(0.01);
    // While it waits to be drawn, the image keeps the drawing's own, unrounded proportions.
    expect(size?.aspectRatio).toBe(`${Number(width)} / ${Number(height)}`);
  });

  it("names each file's version in its URL: a digest of what the file holds, different for different files", () => {
    const versionOfFile = new Map<string, string>();
    for (const name of artNames) {
      const file = serverArt.file(name);
      expect(file).toMatch(new RegExp(`^/images/${name}\\.svg\\?v=[0-9a-f]{12}$`));
      expect(file.endsWith(`?v=${artVersion(name)}`)).toBe(true);
      versionOfFile.set(pictureFileBody(name), artVersion(name));
    }
    expect(new Set(versionOfFile.values()).size).toBe(versionOfFile.size);
  });

  it("reads no size from a drawing without a viewBox", () => {
    expect(svgSize('<svg width="10" height="10"></svg>')).toBeNull();
  });

  it.each(artNames)("draws %s as a standalone file with its namespace", (name) => {
    const svg = renderArt(name, true);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 [\d.]+ [\d.]+"/);
    expect(svg.match(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g)).toHaveLength(1);
    // A file's text is set in the page's sans-serif, which it cannot inherit.
    if (!svg.includes("<title>")) expect(svg).toMatch(/^<svg [^>]*><style>svg\{font-family:system-ui/);
  });

  it("gives the delivery map file the label sizes the page's classes give it", () => {
    const svg = renderArt("delivery-map-pdx", true);
    expect(svg).toContain('class="text-[20px] sm:text-[15px]"');
    expect(svg).toContain('[class~="sm:text-[15px]"]{font-size:15px}');
    expect(svg).toContain('[class~="max-sm:hidden"]{display:none}');
  });

  it("labels each file, and the close-up map with the towns inside and outside the circle", () => {
    for (const name of artNames) {
      const svg = renderArt(name, true);
      const decorative = /^<svg [^>]*aria-hidden="true"/.test(svg);
      if (!decorative) expect(svg, name).toMatch(/^<svg [^>]*aria-label="[^"]{10,}"|<title>/);
    }
    const svg = renderArt("delivery-map-pdx", true);
    expect(svg).toMatch(
      /aria-label="Close-up of the \d+-mile circle around PDX\. Inside it: [^"]*Portland[^"]*\. Just outside it: [^"]+\."/,
    );
  });

  it("keeps each rendering, so a page and its file never draw twice", () => {
    expect(renderArt("floor-plan-office")).toBe(renderArt("floor-plan-office"));
  });
});
