import { describe, expect, it } from "vitest";

import type { ContentWords } from "./blocks";
import type { ContentDesign } from "./content-design";
import { checkContent, contentFromForm, itemField, partField, reshapeContent } from "./content-pages";

/** A page with one spec table: rows with a figure and its unit, standard or optional, with a note. */
const design: ContentDesign = {
  title: "Specs",
  path: "/Specs",
  lead: "The rows.",
  heroLead: "Beside a drawing.",
  parts: [
    {
      id: "power",
      label: "Spec rows: power",
      heading: true,
      intro: "none",
      items: { label: "Row", min: 0, max: 4, title: true, text: "optional", link: false, spec: true },
    },
  ],
};

const facts = { "service amps": "30" };

const posted = (row: Record<string, string>) => ({
  seoTitle: "Specs",
  seoDescription: "Every figure.",
  heroTitle: "Specs",
  lead: "Opening words.",
  [partField(0, "heading")]: "Power",
  [partField(0, "count")]: "1",
  ...Object.fromEntries(Object.entries(row).map(([name, value]) => [itemField(0, 0, name), value])),
});

describe("a spec row as the owner types it", () => {
  it("keeps a figure as a number with its unit, whether it is an option, and its note", () => {
    const words = contentFromForm(
      design,
      posted({ title: "Battery", value: " 5.12 ", unit: "kWh", optional: "on", note: "Needs {service amps} amp" }),
    );
    const [row] = words.parts[0]?.items ?? [];
    expect(row?.spec).toEqual({
      figure: { value: 5.12, unit: "kWh" },
      optional: true,
      note: "Needs {service amps} amp",
    });
    expect(checkContent(design, words, facts).ok).toBe(true);
  });

  it("refuses a value that is not a number, or a figure without its unit, beside the field", () => {
    const typed = contentFromForm(design, posted({ title: "Width", value: "about 8" }));
    // What was typed goes back to its field with the message, so the owner sees what to mend.
    expect(typed.parts[0]?.items[0]?.spec?.figure).toEqual({ value: Number.NaN, unit: "", typed: "about 8" });
    const checked = checkContent(design, typed, facts);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors["parts.0.items.0.spec.value"]).toMatch(/number/);
    expect(checked.errors["parts.0.items.0.spec.unit"]).toMatch(/unit/);
  });

  it("asks for a figure or a detail, and checks the facts a note names", () => {
    const empty = checkContent(design, contentFromForm(design, posted({ title: "Door" })), facts);
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.errors["parts.0.items.0.text"]).toMatch(/figure/);
    const unknown = checkContent(
      design,
      contentFromForm(design, posted({ title: "Door", text: "Steel", note: "{door width}" })),
      facts,
    );
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) expect(unknown.errors["parts.0.items.0.spec.note"]).toMatch(/door width/);
  });

  it("keeps a row without a figure when it has a detail, standard unless ticked", () => {
    const words = contentFromForm(design, posted({ title: "Door", text: "Insulated steel" }));
    expect(words.parts[0]?.items[0]?.spec).toEqual({ figure: null, optional: false, note: "" });
    expect(checkContent(design, words, facts).ok).toBe(true);
  });

  it("adds a blank row ready for a figure", () => {
    const words: ContentWords = contentFromForm(design, posted({ title: "Door", text: "Steel" }));
    const added = reshapeContent(design, words, { kind: "add", part: 0 });
    expect(added.parts[0]?.items[1]).toEqual({
      title: "",
      text: [],
      link: null,
      spec: { figure: null, optional: false, note: "" },
    });
  });
});
