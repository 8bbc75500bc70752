import { describe, expect, it } from "vitest";
import { capitalise, formatRValue, joinList } from "./text";

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
