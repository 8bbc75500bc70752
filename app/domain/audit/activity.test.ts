import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { describeAction, hasOwnWording, SUBJECT_TYPE_PATTERN, subjectTypeLabel } from "./activity";

const SERVER_DIR = fileURLToPath(new URL("../../server", import.meta.url));

/** Every `subject.verb` the server code writes to the activity log, read from its source. */
function recordedActions(): string[] {
  const actions = new Set<string>();
  for (const file of readdirSync(SERVER_DIR, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".ts") || file.includes(".test.")) continue;
    const source = readFileSync(path.join(SERVER_DIR, file), "utf8");
    const named = new Set([...source.matchAll(/const (\w+) = "([a-z-]+\.[a-z_-]+)";/g)].map((match) => match[1]));
    for (const match of source.matchAll(/action: (?:"([a-z-]+\.[a-z_-]+)"|(\w+))/g)) {
      if (match[1]) actions.add(match[1]);
      else if (match[2] && named.has(match[2])) {
        const constant = new RegExp(`const ${match[2]} = "([^"]+)"`).exec(source);
        if (constant?.[1]) actions.add(constant[1]);
      }
    }
  }
  return [...actions].sort();
}

describe("activity wording", () => {
  it("reads known actions as sentences and unknown ones plainly", () => {
    expect(describeAction("person.admin-revoked")).toBe("Removed the admin role");
    expect(describeAction("product.archived")).toBe("Product archived");
    expect(describeAction("order.refundIssued")).toBe("Order refund issued");
  });

  it("has words of its own for every action the server records", () => {
    const actions = recordedActions();
    expect(actions.length, "the source scan found the actions").toBeGreaterThan(25);
    expect(actions).toContain("proposal.sent");
    expect(actions.filter((action) => !hasOwnWording(action))).toEqual([]);
    expect(describeAction("proposal.sent")).toBe("Sent the proposal to the buyer");
    expect(describeAction("invoice.payment-recorded")).toBe("Recorded a payment on the invoice");
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
