import { describe, expect, it } from "vitest";

import { purchaseOrderNumber, signatureName } from "./buyer-answers";

const name = signatureName({ missing: "missing", tooLong: "too long", hidden: "hidden", unprintable: "unprintable" });
const po = purchaseOrderNumber({ missing: "missing", tooLong: "too long", hidden: "hidden", characters: "characters" });

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues.map((issue) => issue.message);

describe("the name a buyer signs with", () => {
  it("takes names in the scripts the signed record prints, composed and trimmed", () => {
    for (const typed of [
      "Łukasz Żółć",
      "Δημήτρης Παπαδόπουλος",
      "Дмитрий Шостакович",
      "Nguyễn Thị Ánh",
      "Zoë O’Brien-Smith",
    ])
      expect(name.parse(`  ${typed} `)).toBe(typed);
    // A name typed with combining accents is stored composed, as it prints.
    expect(name.parse("Zoe\u0308")).toBe("Zoë");
  });

  it("refuses direction overrides and invisible characters, as account names do", () => {
    for (const typed of [
      "Ada \u202eecalevoL", // right-to-left override: reads "Ada Lovelace" backwards
      "Ada\u2066 Lovelace\u2069", // isolates
      "Ada\u200b Lovelace", // zero-width space
      "Ada\u200e Lovelace", // left-to-right mark
      "Ada\u2060Lovelace", // word joiner
      "Ada\ufeffLovelace",
      "Ada\u0000",
      "Ada\nLovelace",
    ])
      expect(refusal(name.safeParse(typed)), JSON.stringify(typed)).toEqual(["hidden"]);
  });

  it("refuses characters the signed record cannot print, with its own message", () => {
    for (const typed of ["王小明", "山田 太郎", "김민준", "محمد", "דוד", "Ada 🏡"])
      expect(refusal(name.safeParse(typed)), typed).toEqual(["unprintable"]);
  });

  it("is required and at most 120 characters", () => {
    expect(refusal(name.safeParse("   "))).toEqual(["missing"]);
    expect(refusal(name.safeParse(undefined))).toEqual(["missing"]);
    expect(name.parse("a".repeat(120))).toHaveLength(120);
    expect(refusal(name.safeParse("a".repeat(121)))).toEqual(["too long"]);
  });
});

describe("a purchase order number", () => {
  it("takes letters, numbers and the punctuation offices number with", () => {
    for (const typed of ["PO-55-1200", "4500012345", "CC/2026/0042", "PO #118.3", "Ж-12 (B)", "ŁÓDŹ_7:2+A,&B"])
      expect(po.parse(` ${typed} `)).toBe(typed);
  });

  it("refuses direction overrides and invisible characters", () => {
    for (const typed of ["PO-\u202e0021", "PO\u200b1200", "PO\u20661200\u2069", "PO\u00001"])
      expect(refusal(po.safeParse(typed)), JSON.stringify(typed)).toEqual(["hidden"]);
  });

  it("refuses other characters, and a number that starts with punctuation", () => {
    for (const typed of ["PO<1200>", "PO'1200", "PO;1200", 'PO"1"', "-1200", "发票123", "PO 🧾"])
      expect(refusal(po.safeParse(typed)), typed).toEqual(["characters"]);
  });

  it("is required and at most 60 characters", () => {
    expect(refusal(po.safeParse(""))).toEqual(["missing"]);
    expect(po.parse("7".repeat(60))).toHaveLength(60);
    expect(refusal(po.safeParse("7".repeat(61)))).toEqual(["too long"]);
  });
});
