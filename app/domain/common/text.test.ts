import { describe, expect, it } from "vitest";

import { capitalise, escapeHtml, formatRValue, joinList, withoutControlCharacters } from "./text";

describe("joinList", () => {
  it("joins none, one, two and more items", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["sink"])).toBe("sink");
    expect(joinList(["sink", "freezer"])).toBe("sink and freezer");
    expect(joinList(["cooktop", "sink", "freezer"])).toBe("cooktop, sink and freezer");
  });
});

describe("capitalise", () => {
  it("raises only the first letter", () => {
    expect(capitalise("faux-walnut vinyl plank")).toBe("Faux-walnut vinyl plank");
    expect(capitalise("")).toBe("");
  });
});

describe("formatRValue", () => {
  it("keeps the rating on one line", () => {
    expect(formatRValue(15)).toBe("R\u201115");
  });
});

describe("escapeHtml", () => {
  it("turns every character that could open markup or close an attribute into an entity", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;Tom &#38; Jerry&#60;/a&#62;",
    );
  });
});

describe("withoutControlCharacters", () => {
  it("keeps tabs and line breaks and drops other control characters", () => {
    expect(withoutControlCharacters("a\tb\nc\u0000d\u0007e\u007ff")).toBe("a\tb\ncdef");
  });
});
