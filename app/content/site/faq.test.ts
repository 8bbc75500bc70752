import { describe, expect, it } from "vitest";

import { faqPageSchema } from "#app/domain/site/faq-schema";

import { faqs } from "./faq";

describe("FAQ content and its FAQPage structured data", () => {
  const schema = faqPageSchema(faqs.map((faq) => ({ question: faq.question, answer: faq.answer.join(" ") })));

  it("has all 8 questions, each with an answer and a link", () => {
    expect(faqs).toHaveLength(8);
    for (const faq of faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.join(" ").length).toBeGreaterThan(40);
      expect(faq.link.to).toMatch(/^\//);
    }
    expect(new Set(faqs.map((faq) => faq.id)).size).toBe(faqs.length);
  });

  it("is valid FAQPage JSON that survives a round trip", () => {
    const parsed = JSON.parse(JSON.stringify(schema)) as typeof schema;
    expect(parsed["@context"]).toBe("https://schema.org");
    expect(parsed["@type"]).toBe("FAQPage");
    expect(parsed.mainEntity).toHaveLength(8);
    parsed.mainEntity.forEach((entry, index) => {
      expect(entry["@type"]).toBe("Question");
      expect(entry.name).toBe(faqs[index]!.question);
      expect(entry.acceptedAnswer["@type"]).toBe("Answer");
      expect(entry.acceptedAnswer.text).toBe(faqs[index]!.answer.join(" "));
    });
  });

  it("states the delivery figures from the facts", () => {
    const text = faqs.find((faq) => faq.id === "delivery")!.answer.join(" ");
    expect(text).toContain("$200");
    expect(text).toContain("$4 for each mile past the first 30");
    expect(text).toContain("Washington and Oregon");
    // How a distance is counted, as countedMiles counts it.
    expect(text).toContain("in a straight line from the airport, and any part of a mile counts as a whole one");
  });
});
