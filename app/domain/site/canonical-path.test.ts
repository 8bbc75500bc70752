import { describe, expect, it } from "vitest";

import { createCanonicalizer } from "./canonical-path";

const redirectFor = createCanonicalizer(["/", "/Specs", "/story", "/FAQ"], {
  "/Details": "/Specs",
  "/Inquiries": "/Contact",
});

describe("canonical paths", () => {
  it("leaves canonical paths alone", () => {
    expect(redirectFor("/")).toBeNull();
    expect(redirectFor("/Specs")).toBeNull();
    expect(redirectFor("/story")).toBeNull();
  });

  it("sends other casings and trailing slashes to the canonical spelling", () => {
    expect(redirectFor("/specs")).toBe("/Specs");
    expect(redirectFor("/SPECS/")).toBe("/Specs");
    expect(redirectFor("/Story")).toBe("/story");
    expect(redirectFor("/faq")).toBe("/FAQ");
  });

  it("follows aliases in any casing", () => {
    expect(redirectFor("/Details")).toBe("/Specs");
    expect(redirectFor("/details")).toBe("/Specs");
    expect(redirectFor("/Inquiries")).toBe("/Contact");
  });

  it("knows nothing of other paths", () => {
    expect(redirectFor("/nope")).toBeNull();
    expect(redirectFor("/Specs/extra")).toBeNull();
  });
});
