import { describe, expect, it } from "vitest";

import { describeAction, SUBJECT_TYPE_PATTERN, subjectTypeLabel } from "./activity";

describe("activity wording", () => {
  it("reads known actions as sentences and unknown ones plainly", () => {
    expect(describeAction("person.admin-revoked")).toBe("Removed the admin role");
    expect(describeAction("product.archived")).toBe("Product archived");
    expect(describeAction("order.refundIssued")).toBe("Order refund issued");
  });

  it("names kinds of subject for the filter", () => {
    expect(subjectTypeLabel("person")).toBe("People");
    expect(subjectTypeLabel("rental-unit")).toBe("Rental unit");
  });

  it("accepts subject types as code writes them and nothing else", () => {
    expect(["person", "rental-unit", "email"].every((type) => SUBJECT_TYPE_PATTERN.test(type))).toBe(true);
    expect(["", "Person", "person;drop", "x".repeat(41), "1abc"].some((type) => SUBJECT_TYPE_PATTERN.test(type))).toBe(
      false,
    );
  });
});
