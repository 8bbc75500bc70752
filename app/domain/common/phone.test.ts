import { describe, expect, it } from "vitest";

import { mailtoHref, telHref } from "./phone";

describe("telHref", () => {
  it("dials North American numbers in E.164", () => {
    expect(telHref("(503) 555-0142")).toBe("tel:+15035550142");
    expect(telHref("1-503-555-0142")).toBe("tel:+15035550142");
    expect(telHref("+1 503 555 0142")).toBe("tel:+15035550142");
  });
});

describe("mailtoHref", () => {
  it("fills in the subject with spaces a mail app shows as spaces", () => {
    expect(mailtoHref("hello@nestz.example", "Nestz inquiry: pricing & delivery")).toBe(
      "mailto:hello@nestz.example?subject=Nestz%20inquiry%3A%20pricing%20%26%20delivery",
    );
  });
});
