import { afterEach, describe, expect, it, vi } from "vitest";

import { modelFigures } from "#app/content/catalog/products";
import { specSheets } from "#app/content/documents/documents";
import type * as realFacts from "#app/content/facts";
import { electrical, models, unit } from "#app/content/facts";
import { availabilityLabels, outsideDimensions, specGroupsOf } from "#app/content/site/specs";
import { formatFeetInches } from "#app/domain/common/units";
import type { ContentWords } from "#app/domain/site-words/blocks";
import { partOf } from "#app/domain/site-words/content-pages";
import { getPublicConfig, parseEnv } from "#app/server/config/env.server";
import { shownWords } from "#app/server/site-words/published-words.server";

import { specSheetContent as contentWith } from "./spec-sheet-content.server";

const config = getPublicConfig(parseEnv({}));
/** The /Specs page's words as guests read them before the owner changes anything. */
const specs = shownWords("specs");
const specSheetContent = (slug: "bedroom-nestz" | "office-nestz", publicConfig: typeof config) =>
  contentWith(slug, publicConfig, specs);

describe("a model's spec sheet states the site's facts", () => {
  it("gives the measured outside dimensions the /Specs page gives, from facts.ts", () => {
    const sheet = specSheetContent("bedroom-nestz", config);
    expect(sheet.figures).toContainEqual({ label: "Outside dimensions", lines: [outsideDimensions] });
    for (const feet of [unit.lengthFt, unit.widthFt, unit.heightFt]) {
      expect(outsideDimensions).toContain(String(feet));
      expect(outsideDimensions).toContain(formatFeetInches(feet));
    }
  });

  it("opens with the key figures of the model's product page", () => {
    for (const [slug, key] of [
      ["bedroom-nestz", "bedroom"],
      ["office-nestz", "office"],
    ] as const) {
      const sheet = specSheetContent(slug, config);
      for (const figure of modelFigures(models[key])) {
        expect(sheet.figures).toContainEqual({ label: figure.label, lines: [figure.value] });
      }
      expect(sheet.title).toBe(models[key].name);
      expect(sheet.info.title).toBe(specSheets[slug].title);
      expect(sheet.included.join("\n")).toContain(models[key].bathroom);
      expect(sheet.included.join("\n")).toContain(`${electrical.outlets} outlets and ${models[key].lights} lights`);
    }
  });

  it("lists every row of the /Specs page that applies to the model, word for word", () => {
    for (const [slug, key] of [
      ["bedroom-nestz", "bedroom"],
      ["office-nestz", "office"],
    ] as const) {
      const rows = specSheetContent(slug, config).groups.flatMap((group) => group.rows);
      const expected = specGroupsOf(specs)
        .flatMap((group) => group.items)
        .filter((item) => !item.models || item.models.includes(key));
      expect(rows.map(([feature, detail]) => [feature, detail])).toEqual(
        expected.map((item) => [item.feature, item.detail]),
      );
      for (const [, , availability] of rows) {
        expect(availability).toMatch(new RegExp(`^(${availabilityLabels.standard}|${availabilityLabels.optional})`));
      }
    }
  });

  it("states the rows the owner published on /Specs, with a figure and its unit, not a copy of the starting ones", () => {
    const power = specs.parts.findIndex((part) => part.id === "power");
    const published: ContentWords = {
      ...specs,
      parts: specs.parts.map((part, index) =>
        index === power
          ? {
              ...part,
              heading: "Power and comfort",
              items: [
                ...part.items,
                {
                  title: "Battery pack",
                  text: [{ kind: "paragraph", text: "Keeps the lights on" }],
                  link: null,
                  spec: { figure: { value: 5.12, unit: "kWh" }, optional: true, note: "" },
                },
              ],
            }
          : part,
      ),
    };
    expect(partOf(specs, "power").heading).not.toBe("Power and comfort");
    const group = contentWith("office-nestz", config, published).groups.find(
      (each) => each.title === "Power and comfort",
    );
    expect(group?.rows.at(-1)).toEqual([
      "Battery pack",
      "5.12\u00a0kWh, Keeps the lights on",
      availabilityLabels.optional,
    ]);
  });

  it("leaves the shower off the Office Nestz, which has none", () => {
    const feature = (slug: "bedroom-nestz" | "office-nestz") =>
      specSheetContent(slug, config).groups.flatMap((group) => group.rows.map(([name]) => name));
    expect(feature("bedroom-nestz")).toContain("Shower");
    expect(feature("office-nestz")).not.toContain("Shower");
  });

  it("tells how to get a quote with the configured phone, email and site address", () => {
    const own = getPublicConfig(
      parseEnv({
        CONTACT_PHONE: "360-555-0199",
        CONTACT_EMAIL: "sales@nestz.example",
        PUBLIC_URL: "https://nestz.example",
        PAYMENT_PROVIDER: "test",
      }),
    );
    const quote = specSheetContent("office-nestz", own).quote.join("\n");
    expect(quote).toContain("360-555-0199");
    expect(quote).toContain("sales@nestz.example");
    expect(quote).toContain("https://nestz.example/Contact");
  });
});

describe("a changed fact", () => {
  afterEach(() => {
    vi.doUnmock("#app/content/facts");
    vi.resetModules();
  });

  it("changes the /Specs page's rows and the spec sheet together", async () => {
    vi.resetModules();
    vi.doMock("#app/content/facts", async (importOriginal) => {
      const facts = await importOriginal<typeof realFacts>();
      return {
        ...facts,
        unit: { ...facts.unit, lengthFt: 23.5 },
        models: { ...facts.models, office: { ...facts.models.office, lights: 4 } },
      };
    });
    const changedSpecs = await import("#app/content/site/specs");
    const { specSheetContent: changedSheet } = await import("./spec-sheet-content.server");
    const words = changedSpecs.specsWords;

    const pageRow = changedSpecs
      .specGroupsOf(words)
      .flatMap((group) => group.items)
      .find((item) => item.feature === "Outside dimensions");
    expect(pageRow?.detail).toContain("23.5");
    const sheet = changedSheet("office-nestz", config, words);
    expect(sheet.figures).toContainEqual({ label: "Outside dimensions", lines: [pageRow?.detail] });
    expect(sheet.figures).toContainEqual({ label: "Lights", lines: ["4"] });
    expect(JSON.stringify(sheet)).not.toContain(String(unit.lengthFt));
  });
});
